/**
 * A form whose values its caller holds (not a ZodForm): the tour hours and blocks, moving a tour,
 * renaming a saved search, accepting the terms, rating a home. The app shows its own messages, so the browser's
 * validation is off, and a submit never reloads the page: it calls `onSend`.
 */
import type { FormHTMLAttributes } from 'react';

interface FormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate'> {
  onSend: () => void;
}

export function Form({ onSend, className = 'form', children, ...formProps }: FormProps) {
  return (
    <form
      className={className}
      noValidate
      {...formProps}
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
    >
      {children}
    </form>
  );
}
