/**
 * The pieces the showing tables share (the visitor's list, the visiting list, the requested
 * properties): the scrolling `data-table` with its column heads, and a home's address over its
 * details (municipality, MLS® number, price…) joined by middle dots.
 */
import type { ReactNode } from 'react';

interface DataTableProps {
  /** Read by screen readers only (the page's heading already says it); none where a dialog's title names the table. */
  caption?: string;
  columns: readonly string[];
  /** The tbody. */
  children: ReactNode;
}

export function DataTable({ caption, columns, children }: DataTableProps) {
  return (
    <div className="table-scroll">
      <table className="data-table">
        {caption ? <caption className="visually-hidden">{caption}</caption> : null}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        {children}
      </table>
    </div>
  );
}

/** The address, and the known details under it; empty details are left out. */
export function AddressLines({ address, details }: { address: ReactNode; details: readonly (string | null | undefined)[] }) {
  return (
    <>
      <span className="data-table__primary">{address}</span>
      <span className="data-table__secondary">{details.filter(Boolean).join(' · ')}</span>
    </>
  );
}

/** A price in whole dollars, as the showing tables show it. */
export const showingPrice = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD', maximumFractionDigits: 0 });
