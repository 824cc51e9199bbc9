/** A labelled select wired to a ZodForm (the options are its children): error under the field, linked for assistive tech. */
import type { ReactNode } from 'react';
import type { ZodForm } from './use-zod-form.ts';
import { FieldError } from './FieldError.tsx';

interface SelectFieldProps<Name extends string> {
  /** Any form with this text field (it may hold other values too). */
  form: ZodForm<NoInfer<Name>, unknown>;
  name: Name;
  label: ReactNode;
  children: ReactNode;
}

export function SelectField<Name extends string>({ form, name, label, children }: SelectFieldProps<Name>) {
  const fieldId = form.idOf(name);
  const error = form.errorOf(name);
  return (
    <div className="field">
      <label htmlFor={fieldId}>{label}</label>
      <select
        id={fieldId}
        className="input"
        value={form.values[name]}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : undefined}
        onChange={(event) => form.setValue(name, event.target.value)}
      >
        {children}
      </select>
      <FieldError id={`${fieldId}-error`} message={error} />
    </div>
  );
}
