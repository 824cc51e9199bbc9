/**
 * The amortization schedule: one row per loan year, each of which opens to show its payments.
 * The rows add up to the totals in the footer (the schedule is a ledger in cents).
 */
import { useState } from 'react';
import type { ScheduleRow, YearlyScheduleRow } from '#shared/calculators/index.ts';
import { CalcTable } from './CalcTable.tsx';
import { formatMoney } from './format.ts';

interface ScheduleTableProps {
  schedule: readonly ScheduleRow[];
  years: readonly YearlyScheduleRow[];
  paymentsPerYear: number;
  /** The loan's totals (MortgagePaymentResult), shown in the footer: the rows add up to them. */
  totals: { paid: number; interest: number; principal: number };
}

export function ScheduleTable({ schedule, years, paymentsPerYear, totals }: ScheduleTableProps) {
  const [openYears, setOpenYears] = useState<ReadonlySet<number>>(new Set());
  const toggle = (year: number) =>
    setOpenYears((current) => {
      const next = new Set(current);
      if (next.has(year)) next.delete(year);
      else next.add(year);
      return next;
    });

  return (
    <CalcTable
      className="schedule"
      caption={
        <>
          Amortization schedule by year <span className="calc-table__caption-note">(open a year to see each payment)</span>
        </>
      }
      columns={['Year', 'Paid', 'Interest', 'Principal', 'Balance at end']}
    >
      {years.map((year) => {
        const isOpen = openYears.has(year.year);
        const first = (year.year - 1) * paymentsPerYear;
        return (
          <tbody key={year.year} className={isOpen ? 'schedule__year is-open' : 'schedule__year'}>
            <tr>
              <th scope="row">
                <button type="button" className="schedule__toggle" aria-expanded={isOpen} onClick={() => toggle(year.year)}>
                  <span aria-hidden="true" className="schedule__chevron" />
                  Year {year.year}
                  <span className="visually-hidden">, {year.paymentCount} payments</span>
                </button>
              </th>
              <td className="num">{formatMoney(year.payments)}</td>
              <td className="num">{formatMoney(year.interest)}</td>
              <td className="num">{formatMoney(year.principal)}</td>
              <td className="num">{formatMoney(year.endBalance)}</td>
            </tr>
            {isOpen
              ? schedule.slice(first, first + year.paymentCount).map((row) => (
                  <tr key={row.n} className="schedule__payment">
                    <th scope="row">Payment {row.n}</th>
                    <td className="num">{formatMoney(row.payment)}</td>
                    <td className="num">{formatMoney(row.interest)}</td>
                    <td className="num">{formatMoney(row.principal)}</td>
                    <td className="num">{formatMoney(row.balance)}</td>
                  </tr>
                ))
              : null}
          </tbody>
        );
      })}
      <tfoot>
        <tr>
          <th scope="row">Total</th>
          <td className="num">{formatMoney(totals.paid)}</td>
          <td className="num">{formatMoney(totals.interest)}</td>
          <td className="num">{formatMoney(totals.principal)}</td>
          <td className="num">{formatMoney(years.at(-1)?.endBalance ?? 0)}</td>
        </tr>
      </tfoot>
    </CalcTable>
  );
}
