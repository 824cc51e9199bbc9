/**
 * The frame of a calculator's worked-figures tables: narrow screens scroll the table sideways, in
 * a region named by the caption that can take focus so keyboards can scroll it too. The first
 * column heads the row labels; the others head amounts (right-aligned).
 */
import { useId, type ReactNode } from 'react';

interface CalcTableProps {
  caption: ReactNode;
  columns: readonly string[];
  /** Added to `figure-table calc-table`. */
  className?: string;
  /** The table's tbody (one or more) and tfoot. */
  children: ReactNode;
}

export function CalcTable({ caption, columns, className, children }: CalcTableProps) {
  const captionId = useId();
  return (
    <div className="table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={className ? `figure-table calc-table ${className}` : 'figure-table calc-table'}>
        <caption id={captionId}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={column} scope="col" className={index === 0 ? undefined : 'num'}>
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
