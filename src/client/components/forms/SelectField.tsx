/** A labelled select wired to a ZodForm (the options are its children): error under the field, linked for assistive tech. */
import type { ReactNode } from 'react';
import type { ZodForm } from './use-zod-form.ts';
import { errorAria, FieldFrame } from './FieldFrame.tsx';

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
    <FieldFrame id={fieldId} label={label} error={error}>
      <select
        id={fieldId}
        className="input"
        value={form.values[name]}
        {...errorAria(fieldId, error)}
        onChange={(event) => form.setValue(name, event.target.value)}
      >
        {children}
      </select>
    </FieldFrame>
  );
}
