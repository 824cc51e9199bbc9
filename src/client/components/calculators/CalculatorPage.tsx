/**
 * The frame every calculator page shares: the page header with Print and a way back to the hub,
 * then the inputs beside the results (stacked on small screens), then the page's detail sections
 * (breakdowns, schedule, chart). The print stylesheet keeps inputs and results and drops the rest
 * of the site's chrome.
 */
import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import '../../styles/calculators.css';

interface CalculatorPageProps {
  title: string;
  lead: ReactNode;
  /** The form: labelled fields only, results update as the visitor types (no submit button). */
  inputs: ReactNode;
  results: ReactNode;
  children?: ReactNode;
}

export function CalculatorPage({ title, lead, inputs, results, children }: CalculatorPageProps) {
  return (
    <div className="page calc-page">
      <header className="page-header">
        <div className="container calc-page__header split-row">
          <div>
            <h1>{title}</h1>
            <p className="page-header__lead">{lead}</p>
          </div>
          <div className="calc-page__actions cluster calc-no-print">
            <button type="button" className="btn btn--outline-light btn--sm" onClick={() => window.print()}>
              Print
            </button>
            <Link to="/calculators" className="btn btn--outline-light btn--sm">
              All calculators
            </Link>
          </div>
        </div>
      </header>
      <div className="container page-body calc-page__body">
        <div className="calc-layout">
          <section className="calc-card panel calc-inputs" aria-labelledby="calc-inputs-heading">
            <h2 id="calc-inputs-heading" className="calc-card__title">
              Your numbers
            </h2>
            {/* Results follow every keystroke, so there is nothing to submit. */}
            <form className="form" onSubmit={(event) => event.preventDefault()} noValidate>
              {inputs}
            </form>
          </section>
          <section className="calc-card panel calc-results" aria-labelledby="calc-results-heading">
            <h2 id="calc-results-heading" className="calc-card__title">
              Results
            </h2>
            {results}
          </section>
        </div>
        {children}
      </div>
    </div>
  );
}
