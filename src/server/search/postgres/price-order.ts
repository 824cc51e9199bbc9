/**
 * The listing facts' positions in price order: ascending (sort value, id), the sort value being
 * SQL's `coalesce(price, 0)`. A page sorted by price then reads its rows from the order, from the
 * cursor on, testing each listing against the query until the page is full: a few hundred
 * listings where a scan tests every one of the query's (a million for all residential listings at
 * 2,000,000) and keeps the best so far. A later page, which needs no total, needs no scan at all.
 *
 * Built once a full load is read (Facts.cluster), before the load's positions are put in cluster
 * order: they are then in id order, so one number per position, its sort value times 2^21 plus
 * its position, sorts by (sort value, id) with the typed array's own numeric sort (a comparison
 * function over 1.1 million positions takes most of a second); each position is then renumbered
 * as the cluster order moves it. Listings that arrive or whose price changes afterwards are not
 * in the order: they are kept in a list of their own that every page reads whole and merges in,
 * until the list is too long to be cheaper than a scan; then the order is dropped until the next
 * load. docs/decisions/2026-11-29-price-order.md
 */

import { setImmediate } from 'node:timers/promises';

/** Positions are below 2^21 and a sort value below 2^32 for the number to hold both exactly (2^53). */
const POSITION_BITS = 2 ** 21;
const MAX_SORT_VALUE = 2 ** 32;

/** The sort value of a price as SQL's `coalesce(price, 0)` gives it (NaN is a missing price). */
export function sortValueOf(price: number): number {
  return Number.isNaN(price) ? 0 : price;
}

/** A position's state: 0 when it came after the build, else in its place in the order, or listed in `changed`. */
const ORDERED = 1;
const CHANGED = 2;

/** A row of a page read from the order: its position and sort value. */
export interface OrderedRow {
  index: number;
  value: number;
}

/** Where a page starts: after this (sort value, id) in the page's direction. */
export interface OrderCursor {
  value: number;
  id: number;
}

export class PriceOrder {
  private constructor(
    /**
     * Positions in ascending (sort value, id) order. Their sort values are read from the facts'
     * prices (or, for a changed one, from `builtValues`): a column of their own was 8.6 MB at
     * 1.1 million listings.
     */
    private readonly positions: Int32Array,
    /** Each position's state (ORDERED, CHANGED, or 0). */
    private state: Uint8Array,
    /** Positions not (or no longer) in their place in the order. */
    private readonly changed: number[],
    private readonly maxChanged: number,
  ) {}

  /** The sort value a changed position had when the order was built: where it stands in the order. */
  private readonly builtValues = new Map<number, number>();

  /** The sort value the order was built with at a slot. */
  private valueAt(prices: Float64Array, slot: number): number {
    const index = this.positions[slot]!;
    return this.state[index] === CHANGED ? this.builtValues.get(index)! : sortValueOf(prices[index]!);
  }

  /**
   * The order of the positions [0, size), which must be in ascending id order (a full load's),
   * each numbered as `newIndexOf` maps it (-1: a listing left, and is left out) in facts of
   * `capacity` positions; null when a sort value or the count does not fit the numbers (a price
   * with cents, or above 2^32; 2^21 listings), and such facts page by scan. The sorted numbers
   * (9 MB at 1.1 million listings) are garbage once the positions are read from them; building
   * and renumbering in copies once left ~40 MB, whose collection paused the first searches after
   * a load for tens of milliseconds.
   */
  static async build(prices: Float64Array, ids: Int32Array, size: number, newIndexOf: Int32Array, capacity: number): Promise<PriceOrder | null> {
    if (size >= POSITION_BITS) return null;
    const keys = new Float64Array(size);
    for (let index = 0; index < size; index++) {
      const value = sortValueOf(prices[index]!);
      if (!Number.isInteger(value) || value < 0 || value >= MAX_SORT_VALUE) return null;
      if (index > 0 && ids[index]! <= ids[index - 1]!) return null;
      keys[index] = value * POSITION_BITS + index;
    }
    keys.sort();
    // The web process answers between the sort and the renumbering (~0.2 s each at 1.1 million).
    await setImmediate();
    const positions = new Int32Array(size);
    const state = new Uint8Array(capacity);
    let kept = 0;
    for (let k = 0; k < size; k++) {
      const old = keys[k]! % POSITION_BITS;
      const index = newIndexOf[old]!;
      if (index < 0) continue;
      positions[kept++] = index;
      state[index] = ORDERED;
    }
    return new PriceOrder(kept === size ? positions : positions.slice(0, kept), state, [], Math.max(1024, size >> 6));
  }

  /**
   * Notes a position whose sort value changed (`price`: its price until now), or a new one (with
   * the facts' capacity, grown as they grow). False when the changes are too many to merge into
   * every page: drop the order.
   */
  change(index: number, capacity: number, price: number): boolean {
    if (this.state.length < capacity) {
      const grown = new Uint8Array(capacity);
      grown.set(this.state);
      this.state = grown;
    }
    if (this.state[index] !== CHANGED) {
      if (this.state[index] === ORDERED) this.builtValues.set(index, sortValueOf(price));
      this.state[index] = CHANGED;
      this.changed.push(index);
    }
    return this.changed.length <= this.maxChanged;
  }

  /**
   * The first `wanted` positions that `accepts` takes, after `after` (from the start without
   * one), ascending or descending by (sort value, id): the ordered positions, read from the
   * cursor until `wanted` are found, merged with the changed ones. Null when `budget` positions
   * were read without finding them (a rare query: a scan of its few listings costs less).
   */
  rows(
    ids: Int32Array,
    prices: Float64Array,
    descending: boolean,
    after: OrderCursor | null,
    accepts: (index: number) => boolean,
    wanted: number,
    budget: number,
  ): OrderedRow[] | null {
    const { positions, state } = this;
    const step = descending ? -1 : 1;
    let k = after === null ? (descending ? positions.length - 1 : 0) : this.firstAfter(ids, prices, after, descending);
    const found: OrderedRow[] = [];
    for (let read = 0; found.length < wanted && k >= 0 && k < positions.length; k += step) {
      if (++read > budget) return null;
      const index = positions[k]!;
      if (state[index] === ORDERED && accepts(index)) found.push({ index, value: sortValueOf(prices[index]!) });
    }
    if (this.changed.length === 0) return found;
    // The changed positions that would enter the page, in the page's order, merged in.
    const sign = descending ? -1 : 1;
    for (const index of this.changed) {
      const value = sortValueOf(prices[index]!);
      if (after !== null && sign * (value - after.value || ids[index]! - after.id) <= 0) continue;
      if (accepts(index)) found.push({ index, value });
    }
    found.sort((a, b) => sign * (a.value - b.value || ids[a.index]! - ids[b.index]!));
    return found.slice(0, wanted);
  }

  /** The slot of the first ordered row after the cursor in the page's direction (-1 or the length when none). */
  private firstAfter(ids: Int32Array, prices: Float64Array, after: OrderCursor, descending: boolean): number {
    const { positions } = this;
    // The first slot whose (value, id) is above the cursor's.
    let low = 0;
    let high = positions.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const value = this.valueAt(prices, middle);
      if (value < after.value || (value === after.value && ids[positions[middle]!]! <= after.id)) low = middle + 1;
      else high = middle;
    }
    if (!descending) return low;
    // Descending: the last slot below the cursor (the cursor's own row, when ordered, is at low - 1).
    let k = low - 1;
    while (k >= 0 && this.valueAt(prices, k) === after.value && ids[positions[k]!] === after.id) k--;
    return k;
  }
}
