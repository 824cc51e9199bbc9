/** The row actions the property lists (Home, Own properties) share: the details link and the Featured toggle. */
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

export function FeaturedToggle({ row, actions }: { row: TAdminPropertyRow; actions: PropertyActions }) {
  return (
    <button
      type="button"
      className="btn btn--ghost btn--sm"
      aria-pressed={row.isFeatured}
      disabled={actions.isBusy}
      onClick={() => void actions.setFeatured(row, !row.isFeatured)}
    >
      Featured<span className="visually-hidden"> ({addressOf(row)})</span>
    </button>
  );
}
