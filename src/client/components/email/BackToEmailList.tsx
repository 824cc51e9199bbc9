/** The e-mail screens' way back to the Email List (Compose, Bulk Mail, CSV Import). */
import { Link } from '@tanstack/react-router';

export function BackToEmailList() {
  return (
    <Link to="/admin/email-list" className="btn btn--ghost btn--sm">
      Back to the list
    </Link>
  );
}
