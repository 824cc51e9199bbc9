/**
 * The agent's view of a listing's history (adminProperties.history): what the importer recorded
 * for every MLS number of the same home, with the cumulative days on market of a re-listing.
 */
import { useQuery } from '@tanstack/react-query';
import type { TListingHistoryEvent } from '#shared/schemas/listing-history.schema.ts';
import { useTRPC } from '../../../trpc.ts';
import { DataTable } from '../../table/DataTable.tsx';
import { QueryView } from '../lists/QueryView.tsx';
import { AdminCard } from '../page/AdminCard.tsx';

const money = (value: number | null) => (value === null ? '—' : `$${value.toLocaleString('en-CA')}`);

function describe(event: TListingHistoryEvent): string {
  switch (event.kind) {
    case 'listed':
      return `Listed at ${money(event.toPrice)}`;
    case 'relisted':
      return `Re-listed at ${money(event.toPrice)}${event.previousListingKey ? ` (was ${money(event.fromPrice)} as ${event.previousListingKey})` : ''}`;
    case 'price_changed':
      return `Price ${money(event.fromPrice)} → ${money(event.toPrice)}`;
    case 'status_changed':
      return `Status ${event.fromStatus ?? '—'} → ${event.toStatus ?? '—'}`;
    case 'back_on_market':
      return `Back on the market (was ${event.fromStatus ?? '—'})`;
    case 'removed':
      return 'Left the feed';
  }
}

export function ListingHistoryCard({ listingId }: { listingId: number }) {
  const trpc = useTRPC();
  const history = useQuery(trpc.adminProperties.history.queryOptions({ id: listingId }, { staleTime: 0 }));
  return (
    <AdminCard title="History">
      <QueryView
        query={history}
        failed={() => 'The history could not be loaded.'}
        isEmpty={(data) => data.events.length === 0}
        empty={<p className="admin-empty">No changes recorded yet.</p>}
      >
        {(data) => (
          <>
            <p>
              {data.daysOnMarket} days on market
              {data.previousListingKeys.length > 0
                ? `, ${data.cumulativeDaysOnMarket} in all since it was first listed as ${data.previousListingKeys.at(-1)} (previous MLS® numbers: ${data.previousListingKeys.join(', ')})`
                : ''}
              .
            </p>
            {/* Its region is named apart from the card's own "History" region (axe's landmark-unique). */}
            <DataTable look="compact" caption="Listing history" columns={['Date', 'MLS®', 'Change']}>
              {data.events.map((event) => (
                <tr key={`${event.listingId}-${event.kind}-${event.occurredAt}`}>
                  <td>{new Date(event.occurredAt).toLocaleDateString('en-CA', { timeZone: 'America/Toronto' })}</td>
                  <td>{event.listingKey}</td>
                  <td>{describe(event)}</td>
                </tr>
              ))}
            </DataTable>
          </>
        )}
      </QueryView>
    </AdminCard>
  );
}
