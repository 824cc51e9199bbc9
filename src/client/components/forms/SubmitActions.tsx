/**
 * A form's actions row: the submit button, busy (`busyLabel`, 'Please wait. . .' unless told)
 * while the form is sent, and a Cancel button when the form can be left (`onCancel`).
 */
interface SubmitActionsProps {
  label: string;
  isPending: boolean;
  disabled?: boolean;
  busyLabel?: string;
  /** The submit button's look: the primary action, or a destructive one. */
  tone?: 'primary' | 'danger';
  onCancel?: () => void;
}

export function SubmitActions({ label, isPending, disabled = false, busyLabel = 'Please wait. . .', tone = 'primary', onCancel }: SubmitActionsProps) {
  return (
    <div className="form-actions">
      <button type="submit" className={`btn btn--${tone}`} disabled={isPending || disabled} aria-busy={isPending}>
        {isPending ? busyLabel : label}
      </button>
      {onCancel ? (
        <button type="button" className="btn btn--ghost" onClick={onCancel} disabled={isPending}>
          Cancel
        </button>
      ) : null}
    </div>
  );
}

/** A bare submit button, 'Please wait. . .' while the form is sent: the short admin forms (lookups, todos, profile). */
export function SaveButton({ isPending, label = 'Save' }: { isPending: boolean; label?: string }) {
  return (
    <button type="submit" className="btn btn--primary" disabled={isPending}>
      {isPending ? 'Please wait. . .' : label}
    </button>
  );
}
