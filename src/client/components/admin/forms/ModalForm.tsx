/**
 * A short admin form in a modal (New Email, New Group, Change Group): the title, the caller's
 * fields and the submit row. The spec's messages are the form's own, so the browser's are off.
 */
import type { FormEvent, ReactNode } from 'react';
import { SubmitActions } from '../../forms/SubmitActions.tsx';
import { Modal } from '../../modal/Modal.tsx';

interface ModalFormProps {
  title: string;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  isPending: boolean;
  /** The submit button is off (nothing changed yet). */
  disabled?: boolean;
  children: ReactNode;
}

export function ModalForm({ title, onClose, onSubmit, submitLabel, isPending, disabled, children }: ModalFormProps) {
  return (
    <Modal open title={title} onClose={onClose}>
      <form className="form" noValidate onSubmit={onSubmit}>
        {children}
        <SubmitActions label={submitLabel} isPending={isPending} disabled={disabled} />
      </form>
    </Modal>
  );
}
