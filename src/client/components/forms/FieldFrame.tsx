/**
 * The frame every labelled control shares (the ZodForm fields, the caller-held inputs, the admin
 * search box, the keyword combobox, the property form): its box (`.field` unless the caller names
 * another), the label for the control's id (with the required mark when asked), the control and
 * whatever goes with it (children), then the field's error, linked to the control by `errorAria`.
 */
import type { ReactNode } from 'react';
import { FieldError } from './FieldError.tsx';

/** The id of a field's error message, which the control's aria-describedby names while there is one. */
export function fieldErrorId(id: string): string {
  return `${id}-error`;
}

/** The control's attributes for its error: invalid, and described by the message under it, only while there is one. */
export function errorAria(id: string, error: string | null | undefined): { 'aria-invalid': true | undefined; 'aria-describedby': string | undefined } {
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? fieldErrorId(id) : undefined };
}

interface FieldFrameProps {
  /** The control's id. */
  id: string;
  label: ReactNode;
  className?: string;
  /** Marks the label with a visual asterisk (the control carries `required` itself). */
  required?: boolean | undefined;
  error?: string | null | undefined;
  children: ReactNode;
}

export function FieldFrame({ id, label, className = 'field', required, error, children }: FieldFrameProps) {
  return (
    <div className={className}>
      <label htmlFor={id}>
        {label}
        {required ? (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children}
      <FieldError id={fieldErrorId(id)} message={error} />
    </div>
  );
}
