/** Adds a day off or a one-off block (a few hours on one day) to the agent's availability. */
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../trpc.ts';
import { InputField } from '../forms/InputField.tsx';
import { FieldFrame } from '../forms/FieldFrame.tsx';
import { Form } from '../forms/Form.tsx';
import { showFormError } from '../forms/mutation-error.ts';
import { useToast } from '../toast/use-toast.ts';
import { TimeField } from './TimeField.tsx';

export function BlockForm({ defaultDay, onAdded }: { defaultDay: string; onAdded: () => Promise<unknown> }) {
  const trpc = useTRPC();
  const toast = useToast();
  const [kind, setKind] = useState<'day_off' | 'block'>('day_off');
  const [day, setDay] = useState(defaultDay);
  const [start, setStart] = useState('12:00');
  const [end, setEnd] = useState('13:00');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string[] | undefined>>({});
  const add = useMutation(
    trpc.tours.addBlock.mutationOptions({
      onSuccess: async () => {
        setErrors({});
        setNote('');
        toast.success('Done', kind === 'day_off' ? 'Day off added' : 'Block added');
        await onAdded();
      },
      onError: (error) => showFormError(error, { setServerErrors: setErrors }, toast),
    }),
  );

  return (
    <Form onSend={() => add.mutate(kind === 'day_off' ? { kind, day, note } : { kind, day, start, end, note })}>
      <div className="form-row">
        <FieldFrame id="block-kind" label="What">
          <select id="block-kind" className="input" value={kind} onChange={(event) => setKind(event.target.value as 'day_off' | 'block')}>
            <option value="day_off">Day off</option>
            <option value="block">Busy for a few hours</option>
          </select>
        </FieldFrame>
        <InputField id="block-day" label="Day" type="date" value={day} onChange={setDay} error={errors.day?.[0]} />
      </div>
      {kind === 'block' ? (
        <div className="form-row">
          <TimeField id="block-start" label="From" value={start} onChange={setStart} />
          <TimeField id="block-end" label="To" value={end} onChange={setEnd} error={errors.end?.[0]} />
        </div>
      ) : null}
      <InputField id="block-note" label="Note (only you see it)" maxLength={200} value={note} onChange={setNote} />
      <div className="form-actions">
        <button type="submit" className="btn btn--primary" disabled={add.isPending}>
          {kind === 'day_off' ? 'Add day off' : 'Add block'}
        </button>
      </div>
    </Form>
  );
}
