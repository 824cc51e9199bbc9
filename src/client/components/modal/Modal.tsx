/**
 * An accessible modal dialog on the native <dialog>: showModal() gives focus trapping, the inert
 * page behind and Escape for free. The heading names the dialog; the close button and Escape call
 * onClose; focus returns to what opened it. A backdrop click does not close: a half-typed reply
 * should not vanish on a stray click.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CloseIcon } from '../icons.tsx';
import { Toaster } from '../toast/Toaster.tsx';
import './modal.css';

interface ModalProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Wider dialogs for tables and lists. */
  size?: 'md' | 'lg';
}

export function Modal({ open, title, onClose, children, size = 'md' }: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      // jsdom (unit tests) has no showModal; the open attribute is the same content without the trap.
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      return () => {
        if (dialog.open) {
          if (typeof dialog.close === 'function') dialog.close();
          else dialog.removeAttribute('open');
        }
        opener?.focus();
      };
    }
    return undefined;
  }, [open]);

  if (!open) return null;

  return (
    <dialog
      ref={dialogRef}
      className={`modal modal--${size}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: let React state decide, so the dialog never closes behind the app's back.
        event.preventDefault();
        onClose();
      }}
    >
      <div className="modal__content">
        <header className="modal__header split-row">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button type="button" className="icon-button modal__close" onClick={onClose} aria-label="Close">
            <CloseIcon />
          </button>
        </header>
        <div className="modal__body">{children}</div>
      </div>
      {/* The page behind a modal dialog is inert: toasts raised meanwhile show (and are announced) in here. */}
      <Toaster />
    </dialog>
  );
}
