/** A labelled input or textarea wired to a ZodForm: error under the field, linked for assistive tech. */
import type { InputHTMLAttributes, ReactNode } from 'react';
import type { ZodForm } from './use-zod-form.ts';
import { FieldFrame } from './FieldFrame.tsx';

interface FormFieldProps<Name extends string> {
  /** Any form with this text field (it may hold other values too). */
  form: ZodForm<NoInfer<Name>, unknown>;
  name: Name;
  label: ReactNode;
  type?: InputHTMLAttributes<HTMLInputElement>['type'];
  multiline?: boolean;
  rows?: number;
  required?: boolean;
  autoComplete?: string;
  maxLength?: number;
  /** Extra attributes of the input (min for a date picker, inputMode, ...). */
  inputProps?: Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'value' | 'onChange' | 'onBlur' | 'type'>;
}

export function FormField<Name extends string>({
  form,
  name,
  label,
  type = 'text',
  multiline,
  rows = 5,
  required,
  autoComplete,
  maxLength,
  inputProps,
}: FormFieldProps<Name>) {
  const props = form.fieldProps(name);
  const error = form.errorOf(name);
  return (
    <FieldFrame id={props.id} label={label} required={required} error={error}>
      {multiline ? (
        <textarea className="input input--multiline" rows={rows} required={required} autoComplete={autoComplete} maxLength={maxLength} {...props} />
      ) : (
        <input className="input" type={type} required={required} autoComplete={autoComplete} maxLength={maxLength} {...inputProps} {...props} />
      )}
    </FieldFrame>
  );
}
