/** The band at the top of a public page: its title, an optional lead line, and anything the page adds under them (an action). */
import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: ReactNode;
  lead?: ReactNode;
  /** Shown above the title (a breadcrumb). */
  above?: ReactNode;
  /** Shown under the lead (a button). */
  children?: ReactNode;
}

export function PageHeader({ title, lead, above, children }: PageHeaderProps) {
  return (
    <header className="page-header">
      <div className="container">
        {above}
        <h1>{title}</h1>
        {lead === undefined ? null : <p className="page-header__lead">{lead}</p>}
        {children}
      </div>
    </header>
  );
}
