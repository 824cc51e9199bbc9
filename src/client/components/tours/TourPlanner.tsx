/**
 * "Plan my tour" under the showing list: the visitor says where they start (the first home or
 * an address), gets the homes in a sensible order with drive times, picks a day and one of the
 * agent's free start times, and books with name and e-mail. A slot someone else took in the
 * meantime is explained, and the free times are fetched again.
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MAX_TOUR_STOPS } from '#shared/tours/route-order.ts';
import { ZTourBookInput, type TTourBooked, type TTourPlan, type TTourStart } from '#shared/schemas/tours.schema.ts';
import type { ShowingListEntry } from '../../showings/showing-list.ts';
import { formatClock, formatMinutes, torontoTomorrow } from '../../showings/tour-format.ts';
import { useTRPC } from '../../trpc.ts';
import { FormField } from '../forms/FormField.tsx';
import { Honeypot } from '../forms/Honeypot.tsx';
import { describeMutationError } from '../forms/mutation-error.ts';
import { NameEmailRow } from '../forms/NameEmailRow.tsx';
import { SubmitActions } from '../forms/SubmitActions.tsx';
import { useZodForm } from '../forms/use-zod-form.ts';
import { useToast } from '../toast/use-toast.ts';
import { TourStops } from './TourStops.tsx';
import { FormCard } from '../forms/FormCard.tsx';
import { FieldFrame } from '../forms/FieldFrame.tsx';
import '../forms/forms.css';
import './tours.css';

const ZVisitorFields = ZTourBookInput.pick({ fullName: true, emailAddress: true, phoneNumber: true, message: true, website: true });
const EMPTY = { fullName: '', emailAddress: '', phoneNumber: '', message: '', website: '' };

interface TourPlannerProps {
  entries: readonly ShowingListEntry[];
  onBooked: (booking: TTourBooked & { addresses: string[] }) => void;
}

export function TourPlanner({ entries, onBooked }: TourPlannerProps) {
  const trpc = useTRPC();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [startKind, setStartKind] = useState<'first' | 'address'>('first');
  const [address, setAddress] = useState('');
  const [request, setRequest] = useState<{ listingIds: number[]; start: TTourStart } | null>(null);
  const [day, setDay] = useState(torontoTomorrow);
  const [slotAt, setSlotAt] = useState<string | null>(null);
  const [slotProblem, setSlotProblem] = useState<string | null>(null);
  const form = useZodForm(ZVisitorFields, EMPTY);

  const tooMany = entries.length > MAX_TOUR_STOPS;
  const plan = useQuery(trpc.tours.plan.queryOptions(request ?? { listingIds: [], start: { kind: 'first' } }, { enabled: request !== null, retry: false }));
  const planned: TTourPlan | undefined = request ? plan.data : undefined;
  const slotsInput = { day, tourMinutes: planned?.tourMinutes ?? 10 };
  const slots = useQuery(trpc.tours.slots.queryOptions(slotsInput, { enabled: planned !== undefined && day !== '', retry: false, staleTime: 0 }));
  const planError = request && plan.isError ? (describeMutationError(plan.error).fieldErrors['start.address']?.[0] ?? plan.error.message) : null;

  const book = useMutation(
    trpc.tours.book.mutationOptions({
      onError: async (error) => {
        const { message, fieldErrors, status } = describeMutationError(error, 'Something went wrong');
        form.setServerErrors(fieldErrors);
        if (status === 409) {
          // The slot went to someone else: say so where the times are, and show what is free now.
          setSlotProblem(message);
          setSlotAt(null);
          await queryClient.invalidateQueries({ queryKey: trpc.tours.slots.queryKey() });
        }
        toast.error('Error', message);
      },
    }),
  );

  const onPlan = () => {
    setSlotAt(null);
    setSlotProblem(null);
    const start: TTourStart = startKind === 'address' ? { kind: 'address', address } : { kind: 'first' };
    setRequest({ listingIds: entries.map((entry) => entry.listingId), start });
  };

  const onSubmit = form.handleSubmit((fields) => {
    if (!request || !planned) return;
    if (!slotAt) {
      setSlotProblem('Please pick a start time.');
      return;
    }
    book.mutate(
      { ...fields, listingIds: planned.stops.map((stop) => stop.listingId), start: request.start, slotAt },
      {
        onSuccess: (booking) => {
          form.reset();
          onBooked({ ...booking, addresses: planned.stops.map((stop) => [stop.address, stop.municipality].filter(Boolean).join(', ')) });
        },
      },
    );
  });

  return (
    <FormCard title="Plan my tour">
      <p className="form-hint">We put your homes in a sensible driving order and show the times we are free to show them all in one trip.</p>
      {tooMany ? (
        <p className="form-error" role="alert">
          A tour takes at most {MAX_TOUR_STOPS} homes. Remove a few from your list to plan one.
        </p>
      ) : (
        <>
          <fieldset className="tour-start choice-group">
            <legend>Where do you start?</legend>
            <label className="form-check">
              <input type="radio" name="tour-start" checked={startKind === 'first'} onChange={() => setStartKind('first')} /> At the first home on my list
            </label>
            <label className="form-check">
              <input type="radio" name="tour-start" checked={startKind === 'address'} onChange={() => setStartKind('address')} /> From an address or
              neighbourhood
            </label>
            {startKind === 'address' ? (
              <FieldFrame id="tour-start-address" label="Start address or neighbourhood">
                <input
                  id="tour-start-address"
                  className="input"
                  value={address}
                  maxLength={200}
                  autoComplete="street-address"
                  aria-invalid={planError ? true : undefined}
                  aria-describedby={planError ? 'tour-start-error' : undefined}
                  onChange={(event) => setAddress(event.target.value)}
                />
              </FieldFrame>
            ) : null}
          </fieldset>
          {planError ? (
            <p id="tour-start-error" className="field-error" role="alert">
              {planError}
            </p>
          ) : null}
          <div className="form-actions">
            <button
              type="button"
              className="btn btn--accent"
              onClick={onPlan}
              disabled={(startKind === 'address' && address.trim() === '') || (request !== null && plan.isFetching)}
            >
              {request !== null && plan.isFetching ? 'Planning…' : 'Plan my tour'}
            </button>
          </div>
        </>
      )}

      {planned ? (
        <div aria-live="polite">
          <h3 className="admin-section__title">Your route</h3>
          <TourStops
            startLabel={request?.start.kind === 'address' ? planned.start.label : undefined}
            stops={planned.stops.map((stop) => ({ ...stop, key: stop.listingId }))}
          />
          <p className="tour-summary">
            About {formatMinutes(planned.tourMinutes)} from the first home to the last ({planned.showingMinutes} min per home plus driving
            {planned.driveSource === 'estimate' ? ', estimated from distance' : ''}).
          </p>

          <form className="form" noValidate onSubmit={onSubmit} aria-labelledby="tour-book-title">
            <h3 id="tour-book-title" className="admin-section__title">
              Pick a time
            </h3>
            <FieldFrame id="tour-day" label="Day">
              <input
                id="tour-day"
                className="input"
                type="date"
                min={torontoTomorrow()}
                value={day}
                onChange={(event) => {
                  setDay(event.target.value);
                  setSlotAt(null);
                  setSlotProblem(null);
                }}
              />
            </FieldFrame>
            <fieldset className="tour-slots choice-group" aria-describedby={slotProblem ? 'tour-slot-problem' : undefined}>
              <legend>Free start times (Toronto time)</legend>
              {slots.isPending ? (
                <p role="status">Please wait while loading</p>
              ) : slots.isError ? (
                <p className="form-error" role="alert">
                  {slots.error.message}
                </p>
              ) : slots.data.slots.length === 0 ? (
                <p role="status">No free time for a tour this long on this day. Please try another day.</p>
              ) : (
                <div className="tour-slots__list">
                  {slots.data.slots.map((slot) => (
                    <label key={slot.at} className="tour-slot">
                      <input
                        type="radio"
                        name="tour-slot"
                        value={slot.at}
                        checked={slotAt === slot.at}
                        onChange={() => {
                          setSlotAt(slot.at);
                          setSlotProblem(null);
                        }}
                      />
                      {formatClock(slot.start)}
                    </label>
                  ))}
                </div>
              )}
            </fieldset>
            {slotProblem ? (
              <p id="tour-slot-problem" className="field-error" role="alert">
                {slotProblem}
              </p>
            ) : null}
            <NameEmailRow form={form} />
            <FormField form={form} name="phoneNumber" label="Phone" type="tel" autoComplete="tel" />
            <FormField form={form} name="message" label="Message" multiline rows={3} required />
            <Honeypot form={form} />
            <SubmitActions label="Book this tour" busyLabel="Please wait while submitting" isPending={book.isPending} />
          </form>
        </div>
      ) : null}
    </FormCard>
  );
}
