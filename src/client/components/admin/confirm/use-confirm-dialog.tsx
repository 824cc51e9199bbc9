/**
 * A yes/no question in a modal, asked from an event handler: `if (await confirm({...})) ...`.
 * Render `dialog` once in the component that asks. Closing the dialog (Escape, ×) answers no.
 */
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { Modal } from '../../modal/Modal.tsx';

export interface ConfirmOptions {
  title: string;
  text?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** A destructive action gets the danger style. */
  tone?: 'primary' | 'danger';
}

export function useConfirmDialog(): { confirm: (options: ConfirmOptions) => Promise<boolean>; dialog: ReactNode } {
  const [question, setQuestion] = useState<ConfirmOptions | null>(null);
  const resolver = useRef<((answer: boolean) => void) | null>(null);

  const answer = useCallback((value: boolean) => {
    resolver.current?.(value);
    resolver.current = null;
    setQuestion(null);
  }, []);

  const confirm = useCallback((options: ConfirmOptions) => {
    resolver.current?.(false);
    setQuestion(options);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const dialog = question ? (
    <Modal open title={question.title} onClose={() => answer(false)}>
      {question.text ? <p className="confirm__text">{question.text}</p> : null}
      <div className="form-actions confirm__actions">
        {/* biome-ignore lint/a11y/noAutofocus: this is a modal dialog's initial focus, which the WAI-ARIA dialog pattern requires to move into it; the rule is about focus taken on page load (it exempts a literal <dialog>, which <Modal> renders out of its sight). */}
        <button type="button" className={`btn ${question.tone === 'danger' ? 'btn--danger' : 'btn--primary'}`} onClick={() => answer(true)} autoFocus>
          {question.confirmLabel ?? 'Yes'}
        </button>
        <button type="button" className="btn btn--ghost" onClick={() => answer(false)}>
          {question.cancelLabel ?? 'Cancel'}
        </button>
      </div>
    </Modal>
  ) : null;

  return { confirm, dialog };
}
