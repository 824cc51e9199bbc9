/**
 * One lookup list of the Settings screen: its entries with a delete per entry (after a question),
 * and an add button opening its form. The create banner ('Successfully created' / 'Something went
 * wrong') shows for 1500 ms; deletes answer with 'Success' / 'Successfully deleted' or 'Error' /
 * 'Something went wrong'.
 */
import { useState, type ReactNode } from 'react';
import { Modal } from '../../modal/Modal.tsx';
import { AdminCard } from '../page/AdminCard.tsx';
import { BannerMessage, useTimedBanner, type Banner } from './use-timed-banner.tsx';
import '../../forms/forms.css';

export const CREATE_BANNER_MS = 1500;

export interface LookupItem {
  id: number;
  label: string;
  detail?: string;
}

interface LookupSectionProps {
  title: string;
  addTitle: string;
  items: LookupItem[] | undefined;
  isError: boolean;
  onDelete: (item: LookupItem) => void;
  /** The add form; `done(banner)` reports the outcome (and closes the form on success). */
  renderForm: (done: (banner: Banner) => void) => ReactNode;
}

export function LookupSection({ title, addTitle, items, isError, onDelete, renderForm }: LookupSectionProps) {
  const [isAdding, setIsAdding] = useState(false);
  const { banner, show } = useTimedBanner(CREATE_BANNER_MS);
  const done = (outcome: Banner) => {
    show(outcome);
    if (outcome.tone === 'success') setIsAdding(false);
  };
  return (
    <AdminCard
      className="lookup-section"
      title={title}
      actions={
        <button type="button" className="btn btn--primary btn--sm" onClick={() => setIsAdding(true)}>
          {addTitle}
        </button>
      }
    >
      <BannerMessage banner={isAdding ? null : banner} />
      {isError ? (
        <p className="form-error" role="alert">
          Something went wrong.
        </p>
      ) : !items ? (
        <p role="status">Please wait while loading</p>
      ) : items.length === 0 ? (
        <p className="admin-empty">No entries yet.</p>
      ) : (
        <ul className="lookup-list">
          {items.map((item) => (
            <li key={item.id} className="lookup-list__item">
              <span>
                {item.label}
                {item.detail ? <span className="admin-table__secondary">{item.detail}</span> : null}
              </span>
              <button type="button" className="btn btn--danger-ghost btn--sm" onClick={() => onDelete(item)}>
                Delete<span className="visually-hidden"> {item.label}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {isAdding ? (
        <Modal open title={addTitle} onClose={() => setIsAdding(false)}>
          <BannerMessage banner={banner} />
          {renderForm(done)}
        </Modal>
      ) : null}
    </AdminCard>
  );
}
