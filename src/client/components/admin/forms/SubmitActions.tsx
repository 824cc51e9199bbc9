/** A form's submit button in its actions row, busy ('Please wait. . .') while the form is sent. */
interface SubmitActionsProps {
  label: string;
  isPending: boolean;
  disabled?: boolean;
}

export function SubmitActions({ label, isPending, disabled = false }: SubmitActionsProps) {
  return (
    <div className="form-actions">
      <button type="submit" className="btn btn--primary" disabled={isPending || disabled} aria-busy={isPending}>
        {isPending ? 'Please wait. . .' : label}
      </button>
    </div>
  );
}
