/** The visitor's showing list as a table: photo, address, and view / remove actions. */
import { Link } from '@tanstack/react-router';
import type { ShowingListEntry } from '../../showings/showing-list.ts';
import { HouseIcon } from '../icons.tsx';
import { DataTable } from '../table/DataTable.tsx';
import { AddressLines, showingPrice } from './ShowingTables.tsx';

interface ShowingListTableProps {
  entries: readonly ShowingListEntry[];
  onRemove: (propertyId: number) => void;
}

export function ShowingListTable({ entries, onRemove }: ShowingListTableProps) {
  return (
    <DataTable look="data" caption="Properties in your showing list" columns={['Image', 'Address', 'Actions']}>
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
            <AddressLines
              address={entry.address}
              details={[entry.municipality, entry.mls ? `MLS® ${entry.mls}` : null, entry.price != null ? showingPrice().format(entry.price) : null]}
            />
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
    </DataTable>
  );
}
