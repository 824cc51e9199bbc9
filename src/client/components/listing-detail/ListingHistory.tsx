/**
 * The detail page's history (the VOW tier, issue #15): a timeline of the home's list date, price
 * and status changes, its close, days on market and earlier MLS numbers. A visitor the server does
 * not entitle (anonymous, or without current VOW consent) sees the invitation to sign in instead,
 * and the history is not even requested for them.
 */
import { useQuery } from '@tanstack/react-query';
import type { THistoryEvent, TListingHistory } from '#shared/schemas/vow-listing.schema.ts';
import { closedSummary, formatCloseDate } from '../listing-card/closed-format.ts';
import { formatListingPrice } from '../listing-card/listing-format.ts';
import { SIGN_IN_PATH, useVowAccess } from '../../vow/use-vow-access.ts';
import { useTRPC } from '../../trpc.ts';
import './listing-history.css';

export const VOW_INVITATION = 'Sign in to see sold prices and history';

const STATUS_NAMES: Record<string, string> = {
  active: 'Active',
  conditional: 'Sold conditionally',
  sold: 'Sold',
  leased: 'Leased',
  expired: 'Expired',
  terminated: 'Terminated',
  suspended: 'Suspended',
  removed: 'Off the market',
};
const statusName = (status: string | null) => (status ? (STATUS_NAMES[status] ?? status) : 'Unknown');
const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

/** One event as a line of the timeline. */
export function describeEvent(event: THistoryEvent, transaction: string | null): string {
  const price = (value: number | null) => formatListingPrice(value, transaction);
  switch (event.kind) {
    case 'listed':
      return event.toPrice !== null ? `Listed at ${price(event.toPrice)}` : 'Listed';
    case 'price_changed':
      if (event.fromPrice !== null && event.toPrice !== null) {
        return `Price ${event.toPrice < event.fromPrice ? 'reduced' : 'increased'} from ${price(event.fromPrice)} to ${price(event.toPrice)}`;
      }
      return event.toPrice !== null ? `Price changed to ${price(event.toPrice)}` : 'Price changed';
    case 'status_changed':
      return `${statusName(event.fromStatus)} → ${statusName(event.toStatus)}`;
    case 'back_on_market':
      return 'Back on the market';
    case 'relisted':
      return event.toPrice !== null ? `Re-listed at ${price(event.toPrice)}` : 'Re-listed';
    case 'removed':
      return 'Taken off the market';
  }
}

/** "Re-listed, was $X, N days on market in all", or the days on market of this MLS number alone. */
export function historySummary(history: TListingHistory, transaction: string | null): string | null {
  const previous = history.previousListings.at(-1);
  if (previous && history.cumulativeDaysOnMarket !== null) {
    const was = previous.lastPrice !== null ? `, was ${formatListingPrice(previous.lastPrice, transaction)}` : '';
    return `Re-listed${was}, ${days(history.cumulativeDaysOnMarket)} on market in all`;
  }
  return history.daysOnMarket !== null ? `${days(history.daysOnMarket)} on market` : null;
}

/** The timeline itself, from a history the server answered (rendered only for a VOW visitor). */
export function HistoryTimeline({ history, askingPrice, transaction }: { history: TListingHistory; askingPrice: number | null; transaction: string | null }) {
  const summary = historySummary(history, transaction);
  const closed = history.marketStatus === 'sold' || history.marketStatus === 'leased' ? history.marketStatus : null;
  const events = [...history.events].reverse();
  return (
    <>
      {closed ? (
        <p className="listing-history__close">
          {closedSummary(
            { marketStatus: closed, closePrice: history.closePrice, closeDate: history.closeDate, daysOnMarket: history.daysOnMarket },
            askingPrice,
            transaction,
          )}
        </p>
      ) : null}
      {summary ? <p className="listing-history__summary">{summary}</p> : null}
      {events.length > 0 ? (
        <ol className="listing-history__events" aria-label="Listing history, newest first">
          {events.map((event) => (
            <li key={`${event.listingKey}-${event.kind}-${event.occurredAt}`} className="listing-history__event">
              <time dateTime={event.occurredAt}>{formatCloseDate(event.occurredAt)}</time>
              <span className="listing-history__what">{describeEvent(event, transaction)}</span>
              <span className="listing-history__mls">MLS® {event.listingKey}</span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="listing-history__empty">No changes recorded since it was listed.</p>
      )}
      {history.previousListings.length > 0 ? (
        <div className="listing-history__previous">
          <h3>Earlier MLS® numbers of this home</h3>
          <ul>
            {history.previousListings.map((listing) => (
              <li key={listing.listingKey}>
                MLS® {listing.listingKey}: {statusName(listing.status)}
                {listing.lastPrice !== null ? `, ${formatListingPrice(listing.lastPrice, transaction)}` : ''}
                {listing.daysOnMarket !== null ? `, ${days(listing.daysOnMarket)} on market` : ''}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}

/** The invitation an anonymous visitor sees in place of the history. */
export function VowInvitation() {
  return (
    <div className="listing-history__invitation cluster">
      <p>
        <strong>{VOW_INVITATION}.</strong> Registered visitors see what homes sold or leased for, price changes and days on market, as the board allows on a
        members' site.
      </p>
      <a className="btn btn--primary btn--sm" href={SIGN_IN_PATH}>
        Sign in
      </a>
    </div>
  );
}

function EntitledHistory({ propertyId, askingPrice, transaction }: { propertyId: number; askingPrice: number | null; transaction: string | null }) {
  const trpc = useTRPC();
  const history = useQuery(trpc.listings.history.queryOptions({ propertyId }));
  if (history.isPending) return <p role="status">Loading the history…</p>;
  if (history.isError) return <p role="alert">The history could not be loaded.</p>;
  return <HistoryTimeline history={history.data} askingPrice={askingPrice} transaction={transaction} />;
}

/** The history section of a detail page: the timeline for a VOW visitor, the invitation for anyone else. */
export function ListingHistorySection({
  propertyId,
  askingPrice,
  transaction,
}: {
  propertyId: number;
  askingPrice: number | null;
  transaction: string | null;
}) {
  const isEntitled = useVowAccess();
  return (
    <section className="detail-card listing-history" aria-labelledby="history-heading">
      <h2 id="history-heading">Sold prices and history</h2>
      {isEntitled ? <EntitledHistory propertyId={propertyId} askingPrice={askingPrice} transaction={transaction} /> : <VowInvitation />}
    </section>
  );
}
