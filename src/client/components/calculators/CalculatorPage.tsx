/**
 * The frame every calculator page shares: the page header with Print and a way back to the hub,
 * then the inputs beside the results (stacked on small screens), then the page's detail sections
 * (breakdowns, schedule, chart). Inputs that cannot be priced show their message in place of the
 * results, and no details. The print stylesheet keeps inputs and results and drops the rest
 * of the site's chrome.
 */
import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import type { Calculation } from './calculation.ts';
import { InputProblem } from './Figures.tsx';
import '../../styles/calculators.css';

interface CalculatorPageProps<Value> {
  title: string;
  lead: ReactNode;
  /** The form: labelled fields only, results update as the visitor types (no submit button). */
  inputs: ReactNode;
  /** What the inputs price to, or why they cannot be priced. */
  calculation: Calculation<Value>;
  results: (value: Value) => ReactNode;
  /** The detail sections under the inputs and results. */
  details?: (value: Value) => ReactNode;
}

export function CalculatorPage<Value>({ title, lead, inputs, calculation, results, details }: CalculatorPageProps<Value>) {
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
        <div className="calc-layout two-pane">
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
            {calculation.ok ? results(calculation.value) : <InputProblem>{calculation.message}</InputProblem>}
          </section>
        </div>
        {calculation.ok ? details?.(calculation.value) : null}
      </div>
    </div>
  );
}
