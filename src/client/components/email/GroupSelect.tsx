/** The labelled 'Group' dropdown of the contact forms: one option per email group. */
import { useId } from 'react';
import type { TGroupRow } from '#shared/schemas/email.schema.ts';

interface GroupSelectProps {
  groups: TGroupRow[];
  value: string;
  onChange: (groupType: string) => void;
}

export function GroupSelect({ groups, value, onChange }: GroupSelectProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>Group</label>
      <select id={id} className="input" value={value} onChange={(event) => onChange(event.target.value)}>
        {groups.map((group) => (
          <option key={group.id} value={group.group_type}>
            {group.group_type}
          </option>
        ))}
      </select>
    </div>
  );
}
