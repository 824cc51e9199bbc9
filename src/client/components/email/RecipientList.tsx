/**
 * Who a campaign goes to, viewable and prunable: remove someone for this send (and put them back).
 * Unsubscribed contacts are listed but can never be chosen.
 */
import { useState } from 'react';
import type { TContactRow } from '#shared/schemas/email.schema.ts';

interface RecipientListProps {
  contacts: TContactRow[];
  excluded: ReadonlySet<number>;
  onToggle: (contactId: number) => void;
  onRestoreAll: () => void;
}

/** The contacts left out of this send: toggled one by one, all restored at once. */
export function useExcludedContacts() {
  const [excluded, setExcluded] = useState<ReadonlySet<number>>(new Set());
  const toggle = (contactId: number) =>
    setExcluded((previous) => {
      const next = new Set(previous);
      if (!next.delete(contactId)) next.add(contactId);
      return next;
    });
  const restoreAll = () => setExcluded(new Set());
  return { excluded, toggle, restoreAll };
}

export function recipientsOf(contacts: TContactRow[], excluded: ReadonlySet<number>): TContactRow[] {
  return contacts.filter((contact) => !contact.unsubscribed && !excluded.has(contact.id));
}

export function RecipientList({ contacts, excluded, onToggle, onRestoreAll }: RecipientListProps) {
  const chosen = recipientsOf(contacts, excluded).length;
  const unsubscribed = contacts.filter((contact) => contact.unsubscribed).length;
  return (
    <div className="field">
      <div className="admin-card__header split-row">
        <p className="form-note" aria-live="polite">
          <strong>{chosen}</strong> of {contacts.length} {contacts.length === 1 ? 'contact' : 'contacts'} will receive this mail
          {unsubscribed > 0 ? ` (${unsubscribed} unsubscribed)` : ''}.
        </p>
        {excluded.size > 0 ? (
          <button type="button" className="btn btn--ghost btn--sm" onClick={onRestoreAll}>
            Put everyone back
          </button>
        ) : null}
      </div>
      {contacts.length === 0 ? (
        <p className="admin-empty">Nobody is in this group yet.</p>
      ) : (
        <ul className="recipient-list" aria-label="Recipients">
          {contacts.map((contact) => {
            const isExcluded = contact.unsubscribed || excluded.has(contact.id);
            return (
              <li key={contact.id} className="recipient-list__item split-row" data-excluded={isExcluded}>
                <span>
                  {contact.full_name} &lt;{contact.email}&gt;
                </span>
                {contact.unsubscribed ? (
                  <span className="badge pill badge--warning">Unsubscribed</span>
                ) : (
                  <button type="button" className="btn btn--ghost btn--sm" onClick={() => onToggle(contact.id)}>
                    {isExcluded ? 'Put back' : 'Remove'}
                    <span className="visually-hidden"> {contact.email}</span>
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
