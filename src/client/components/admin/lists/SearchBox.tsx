/** The labelled search box of the admin lists; the caller applies the search rule (useDebouncedSearch). */
import { useId } from 'react';

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
    <div className="admin-search">
      <label htmlFor={id}>{label}</label>
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
    </div>
  );
}
