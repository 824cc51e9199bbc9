/** The row actions of the property lists (Home, Own properties): the details link and the Featured and In listing toggles. */
import { Link } from '@tanstack/react-router';
import { legacyFromFeedClass } from '#shared/listing-classes.ts';
import type { TAdminPropertyRow } from '#shared/schemas/admin-property.schema.ts';
import { addressOf } from './PropertyTable.tsx';
import type { usePropertyActions } from './use-admin-properties.ts';

type PropertyActions = ReturnType<typeof usePropertyActions>;

export function ViewDetailsLink({ row }: { row: TAdminPropertyRow }) {
  return (
    <Link
      className="btn btn--ghost btn--sm"
      to="/admin/estate/details/$propertyId/$propertyType"
      params={{ propertyId: String(row.id), propertyType: legacyFromFeedClass(row.listingClass) }}
    >
      View<span className="visually-hidden"> details of {addressOf(row)}</span>
    </Link>
  );
}

interface RowToggleProps {
  row: TAdminPropertyRow;
  label: string;
  isOn: boolean;
  isBusy: boolean;
  onToggle: () => Promise<unknown>;
}

/** A row's on/off switch: pressed while on, named with the row's address for screen readers. */
function RowToggle({ row, label, isOn, isBusy, onToggle }: RowToggleProps) {
  return (
    <button type="button" className="btn btn--ghost btn--sm" aria-pressed={isOn} disabled={isBusy} onClick={() => void onToggle()}>
      {label}
      <span className="visually-hidden"> ({addressOf(row)})</span>
    </button>
  );
}

export function FeaturedToggle({ row, actions }: { row: TAdminPropertyRow; actions: PropertyActions }) {
  return <RowToggle row={row} label="Featured" isOn={row.isFeatured} isBusy={actions.isBusy} onToggle={() => actions.setFeatured(row, !row.isFeatured)} />;
}

/** Own properties: whether the listing is in the agent's own listing on the site. */
export function OwnListingToggle({ row, actions }: { row: TAdminPropertyRow; actions: PropertyActions }) {
  return (
    <RowToggle row={row} label="In listing" isOn={row.isOwnListing} isBusy={actions.isBusy} onToggle={() => actions.setOwnListing(row, !row.isOwnListing)} />
  );
}
