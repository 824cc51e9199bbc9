/** The class and transaction a market page shows, as links (the choice lives in the URL query). */
import { Link } from '@tanstack/react-router';
import { MARKET_CLASSES, MARKET_TRANSACTIONS, type MarketClass, type MarketTransaction } from '#shared/market/market-search.ts';

export const CLASS_LABELS: Record<MarketClass, string> = { houses: 'Houses', condos: 'Condos', commercial: 'Commercial' };
export const TRANSACTION_LABELS: Record<MarketTransaction, string> = { sale: 'For sale', lease: 'For lease' };

interface MarketChoiceProps {
  value: { class: MarketClass; transaction: MarketTransaction };
}

export function MarketChoice({ value }: MarketChoiceProps) {
  return (
    <nav className="market-choice cluster" aria-label="What to show">
      <ChoiceGroup label="Property class" param="class" options={MARKET_CLASSES} labels={CLASS_LABELS} current={value.class} />
      <ChoiceGroup label="Transaction" param="transaction" options={MARKET_TRANSACTIONS} labels={TRANSACTION_LABELS} current={value.transaction} />
    </nav>
  );
}

interface ChoiceGroupProps<T extends string> {
  label: string;
  /** The query parameter the group sets; the rest of the query is kept. */
  param: 'class' | 'transaction';
  options: readonly T[];
  labels: Record<T, string>;
  current: T;
}

function ChoiceGroup<T extends string>({ label, param, options, labels, current }: ChoiceGroupProps<T>) {
  return (
    <ul className="market-choice__group" aria-label={label}>
      {options.map((option) => (
        <li key={option}>
          <Link
            to="."
            search={(previous: Record<string, unknown>) => ({ ...previous, [param]: option })}
            className="market-choice__option"
            aria-current={current === option ? 'page' : undefined}
            replace
          >
            {labels[option]}
          </Link>
        </li>
      ))}
    </ul>
  );
}
