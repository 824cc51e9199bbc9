/** The admin property table: ID, type, ML number, address, price, added on (YYYY-MM-DD) and the row's actions. */
import type { ReactNode } from 'react';
import type { TAdminPropertyRow } from '#shared/schemas/admin-property.schema.ts';

const price = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD', maximumFractionDigits: 0 });

export const addressOf = (row: TAdminPropertyRow) => (row.Apt_num ? `${row.Apt_num} - ${row.Addr}` : row.Addr);

interface PropertyTableProps {
  caption: string;
  rows: TAdminPropertyRow[];
  actions: (row: TAdminPropertyRow) => ReactNode;
}

export function PropertyTable({ caption, rows, actions }: PropertyTableProps) {
  return (
    <table className="admin-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">ID</th>
          <th scope="col">Type</th>
          <th scope="col">ML number</th>
          <th scope="col">Address</th>
          <th scope="col">Price</th>
          <th scope="col">Added on</th>
          <th scope="col">Actions</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.property_id}>
            <td>{row.property_id}</td>
            <td>
              {row.property_type}
              {row.Type_own1_out ? <span className="admin-table__secondary">{row.Type_own1_out}</span> : null}
            </td>
            <td>{row.Ml_num}</td>
            <td>
              <span className="admin-table__primary">{addressOf(row)}</span>
              <span className="admin-table__secondary">
                {row.Municipality}
                {/* A listing that left the feed is off the site even while it stays on the own list. */}
                {!row.is_active ? ' · left the feed, not on the site' : row.own ? ' · in own listing' : ''}
                {row.is_active && row.is_featured ? ' · featured' : ''}
                {row.agent_status === 'Sold' ? ' · Sold' : ''}
              </span>
            </td>
            <td>{row.Orig_dol === null ? '—' : price.format(row.Orig_dol)}</td>
            <td>{row.added_on}</td>
            <td>
              <div className="admin-table__actions">{actions(row)}</div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
