/** The agent's weekly working hours, showing length and buffer between tours. */
import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TTourSettings } from '#shared/schemas/tours.schema.ts';
import { useTRPC } from '../../trpc.ts';
import { InputField } from '../forms/InputField.tsx';
import { Form } from '../forms/Form.tsx';
import { showFormError } from '../forms/mutation-error.ts';
import { SubmitActions } from '../forms/SubmitActions.tsx';
import { useToast } from '../toast/use-toast.ts';
import { TimeField } from './TimeField.tsx';
import './tours.css';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/** The week shown Monday first, as people plan it; stored Sunday first (Date.getDay()). */
const DISPLAY_ORDER = [1, 2, 3, 4, 5, 6, 0];
/** The two lengths, in minutes, with the bounds the server holds them to. */
const MINUTE_FIELDS = [
  { name: 'showingMinutes', id: 'showing-minutes', label: 'Minutes per home', min: 10, max: 180 },
  { name: 'bufferMinutes', id: 'buffer-minutes', label: 'Buffer after a tour (minutes)', min: 0, max: 120 },
] as const;

export function AvailabilityForm() {
  const trpc = useTRPC();
  const toast = useToast();
  const queryClient = useQueryClient();
  const settings = useQuery(trpc.tours.settings.queryOptions());
  const [draft, setDraft] = useState<TTourSettings | null>(null);
  const [errors, setErrors] = useState<Record<string, string[] | undefined>>({});
  useEffect(() => {
    if (settings.data) setDraft(settings.data);
  }, [settings.data]);

  const save = useMutation(
    trpc.tours.saveSettings.mutationOptions({
      onSuccess: async () => {
        setErrors({});
        toast.success('Done', 'Working hours saved');
        await queryClient.invalidateQueries({ queryKey: trpc.tours.settings.queryKey() });
      },
      onError: (error) => showFormError(error, { setServerErrors: setErrors }, toast),
    }),
  );

  if (!draft) return <p role="status">Please wait while loading</p>;
  const setDay = (weekday: number, hours: TTourSettings['weeklyHours'][number]) =>
    setDraft({ ...draft, weeklyHours: draft.weeklyHours.map((value, index) => (index === weekday ? hours : value)) });

  return (
    <Form onSend={() => save.mutate(draft)}>
      <div className="tour-hours">
        {DISPLAY_ORDER.map((weekday) => {
          const hours = draft.weeklyHours[weekday] ?? null;
          const name = WEEKDAYS[weekday]!;
          return (
            <div key={weekday} className="tour-hours__day">
              <label className="form-check">
                <input
                  type="checkbox"
                  checked={hours !== null}
                  onChange={(event) => setDay(weekday, event.target.checked ? { start: '09:00', end: '17:00' } : null)}
                />{' '}
                {name}
              </label>
              {hours ? (
                <>
                  <TimeField
                    id={`hours-${weekday}-start`}
                    label={`${name} from`}
                    value={hours.start}
                    onChange={(start) => setDay(weekday, { ...hours, start })}
                  />
                  <TimeField id={`hours-${weekday}-end`} label={`${name} to`} value={hours.end} onChange={(end) => setDay(weekday, { ...hours, end })} />
                </>
              ) : (
                <span className="form-hint">Not working</span>
              )}
            </div>
          );
        })}
      </div>
      {errors.weeklyHours?.[0] ? (
        <p className="field-error" role="alert">
          {errors.weeklyHours[0]}
        </p>
      ) : null}
      <div className="form-row">
        {MINUTE_FIELDS.map((field) => (
          <InputField
            key={field.name}
            id={field.id}
            label={field.label}
            type="number"
            min={field.min}
            max={field.max}
            value={draft[field.name]}
            onChange={(minutes) => setDraft({ ...draft, [field.name]: Number(minutes) })}
            error={errors[field.name]?.[0]}
          />
        ))}
      </div>
      <SubmitActions label="Save working hours" busyLabel="Please wait while saving" isPending={save.isPending} />
    </Form>
  );
}
