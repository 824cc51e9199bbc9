/**
 * The short admin forms (a lookup entry, a todo, a todo category): the fields and a bare Save
 * button, 'Please wait. . .' while sent. The spec's messages are the form's own, so the browser's are off.
 */
import type { FormEvent, ReactNode } from 'react';
import { SaveButton } from '../../forms/SubmitActions.tsx';

interface SaveFormProps {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  isPending: boolean;
  children: ReactNode;
}

export function SaveForm({ onSubmit, isPending, children }: SaveFormProps) {
  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      {children}
      <SaveButton isPending={isPending} />
    </form>
  );
}
