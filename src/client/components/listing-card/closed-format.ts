/**
 * Text of a sold or leased listing for a VOW visitor (cards, map, detail): "Sold $1,050,000 on
 * Jun 15, 2025 (asked $999,000, 12 days)". Kept apart from the components so it is unit-tested.
 */
import { onFirstUse } from '../../lib/on-first-use.ts';
import { formatListingPrice } from './listing-format.ts';

export interface ClosedFacts {
  marketStatus: 'sold' | 'leased';
  closePrice: number | null;
  closeDate: string | null;
  daysOnMarket: number | null;
}

const longDate = onFirstUse(() => new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }));

/** "Jun 15, 2025" from YYYY-MM-DD (read as a calendar date, whatever the visitor's zone). */
export function formatCloseDate(date: string | null): string | null {
  if (!date) return null;
  const time = Date.parse(`${date.slice(0, 10)}T00:00:00Z`);
  return Number.isFinite(time) ? longDate().format(time) : null;
}

export function closedLabel(status: ClosedFacts['marketStatus']): string {
  return status === 'sold' ? 'Sold' : 'Leased';
}

/** "Sold $1,050,000 on Jun 15, 2025 (asked $999,000, 12 days)"; parts the feed left out are left out. */
export function closedSummary(facts: ClosedFacts, askingPrice: number | null, transaction: string | null): string {
  const price = facts.closePrice !== null ? ` ${formatListingPrice(facts.closePrice, transaction)}` : '';
  const date = formatCloseDate(facts.closeDate);
  const asked = askingPrice !== null && askingPrice > 0 ? `asked ${formatListingPrice(askingPrice, transaction)}` : null;
  const days = facts.daysOnMarket !== null ? `${facts.daysOnMarket} ${facts.daysOnMarket === 1 ? 'day' : 'days'}` : null;
  const aside = [asked, days].filter(Boolean).join(', ');
  return `${closedLabel(facts.marketStatus)}${price}${date ? ` on ${date}` : ''}${aside ? ` (${aside})` : ''}`;
}

/** A closed listing summary carries its close; a public one does not. */
export function closedFactsOf(listing: object): ClosedFacts | null {
  return 'marketStatus' in listing && 'closeDate' in listing ? (listing as ClosedFacts) : null;
}
