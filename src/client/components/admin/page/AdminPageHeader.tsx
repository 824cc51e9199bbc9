/**
 * The top of an admin screen: its title (with an optional line under it, such as the group of a
 * bulk mail or the list shown) and, on the right, the screen's own actions.
 */
import type { ReactNode } from 'react';

interface AdminPageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** The screen's buttons and links; several go in one wrapper of the caller's (a toolbar or `form-actions`). */
  children?: ReactNode;
}

export function AdminPageHeader({ title, subtitle, children }: AdminPageHeaderProps) {
  return (
    <div className="admin-page__header split-row">
      <h1 className="admin-page__title">
        {title}
        {subtitle !== undefined ? <span className="admin-page__subtitle">{subtitle}</span> : null}
      </h1>
      {children}
    </div>
  );
}
