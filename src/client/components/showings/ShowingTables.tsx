/**
 * What the showing tables share besides their frame (DataTable's `data` look): a home's address
 * over its details (municipality, MLS® number, price…) joined by middle dots, and the price format.
 */
import { onFirstUse } from '../../lib/on-first-use.ts';
import type { ReactNode } from 'react';

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
export const showingPrice = onFirstUse(() => new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD', maximumFractionDigits: 0 }));
