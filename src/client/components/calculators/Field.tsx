/** A labelled form row: label, the control, and an optional hint the control points to. */
import type { ReactNode } from 'react';
import { FieldFrame } from '../forms/FieldFrame.tsx';
import { MoneyInput } from './NumericInput.tsx';

interface FieldProps {
  /** The control's id; the hint gets `${id}-hint` (pass it as the control's aria-describedby). */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  children: ReactNode;
}

export function Field({ id, label, hint, children }: FieldProps) {
  return (
    <FieldFrame id={id} label={label}>
      {children}
      <FieldHint id={id} hint={hint} />
    </FieldFrame>
  );
}

export function hintId(fieldId: string): string {
  return `${fieldId}-hint`;
}

/** The hint under a control, with the id its aria-describedby names; nothing when there is no hint. */
function FieldHint({ id, hint }: { id: string; hint?: ReactNode }) {
  return hint ? (
    <p id={hintId(id)} className="field__hint">
      {hint}
    </p>
  ) : null;
}

interface MoneyFieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  value: number;
  onChange: (amount: number) => void;
}

/** A dollar amount field; the input is described by the hint when there is one. */
export function MoneyField({ id, label, hint, value, onChange }: MoneyFieldProps) {
  return (
    <Field id={id} label={label} hint={hint}>
      <MoneyInput id={id} value={value} onValueChange={onChange} aria-describedby={hint ? hintId(id) : undefined} />
    </Field>
  );
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
      <FieldHint id={id} hint={hint} />
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
    <fieldset className={inline ? 'choice choice-group choice--inline' : 'choice choice-group'}>
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
            <FieldHint id={optionId} hint={option.hint} />
          </div>
        );
      })}
    </fieldset>
  );
}
