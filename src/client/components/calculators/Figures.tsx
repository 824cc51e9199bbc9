/**
 * Result figures as a description list (label → amount), with the headline figure first and an
 * optional line of explanation under any figure.
 */
import type { ReactNode } from 'react';

export interface Figure {
  /** Also the row's key: a list never shows two figures under one label. */
  label: string;
  value: ReactNode;
  /** The figure the calculator is about, shown large. */
  isHeadline?: boolean;
  /** A short explanation under the figure (how it was found, when it is paid). */
  note?: ReactNode;
}

export function Figures({ items }: { items: readonly (Figure | null | false)[] }) {
  return (
    <dl className="figures">
      {items
        .filter((item): item is Figure => Boolean(item))
        .map((item) => (
          <div key={item.label} className={item.isHeadline ? 'figures__item figures__item--headline' : 'figures__item'}>
            <dt>{item.label}</dt>
            <dd className="figures__value">{item.value}</dd>
            {item.note ? <dd className="figures__note">{item.note}</dd> : null}
          </div>
        ))}
    </dl>
  );
}

/** The one-sentence summary a screen reader hears when the results change. */
export function LiveSummary({ children }: { children: ReactNode }) {
  return (
    <p className="calc-summary" aria-live="polite" aria-atomic="true">
      {children}
    </p>
  );
}

/** Why no figure can be shown for the current inputs (e.g. a down payment above the price). */
export function InputProblem({ children }: { children: ReactNode }) {
  return (
    <p className="calc-problem" role="status">
      {children}
    </p>
  );
}
