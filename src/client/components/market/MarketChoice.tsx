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
    <nav className="market-choice" aria-label="What to show">
      <ul className="market-choice__group" aria-label="Property class">
        {MARKET_CLASSES.map((option) => (
          <li key={option}>
            <Link
              to="."
              search={(previous: Record<string, unknown>) => ({ ...previous, class: option })}
              className="market-choice__option"
              aria-current={value.class === option ? 'page' : undefined}
              replace
            >
              {CLASS_LABELS[option]}
            </Link>
          </li>
        ))}
      </ul>
      <ul className="market-choice__group" aria-label="Transaction">
        {MARKET_TRANSACTIONS.map((option) => (
          <li key={option}>
            <Link
              to="."
              search={(previous: Record<string, unknown>) => ({ ...previous, transaction: option })}
              className="market-choice__option"
              aria-current={value.transaction === option ? 'page' : undefined}
              replace
            >
              {TRANSACTION_LABELS[option]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
