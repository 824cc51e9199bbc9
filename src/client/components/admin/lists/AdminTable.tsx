/**
 * The admin screens' table: a horizontally scrolling box, a caption for screen readers, one
 * header cell per column and the caller's rows; a wide table can keep its actions column in view. The enquiries and showings screens keep their
 * own `data-table` look, the importer's panel the compact `admin-table`, the other lists the `admin-table` one.
 */
import type { ReactNode } from 'react';

const LOOKS = {
  admin: { scroll: 'admin-table-scroll', table: 'admin-table' },
  data: { scroll: 'table-scroll', table: 'data-table' },
  compact: { scroll: 'admin-table-scroll', table: 'admin-table admin-table--compact' },
} as const;

interface AdminTableProps {
  caption: string;
  columns: readonly string[];
  look?: keyof typeof LOOKS;
  /** Keep the last column (the row's actions) in view while the rest scrolls sideways. */
  stickyActions?: boolean;
  /** The `<tr>` rows. */
  children: ReactNode;
}

export function AdminTable({ caption, columns, look = 'admin', stickyActions = false, children }: AdminTableProps) {
  const classes = LOOKS[look];
  return (
    // A region that takes focus, so a keyboard can scroll a table wider than the screen (axe's scrollable-region-focusable).
    <div className={classes.scroll} role="region" aria-label={caption} tabIndex={0}>
      <table className={stickyActions ? `${classes.table} sticky-actions` : classes.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
