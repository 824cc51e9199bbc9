/**
 * The common frame of a page that later work fills in: its real heading (from the spec) and a
 * short "coming soon" note, so every route is reachable, titled and styled from day one.
 */
import type { ReactNode } from 'react';

interface PagePlaceholderProps {
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}

export function PagePlaceholder({ title, lead, children }: PagePlaceholderProps) {
  return (
    <div className="page">
      <header className="page-header">
        <div className="container">
          <h1>{title}</h1>
          {lead ? <p className="page-header__lead">{lead}</p> : null}
        </div>
      </header>
      <div className="container page-body">
        <div className="coming-soon">
          <p className="coming-soon__title">Coming soon</p>
          <p>We are putting the finishing touches on this page.</p>
          {children}
        </div>
      </div>
    </div>
  );
}
