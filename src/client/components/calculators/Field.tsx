/** A labelled form row: label, the control, and an optional hint the control points to. */
import type { ReactNode } from 'react';

interface FieldProps {
  /** The control's id; the hint gets `${id}-hint` (pass it as the control's aria-describedby). */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  children: ReactNode;
}

export function Field({ id, label, hint, children }: FieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint ? (
        <p id={hintId(id)} className="field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export function hintId(fieldId: string): string {
  return `${fieldId}-hint`;
}

interface CheckboxFieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

export function CheckboxField({ id, label, hint, checked, onChange }: CheckboxFieldProps) {
  return (
    <div className="field field--check">
      <input
        id={id}
        type="checkbox"
        className="check"
        checked={checked}
        aria-describedby={hint ? hintId(id) : undefined}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={hintId(id)} className="field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

interface ChoiceFieldProps<T extends string> {
  /** Prefix of the radio ids and the group name. */
  id: string;
  legend: ReactNode;
  value: T;
  options: readonly { value: T; label: ReactNode; hint?: ReactNode }[];
  onChange: (value: T) => void;
  /** Side by side, like a segmented switch (short labels only). */
  inline?: boolean;
}

/** A radio group in a fieldset: the choices stay visible and arrow keys move between them. */
export function ChoiceField<T extends string>({ id, legend, value, options, onChange, inline = false }: ChoiceFieldProps<T>) {
  return (
    <fieldset className={inline ? 'choice choice--inline' : 'choice'}>
      <legend>{legend}</legend>
      {options.map((option) => {
        const optionId = `${id}-${option.value}`;
        return (
          <div key={option.value} className="choice__option">
            <input
              id={optionId}
              type="radio"
              name={id}
              value={option.value}
              checked={value === option.value}
              aria-describedby={option.hint ? hintId(optionId) : undefined}
              onChange={() => onChange(option.value)}
            />
            <label htmlFor={optionId}>{option.label}</label>
            {option.hint ? (
              <p id={hintId(optionId)} className="field__hint">
                {option.hint}
              </p>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
