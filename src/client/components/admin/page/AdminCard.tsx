/**
 * A titled card of an admin screen: a section named by its heading (a region for assistive tech),
 * and, when the card has its own buttons, a header row with the title on the left and them on
 * the right. AdminSection is the same titled region without the frame.
 */
import { useId, type ReactNode } from 'react';

interface AdminCardProps {
  title: ReactNode;
  /** The card's own look beside `admin-card` (importer-panel, lookup-section, ...). */
  className?: string;
  /** Buttons in the card's header row, beside the title. */
  actions?: ReactNode;
  children: ReactNode;
}

export function AdminCard({ title, className, actions, children }: AdminCardProps) {
  const titleId = useId();
  const heading = (
    <h2 id={titleId} className="admin-card__title">
      {title}
    </h2>
  );
  return (
    <section className={className ? `admin-card panel ${className}` : 'admin-card panel'} aria-labelledby={titleId}>
      {actions !== undefined ? (
        <div className="admin-card__header split-row">
          {heading}
          {actions}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}

/** A titled part of an admin screen without the card's frame (contact messages, working hours, a visitor's activity). */
export function AdminSection({ title, className, children }: Omit<AdminCardProps, 'actions'>) {
  const titleId = useId();
  return (
    <section className={className ? `admin-section ${className}` : 'admin-section'} aria-labelledby={titleId}>
      <h2 id={titleId} className="admin-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
