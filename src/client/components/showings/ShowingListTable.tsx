/** The visitor's showing list as a table: photo, address, and view / remove actions. */
import { Link } from '@tanstack/react-router';
import type { ShowingListEntry } from '../../showings/showing-list.ts';
import { HouseIcon } from '../icons.tsx';

interface ShowingListTableProps {
  entries: readonly ShowingListEntry[];
  onRemove: (propertyId: number) => void;
}

const priceFormat = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD', maximumFractionDigits: 0 });

export function ShowingListTable({ entries, onRemove }: ShowingListTableProps) {
  return (
    <div className="table-scroll">
      <table className="data-table">
        <caption className="visually-hidden">Properties in your showing list</caption>
        <thead>
          <tr>
            <th scope="col">Image</th>
            <th scope="col">Address</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.listingId}>
              <td className="data-table__image">
                {entry.url ? (
                  <img src={entry.url} alt="" width={120} height={80} loading="lazy" />
                ) : (
                  <span className="image-placeholder" aria-hidden="true">
                    <HouseIcon />
                  </span>
                )}
              </td>
              <td>
                <span className="data-table__primary">{entry.address}</span>
                <span className="data-table__secondary">
                  {[entry.municipality, entry.mls ? `MLS® ${entry.mls}` : null, entry.price != null ? priceFormat.format(entry.price) : null]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </td>
              <td>
                <div className="data-table__actions">
                  <Link
                    to="/estate/details/$propertyId/$propertyType"
                    params={{ propertyId: String(entry.listingId), propertyType: entry.listingClass ?? 'resedential' }}
                    className="btn btn--ghost btn--sm"
                  >
                    View details<span className="visually-hidden"> of {entry.address}</span>
                  </Link>
                  <button type="button" className="btn btn--ghost btn--sm" onClick={() => onRemove(entry.listingId)}>
                    Remove<span className="visually-hidden"> {entry.address}</span>
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
