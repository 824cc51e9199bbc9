/**
 * A marginal tax worked out bracket by bracket, so a visitor can check it by hand: each row is the
 * part of the price inside one bracket times that bracket's rate; the rows add up to the total.
 */
import type { ReactNode } from 'react';
import type { BracketSlice } from '#shared/calculators/index.ts';
import { CalcTable } from './CalcTable.tsx';
import { formatBracket, formatMoney, formatPercent } from './format.ts';

interface BracketTableProps {
  caption: ReactNode;
  slices: readonly BracketSlice[];
  total: number;
}

export function BracketTable({ caption, slices, total }: BracketTableProps) {
  return (
    <CalcTable caption={caption} columns={['Price bracket', 'Rate', 'Part of the price in the bracket', 'Tax']}>
      <tbody>
        {slices.map((slice) => (
          <tr key={slice.from}>
            <th scope="row">{formatBracket(slice.from, slice.to)}</th>
            <td className="num">{formatPercent(slice.ratePercent)}</td>
            <td className="num">{formatMoney(slice.taxableAmount)}</td>
            <td className="num">{formatMoney(slice.tax)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={3}>
            Total
          </th>
          <td className="num">{formatMoney(total)}</td>
        </tr>
      </tfoot>
    </CalcTable>
  );
}
