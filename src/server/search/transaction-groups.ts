/**
 * A price sort over every transaction ("any") lists sales first, in price order, then leases in
 * monthly-rent order (the same direction). A sale price and a monthly rent are not one scale:
 * sorted together, "lowest price first" opened on a $1,800/month room and put a $2,400 rent beside a
 * $2,400,000 house. A buyer who asked for any transaction compares like with like, and most of them
 * are buying, so sales come first whichever way the prices run.
 * Both engines page through the groups like the exact/other tiers: (tier, group) phases in order,
 * the cursor saying which phase it is in.
 */
import type { EngineQuery, SearchCursor } from './search-types.ts';

/** 0 = sales (or every listing when the sort does not group), 1 = leases and sub-leases. */
export type TransactionGroup = 0 | 1;

export interface PagePhase {
  tier: 0 | 1;
  group: TransactionGroup;
}

/** Whether this query's order puts sales and leases in groups. */
export function groupsByTransaction(query: EngineQuery): boolean {
  return query.transactionType === null && query.sort !== 'newest';
}

/** Which group a listing of this transaction type belongs to, when the query groups. */
export function groupOf(transactionType: string): TransactionGroup {
  return transactionType === 'Sale' ? 0 : 1;
}

/** The phases a page is read from, in order, starting at the cursor's (tiers as the engine has them). */
export function pagePhases(query: EngineQuery, tiers: readonly (0 | 1)[], cursor: SearchCursor | null): PagePhase[] {
  const groups: TransactionGroup[] = groupsByTransaction(query) ? [0, 1] : [0];
  const phases = tiers.flatMap((tier) => groups.map((group) => ({ tier, group })));
  if (!cursor) return phases;
  const start = phases.findIndex((phase) => phase.tier === cursor.tier && phase.group === (cursor.group ?? 0));
  return start < 0 ? [] : phases.slice(start);
}

/** A row of a page read in (tier, group) phases: where it stands and the value it is sorted by. */
export interface PhasedRow extends PagePhase {
  id: number;
  sortValue: string;
}

/** The cursor after a row (the group only when it is not the first, so other sorts' cursors stay as they were). */
export function cursorAfter(last: PhasedRow): SearchCursor {
  return last.group ? { tier: last.tier, group: last.group, value: last.sortValue, id: last.id } : { tier: last.tier, value: last.sortValue, id: last.id };
}

/**
 * A page of `limit` rows from rows read one beyond it (that one tells whether another page
 * follows), with the cursor after its last row when one does.
 */
export function pageOfPhasedRows(rows: readonly PhasedRow[], limit: number): { ids: number[]; next: SearchCursor | null } {
  const pageRows = rows.slice(0, limit);
  const last = pageRows.at(-1);
  return { ids: pageRows.map((row) => row.id), next: rows.length > limit && last ? cursorAfter(last) : null };
}
