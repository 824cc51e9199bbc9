/** The admin counterpart of PagePlaceholder: the screen's heading and a "coming soon" note. */
import type { ReactNode } from 'react';

export function AdminPagePlaceholder({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="admin-page">
      <h1 className="admin-page__title">{title}</h1>
      <div className="coming-soon">
        <p className="coming-soon__title">Coming soon</p>
        <p>This screen is being built.</p>
        {children}
      </div>
    </div>
  );
}
