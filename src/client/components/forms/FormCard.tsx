/** A titled card section (the visitor forms and the account panels): its heading names the section. */
import { type ReactNode, useId } from 'react';
import './forms.css';

interface FormCardProps {
  title: ReactNode;
  /** The heading's id, for a form inside that is named by the same heading (aria-labelledby). */
  headingId?: string;
  children: ReactNode;
}

export function FormCard({ title, headingId, children }: FormCardProps) {
  const generatedId = useId();
  const id = headingId ?? generatedId;
  return (
    <section className="form-card panel" aria-labelledby={id}>
      <h2 id={id} className="form-card__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
