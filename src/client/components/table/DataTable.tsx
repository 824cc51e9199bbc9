/**
 * A data table: a horizontally scrolling box, a caption for screen readers, one header cell per
 * column and the caller's rows; a wide table can keep its actions column in view. Every admin
 * list and the visitor's showing tables render through this one component, so the caption, the
 * header scopes and the keyboard-scrollable region are written once. The enquiries, showings, feedback
 * and backup screens keep their own `data-table` look, the importer's panel and the property
 * details the compact `admin-table`, the other lists the `admin-table` one.
 */
import { createContext, useContext, type ReactNode } from 'react';

const LOOKS = {
  admin: { scroll: 'admin-table-scroll', table: 'admin-table', actions: 'admin-table__actions' },
  data: { scroll: 'data-table-scroll', table: 'data-table', actions: 'data-table__actions' },
  compact: { scroll: 'admin-table-scroll', table: 'admin-table admin-table--compact', actions: 'admin-table__actions' },
} as const;

/** The look of the table a row is in, so its actions cell matches without the row repeating it. */
const LookContext = createContext<keyof typeof LOOKS>('admin');

/** A column's header: its text, or a text only screen readers get (a column of buttons needs no visible header). */
export type DataTableColumn = string | { label: string; visuallyHidden: true };

interface DataTableProps {
  caption: string;
  columns: readonly DataTableColumn[];
  look?: keyof typeof LOOKS;
  /** A class of the table's own (the blog's posts table sizes its thumbnails). */
  className?: string;
  /** Keep the last column (the row's actions) in view while the rest scrolls sideways. */
  stickyActions?: boolean;
  /**
   * The table sits in a box that scrolls already (the property lists' infinite scroll, itself a
   * named region): no scrolling region of its own, which would repeat that region's name.
   */
  inScrollingBox?: boolean;
  /** The `<tr>` rows. */
  children: ReactNode;
}

const columnLabel = (column: DataTableColumn) => (typeof column === 'string' ? column : column.label);

export function DataTable({ caption, columns, look = 'admin', className, stickyActions = false, inScrollingBox = false, children }: DataTableProps) {
  const classes = LOOKS[look];
  const tableClass = [classes.table, className, stickyActions ? 'sticky-actions' : null].filter(Boolean).join(' ');
  const table = (
    <LookContext value={look}>
      <table className={tableClass}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={columnLabel(column)} scope="col">
                {typeof column === 'string' ? column : <span className="visually-hidden">{column.label}</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </LookContext>
  );
  if (inScrollingBox) return table;
  return (
    // A region that takes focus, so a keyboard can scroll a table wider than the screen (axe's scrollable-region-focusable).
    <div className={classes.scroll} role="region" aria-label={caption} tabIndex={0}>
      {table}
    </div>
  );
}

/** A row's last cell: its buttons side by side, in the look of the table around it. */
export function ActionsCell({ children }: { children: ReactNode }) {
  const look = useContext(LookContext);
  return (
    <td>
      <div className={LOOKS[look].actions}>{children}</div>
    </td>
  );
}
