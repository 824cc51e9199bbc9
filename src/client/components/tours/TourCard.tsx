/** One booked tour in the agent's calendar: time, visitor, stops, and confirm / move / cancel. */
import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { TAdminTour } from '#shared/schemas/tours.schema.ts';
import { formatClock, formatMinutes } from '../../showings/tour-format.ts';
import { useTRPC } from '../../trpc.ts';
import { useConfirmDialog } from '../admin/confirm/use-confirm-dialog.tsx';
import { FieldFrame } from '../forms/FieldFrame.tsx';
import { Form } from '../forms/Form.tsx';
import { InputField } from '../forms/InputField.tsx';
import { describeMutationError } from '../forms/mutation-error.ts';
import { useToast } from '../toast/use-toast.ts';
import { TourStops } from './TourStops.tsx';

const STATUS_LABELS: Record<TAdminTour['status'], string> = { BOOKED: 'Booked', CONFIRMED: 'Confirmed', CANCELLED: 'Cancelled' };

export function TourCard({ tour, onChanged }: { tour: TAdminTour; onChanged: () => Promise<unknown> }) {
  const trpc = useTRPC();
  const toast = useToast();
  const { confirm, dialog } = useConfirmDialog();
  const [isMoving, setIsMoving] = useState(false);
  const [moveDay, setMoveDay] = useState(tour.start.slice(0, 10));
  const [moveAt, setMoveAt] = useState('');
  const options = {
    onSuccess: async () => {
      setIsMoving(false);
      toast.success('Done', 'The visitor was mailed the updated calendar file.');
      await onChanged();
    },
    onError: (error: unknown) => toast.error('Error', describeMutationError(error).message),
  };
  const confirmTour = useMutation(trpc.tours.confirm.mutationOptions(options));
  const cancelTour = useMutation(trpc.tours.cancel.mutationOptions(options));
  const moveTour = useMutation(trpc.tours.move.mutationOptions(options));
  const moveSlots = useQuery(
    trpc.tours.moveSlots.queryOptions({ day: moveDay, tourMinutes: tour.minutes, tourId: tour.id }, { enabled: isMoving && moveDay !== '', staleTime: 0 }),
  );
  const isLive = tour.status !== 'CANCELLED';
  const titleId = `tour-${tour.id}-title`;

  return (
    <article className={`tour-card${isLive ? '' : ' tour-card--cancelled'}`} aria-labelledby={titleId}>
      <h4 id={titleId} className="tour-card__head cluster">
        <span>
          {formatClock(tour.start)} – {formatClock(tour.end)}
        </span>
        <span className="tour-badge pill">{STATUS_LABELS[tour.status]}</span>
        <span className="form-hint">
          {tour.stops.length} homes · {formatMinutes(tour.minutes)}
        </span>
      </h4>
      <p className="tour-card__visitor">
        {tour.visitor.fullName} · <a href={`mailto:${tour.visitor.emailAddress}`}>{tour.visitor.emailAddress}</a>
        {tour.visitor.phoneNumber ? ` · ${tour.visitor.phoneNumber}` : ''}
        <br />
        <span className="form-hint">Starts from {tour.startLabel}</span>
      </p>
      <TourStops stops={tour.stops.map((stop) => ({ ...stop, key: stop.sn }))} />
      {isLive ? (
        <div className="tour-card__actions cluster">
          {tour.status === 'BOOKED' ? (
            <button type="button" className="btn btn--primary btn--sm" disabled={confirmTour.isPending} onClick={() => confirmTour.mutate({ tourId: tour.id })}>
              Confirm<span className="visually-hidden"> the tour of {tour.visitor.fullName}</span>
            </button>
          ) : null}
          <button type="button" className="btn btn--ghost btn--sm" aria-expanded={isMoving} onClick={() => setIsMoving(!isMoving)}>
            Move<span className="visually-hidden"> the tour of {tour.visitor.fullName}</span>
          </button>
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            disabled={cancelTour.isPending}
            onClick={async () => {
              if (
                await confirm({
                  title: 'Cancel this tour?',
                  text: `${tour.visitor.fullName} gets a cancellation mail.`,
                  confirmLabel: 'Cancel tour',
                  cancelLabel: 'Keep it',
                  tone: 'danger',
                })
              )
                cancelTour.mutate({ tourId: tour.id });
            }}
          >
            Cancel<span className="visually-hidden"> the tour of {tour.visitor.fullName}</span>
          </button>
        </div>
      ) : null}
      {isMoving ? (
        <Form
          onSend={() => {
            if (moveAt) moveTour.mutate({ tourId: tour.id, slotAt: moveAt });
          }}
        >
          <div className="form-row">
            <InputField
              id={`move-${tour.id}-day`}
              label="New day"
              type="date"
              value={moveDay}
              onChange={(day) => {
                setMoveDay(day);
                setMoveAt('');
              }}
            />
            <FieldFrame id={`move-${tour.id}-time`} label="New start">
              <select id={`move-${tour.id}-time`} className="input" value={moveAt} onChange={(event) => setMoveAt(event.target.value)}>
                <option value="">{moveSlots.isPending ? 'Loading…' : moveSlots.data?.slots.length ? 'Pick a time' : 'No free time this day'}</option>
                {moveSlots.data?.slots.map((slot) => (
                  <option key={slot.at} value={slot.at}>
                    {formatClock(slot.start)}
                  </option>
                ))}
              </select>
            </FieldFrame>
          </div>
          <div className="form-actions">
            <button type="submit" className="btn btn--primary btn--sm" disabled={!moveAt || moveTour.isPending}>
              Move tour
            </button>
          </div>
        </Form>
      ) : null}
      {dialog}
    </article>
  );
}
