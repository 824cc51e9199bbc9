/** A titled card section (the visitor forms and the account panels): its heading names the section. */
import { type ReactNode, useId } from 'react';
import './forms.css';

export function FormCard({ title, children }: { title: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="form-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="form-card__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
