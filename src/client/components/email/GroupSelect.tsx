/**
 * The labelled 'Group' dropdown: one option per email group. The contact forms pick a group as it
 * is; the Compose screen starts on a placeholder and shows each group's number of contacts.
 */
import { useId } from 'react';
import type { TGroupRow } from '#shared/schemas/email.schema.ts';
import { FieldFrame } from '../forms/FieldFrame.tsx';

interface GroupSelectProps {
  groups: TGroupRow[];
  value: string;
  onChange: (groupType: string) => void;
  /** A first, empty choice ('Choose a group…') for a screen where no group is chosen yet. */
  placeholder?: string;
  /** Show each group's number of contacts after its name. */
  withCounts?: boolean;
}

export function GroupSelect({ groups, value, onChange, placeholder, withCounts = false }: GroupSelectProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label="Group">
      <select id={id} className="input" value={value} onChange={(event) => onChange(event.target.value)}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {groups.map((group) => (
          <option key={group.id} value={group.group_type}>
            {withCounts ? `${group.group_type} (${group.total_entries})` : group.group_type}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
