/**
 * A labelled input whose value its caller holds (a form that is not a ZodForm: the tour hours and
 * blocks, the composer's test address), with the server's message under it, linked for assistive tech.
 */
import type { InputHTMLAttributes, ReactNode } from 'react';
import { errorAria, FieldFrame } from './FieldFrame.tsx';

interface InputFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'className'> {
  id: string;
  label: ReactNode;
  value: string | number;
  onChange: (value: string) => void;
  error?: string | null | undefined;
}

export function InputField({ id, label, value, onChange, error, ...inputProps }: InputFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error}>
      <input id={id} className="input" {...inputProps} value={value} {...errorAria(id, error)} onChange={(event) => onChange(event.target.value)} />
    </FieldFrame>
  );
}
