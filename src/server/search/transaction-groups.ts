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
