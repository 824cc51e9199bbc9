/** A labelled time of day in quarter hours (the agent's hours and blocks), with the server's message under it. */
import { FieldError } from '../forms/FieldError.tsx';

interface TimeFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

export function TimeField({ id, label, value, onChange, error }: TimeFieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="input"
        type="time"
        step={900}
        value={value}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
