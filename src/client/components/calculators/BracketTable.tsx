/**
 * A marginal tax worked out bracket by bracket, so a visitor can check it by hand: each row is the
 * part of the price inside one bracket times that bracket's rate; the rows add up to the total.
 */
import { useId, type ReactNode } from 'react';
import type { BracketSlice } from '#shared/calculators/index.ts';
import { formatBracket, formatMoney, formatPercent } from './format.ts';

interface BracketTableProps {
  caption: ReactNode;
  slices: readonly BracketSlice[];
  total: number;
}

export function BracketTable({ caption, slices, total }: BracketTableProps) {
  const captionId = useId();
  return (
    // Narrow screens scroll the table sideways; the region can take focus so keyboards can too.
    <div className="table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="calc-table">
        <caption id={captionId}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Price bracket</th>
            <th scope="col" className="num">
              Rate
            </th>
            <th scope="col" className="num">
              Part of the price in the bracket
            </th>
            <th scope="col" className="num">
              Tax
            </th>
          </tr>
        </thead>
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
      </table>
    </div>
  );
}
