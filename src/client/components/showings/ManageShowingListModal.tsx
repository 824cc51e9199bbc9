/**
 * The agent's schedule for one appointment: pick requested properties into the available list,
 * give each a date and time, put them in visiting order, save (admin spec, section 4).
 */
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { MISSING_SHOWING_TIME, type TAdminAppointment, type TAdminShowingEntry } from '#shared/schemas/showings.schema.ts';
import { pickerNow, toPickerValue } from '../../showings/showing-time.ts';
import { useTRPC } from '../../trpc.ts';
import { Modal } from '../modal/Modal.tsx';
import { useToast } from '../toast/use-toast.ts';
import { AddressLines } from './ShowingTables.tsx';
import { FieldFrame } from '../forms/FieldFrame.tsx';

export const ALREADY_IN_LIST = "This item is already in the available list or You haven't set any appointments yet!";

interface ScheduledItem {
  entry: TAdminShowingEntry;
  /** The datetime-local value ('' until the agent picks one). */
  time: string;
}

interface ManageShowingListModalProps {
  appointment: TAdminAppointment;
  onClose: () => void;
  onSaved: () => void;
}

export function ManageShowingListModal({ appointment, onClose, onSaved }: ManageShowingListModalProps) {
  const trpc = useTRPC();
  const toast = useToast();
  const [items, setItems] = useState<ScheduledItem[]>(() =>
    appointment.properties.filter((entry) => entry.isListed).map((entry) => ({ entry, time: toPickerValue(entry.availableTime) })),
  );
  const save = useMutation(
    trpc.showings.saveShowingList.mutationOptions({
      onSuccess: (result) => {
        toast.success('Done', result.message);
        onSaved();
      },
      onError: () => toast.error('Error', 'Something went wrong!'),
    }),
  );

  const add = (entry: TAdminShowingEntry) => {
    if (items.some((item) => item.entry.id === entry.id)) {
      toast.warning('Warning', ALREADY_IN_LIST);
      return;
    }
    setItems((previous) => [...previous, { entry, time: '' }]);
  };
  const move = (index: number, offset: -1 | 1) =>
    setItems((previous) => {
      const next = [...previous];
      const [item] = next.splice(index, 1);
      next.splice(index + offset, 0, item!);
      return next;
    });
  const setTime = (index: number, time: string) => setItems((previous) => previous.map((item, at) => (at === index ? { ...item, time } : item)));
  const remove = (index: number) => setItems((previous) => previous.filter((_, at) => at !== index));

  const onSave = () => {
    // The legacy screen warned and still saved: a property without a time stays "to be confirmed".
    if (items.some((item) => item.time === '')) toast.warning('Warning', MISSING_SHOWING_TIME);
    save.mutate({
      appointmentId: appointment.id,
      list: items.map((item, index) => ({ sn: index + 1, id: item.entry.id, listingId: item.entry.listingId, availableTime: item.time })),
    });
  };

  return (
    <Modal open size="lg" title={`Manage showing list — ${appointment.fullName}`} onClose={onClose}>
      <div className="manage-list auto-grid">
        <section aria-labelledby="requested-title">
          <h3 id="requested-title">Requested properties</h3>
          <ul className="manage-list__items">
            {appointment.properties.map((entry) => (
              <li key={entry.id} className="manage-list__item">
                <span>
                  <AddressLines address={entry.address} details={[entry.municipality, entry.mls]} />
                </span>
                <div className="data-table__actions">
                  <button type="button" className="btn btn--ghost btn--sm" onClick={() => add(entry)}>
                    Add<span className="visually-hidden"> {entry.address} to the available list</span>
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="available-title">
          <h3 id="available-title">Available list (visiting order)</h3>
          {items.length === 0 ? <p className="form-note">Add the properties you can show, then give each a date and time.</p> : null}
          <ol className="manage-list__items">
            {items.map((item, index) => (
              <li key={item.entry.id} className="manage-list__item">
                <span className="data-table__primary">
                  {index + 1}. {item.entry.address}
                </span>
                <FieldFrame id={`showing-time-${item.entry.id}`} label="Date and Time">
                  <input
                    id={`showing-time-${item.entry.id}`}
                    className="input"
                    type="datetime-local"
                    min={pickerNow()}
                    value={item.time}
                    onChange={(event) => setTime(index, event.target.value)}
                  />
                </FieldFrame>
                <div className="data-table__actions">
                  <button type="button" className="btn btn--ghost btn--sm" disabled={index === 0} onClick={() => move(index, -1)}>
                    Up<span className="visually-hidden"> {item.entry.address}</span>
                  </button>
                  <button type="button" className="btn btn--ghost btn--sm" disabled={index === items.length - 1} onClick={() => move(index, 1)}>
                    Down<span className="visually-hidden"> {item.entry.address}</span>
                  </button>
                  <button type="button" className="btn btn--ghost btn--sm" onClick={() => remove(index)}>
                    Remove<span className="visually-hidden"> {item.entry.address}</span>
                  </button>
                </div>
              </li>
            ))}
          </ol>
        </section>
      </div>
      <div className="form-actions manage-list__save">
        <button type="button" className="btn btn--primary" disabled={save.isPending} aria-busy={save.isPending} onClick={onSave}>
          {save.isPending ? 'Please wait. . .' : 'Save list'}
        </button>
      </div>
    </Modal>
  );
}
