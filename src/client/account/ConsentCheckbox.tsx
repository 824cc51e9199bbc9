/** One consent: its full text, then a checkbox the visitor ticks themselves (never pre-ticked). */
import { useId } from 'react';
import type { ConsentText } from '#shared/vow-terms.ts';
import { FieldError } from '../components/forms/FieldError.tsx';

interface ConsentCheckboxProps {
  consent: ConsentText;
  checked: boolean;
  onChange: (checked: boolean) => void;
  required?: boolean;
  error?: string | undefined;
}

export function ConsentCheckbox({ consent, checked, onChange, required, error }: ConsentCheckboxProps) {
  const id = useId();
  return (
    <div className="consent-box">
      <p id={`${id}-text`} className="consent-box__text">
        {consent.text}
      </p>
      <label className="consent-check" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          checked={checked}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-text${error ? ` ${id}-error` : ''}`}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{consent.label}</span>
      </label>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
