/**
 * Admin Tours: the calendar of booked showing tours (a day or a week) with each tour's stops and
 * the agent's blocks, the weekly working hours, and days off / one-off blocks.
 */
import { onFirstUse } from '../../lib/on-first-use.ts';
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCalendar } from '#shared/schemas/tours.schema.ts';
import { QueryView } from '../../components/admin/lists/QueryView.tsx';
import { describeMutationError } from '../../components/forms/mutation-error.ts';
import { AvailabilityForm } from '../../components/tours/AvailabilityForm.tsx';
import { BlockForm } from '../../components/tours/BlockForm.tsx';
import { TourCard } from '../../components/tours/TourCard.tsx';
import { useToast } from '../../components/toast/use-toast.ts';
import { addDays } from '#shared/tours/tour-slots.ts';
import { formatClock, torontoToday } from '../../showings/tour-format.ts';
import { useTRPC } from '../../trpc.ts';
import { type Choice, ChoiceButtons } from '../../components/admin/lists/ChoiceButtons.tsx';
import { AdminSection } from '../../components/admin/page/AdminCard.tsx';
import { FieldFrame } from '../../components/forms/FieldFrame.tsx';
import '../../components/forms/forms.css';
import '../../components/showings/showings.css';
import '../../components/tours/tours.css';

type View = 'day' | 'week';
const VIEW_CHOICES: Choice<View>[] = [
  { value: 'day', label: 'Day' },
  { value: 'week', label: 'Week' },
];

const dayTitle = onFirstUse(() => new Intl.DateTimeFormat('en-CA', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }));
const formatDay = (day: string) => dayTitle().format(new Date(`${day}T12:00:00Z`));
function daysOf(calendar: TCalendar): string[] {
  const days: string[] = [];
  for (let day = calendar.from; day <= calendar.to; day = addDays(day, 1)) days.push(day);
  return days;
}

export default function ToursPage() {
  const trpc = useTRPC();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [view, setView] = useState<View>('week');
  const [day, setDay] = useState(torontoToday);
  const calendar = useQuery(trpc.tours.calendar.queryOptions({ day, view }, { staleTime: 0 }));
  const reload = () => queryClient.invalidateQueries({ queryKey: trpc.tours.calendar.queryKey() });
  const removeBlock = useMutation(
    trpc.tours.removeBlock.mutationOptions({
      onSuccess: reload,
      onError: (error) => toast.error('Error', describeMutationError(error).message),
    }),
  );

  return (
    <div className="admin-page">
      <h1 className="admin-page__title">Tours</h1>

      <section aria-labelledby="tour-calendar-title">
        <h2 id="tour-calendar-title" className="admin-section__title">
          Calendar
        </h2>
        <div className="tour-calendar__nav cluster">
          <ChoiceButtons className="toggle-group" label="Calendar view" choices={VIEW_CHOICES} value={view} onChange={setView} />
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => setDay(addDays(day, view === 'day' ? -1 : -7))}>
            Previous<span className="visually-hidden"> {view}</span>
          </button>
          <FieldFrame id="calendar-day" label="Date">
            <input id="calendar-day" className="input" type="date" value={day} onChange={(event) => event.target.value && setDay(event.target.value)} />
          </FieldFrame>
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => setDay(addDays(day, view === 'day' ? 1 : 7))}>
            Next<span className="visually-hidden"> {view}</span>
          </button>
        </div>
        <QueryView query={calendar}>
          {(data) => (
            <>
              {daysOf(data).map((calendarDay) => {
                const tours = data.tours.filter((tour) => tour.start.startsWith(calendarDay));
                const blocks = data.blocks.filter((block) => block.start.slice(0, 10) <= calendarDay && block.end.slice(0, 10) >= calendarDay);
                return (
                  <section key={calendarDay} className="tour-day" aria-labelledby={`day-${calendarDay}`}>
                    <h3 id={`day-${calendarDay}`} className="tour-day__title">
                      {formatDay(calendarDay)}
                    </h3>
                    {blocks.map((block) => (
                      <p key={block.id} className="tour-block">
                        {block.isDayOff ? 'Day off' : `Busy ${formatClock(block.start)} – ${formatClock(block.end)}`}
                        {block.note ? ` · ${block.note}` : ''}{' '}
                        <button type="button" className="btn btn--ghost btn--sm" onClick={() => removeBlock.mutate({ blockId: block.id })}>
                          Remove
                          <span className="visually-hidden">
                            {' '}
                            {block.isDayOff ? 'day off' : 'block'} on {formatDay(calendarDay)}
                          </span>
                        </button>
                      </p>
                    ))}
                    {tours.length === 0 && blocks.length === 0 ? <p className="form-hint">No tours</p> : null}
                    {tours.map((tour) => (
                      <TourCard key={tour.id} tour={tour} onChanged={reload} />
                    ))}
                  </section>
                );
              })}
            </>
          )}
        </QueryView>
      </section>

      <AdminSection title="Working hours">
        <AvailabilityForm />
      </AdminSection>

      <AdminSection title="Days off and blocks">
        <BlockForm defaultDay={day} onAdded={reload} />
      </AdminSection>
    </div>
  );
}
