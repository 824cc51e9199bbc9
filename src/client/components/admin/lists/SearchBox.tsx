/** The labelled search box of the admin lists; the caller applies the search rule (useDebouncedSearch). */
import { useId } from 'react';
import { FieldFrame } from '../../forms/FieldFrame.tsx';

interface SearchBoxProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  isWaiting?: boolean;
}

export function SearchBox({ label, value, onChange, placeholder, isWaiting }: SearchBoxProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} className="admin-search">
      <input
        id={id}
        className="input"
        type="search"
        value={value}
        placeholder={placeholder}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-hint`} className="form-note">
        {isWaiting ? 'Searching…' : 'Type more than 2 characters to search.'}
      </p>
    </FieldFrame>
  );
}
