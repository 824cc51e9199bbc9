/** Cards four per row from medium width, two on tablets, one on phones. */
import type { TListingSummary } from '#shared/schemas/listing.schema.ts';
import { ListingCard } from './ListingCard.tsx';

export interface ListingGridProps {
  listings: readonly TListingSummary[];
  headingLevel?: 2 | 3 | 4;
  /** How many of the first cards load their photo eagerly (above the fold). */
  eagerCount?: number;
  label?: string;
}

export function ListingGrid({ listings, headingLevel = 3, eagerCount = 0, label }: ListingGridProps) {
  return (
    <ul className="listing-grid" aria-label={label}>
      {listings.map((listing, index) => (
        <li key={listing.id}>
          <ListingCard listing={listing} headingLevel={headingLevel} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
