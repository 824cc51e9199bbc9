/** The admin property table: ID, type, ML number, address, price, added on (YYYY-MM-DD) and the row's actions. */
import { onFirstUse } from '../../../lib/on-first-use.ts';
import type { ReactNode } from 'react';
import { legacyFromFeedClass } from '#shared/listing-classes.ts';
import type { TAdminPropertyRow } from '#shared/schemas/admin-property.schema.ts';
import { ActionsCell, DataTable } from '../../table/DataTable.tsx';

const price = onFirstUse(() => new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD', maximumFractionDigits: 0 }));

export const addressOf = (row: Pick<TAdminPropertyRow, 'address' | 'unit'>) => (row.unit ? `${row.unit} - ${row.address}` : row.address);

interface PropertyTableProps {
  caption: string;
  rows: TAdminPropertyRow[];
  actions: (row: TAdminPropertyRow) => ReactNode;
}

export function PropertyTable({ caption, rows, actions }: PropertyTableProps) {
  return (
    // The list's infinite-scroll box is the scrolling region.
    <DataTable caption={caption} inScrollingBox columns={['ID', 'Type', 'ML number', 'Address', 'Price', 'Added on', 'Actions']}>
      {rows.map((row) => (
        <tr key={row.id}>
          <td>{row.id}</td>
          <td>
            {legacyFromFeedClass(row.listingClass)}
            {row.propertySubType ? <span className="admin-table__secondary">{row.propertySubType}</span> : null}
          </td>
          <td>{row.mlsNumber}</td>
          <td>
            <span className="admin-table__primary">{addressOf(row)}</span>
            <span className="admin-table__secondary">
              {row.municipality}
              {/* A listing that left the feed is off the site even while it stays on the own list. */}
              {!row.isActive ? ' · left the feed, not on the site' : row.isOwnListing ? ' · in own listing' : ''}
              {row.isActive && row.isFeatured ? ' · featured' : ''}
              {row.agentStatus === 'Sold' ? ' · Sold' : ''}
            </span>
          </td>
          <td>{row.listPrice === null ? '—' : price().format(row.listPrice)}</td>
          <td>{row.addedOn}</td>
          <ActionsCell>{actions(row)}</ActionsCell>
        </tr>
      ))}
    </DataTable>
  );
}
