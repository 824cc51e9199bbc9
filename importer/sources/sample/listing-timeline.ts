/**
 * When things happen to a sample listing: entry, modifications, and what each later import run
 * changes. The feed "lives" one day per run: run k covers (EPOCH + (k-1) days, EPOCH + k days].
 * Everything is derived from (seed, index, run) hashes and a fixed epoch, never the clock, so
 * any run can be reproduced exactly and a listing untouched in run k is byte-identical to run k-1.
 */
import { Rng, hash32, unit } from './prng.ts';
import { STREAM } from './listing-identity.ts';
import { DAY_MS } from '#shared/time.ts';

/** The sample feed's "now" at run 0. */
export const FEED_EPOCH_MS = Date.UTC(2026, 0, 1);
/** One sample run a day. */
export const RUN_INTERVAL_MS = DAY_MS;
/** Base listings entered within this many days before the epoch. */
const MAX_AGE_DAYS = 180;

/** Per run, of listings still in the feed: share removed (left IDX scope) … */
export const REMOVAL_RATE = 0.005;
/** … and share with a price or status change. Together ~2 %, the brief's "1–2 % change". */
export const CHANGE_RATE = 0.015;
/** New listings per run as a share of the base count, roughly balancing removals. */
export const NEW_LISTING_RATE = 0.005;

/** Share of base listings whose last edit is a board-wide batch at 06:00:00.000Z (ties!). */
const BATCH_EDIT_SHARE = 0.15;
const BATCH_HOUR_MS = 6 * 3_600_000;

export type ActiveStatus = 'New' | 'Price Change' | 'Extension';

export interface Timeline {
  bornRun: number;
  entryMs: number;
  /** ModificationTimestamp as of the current run. */
  modMs: number;
  removed: boolean;
  /** Status while on the market (before any terminal event). */
  status: ActiveStatus;
  priorStatus?: ActiveStatus;
  /** Price cuts applied in runs, oldest first, as shares (0.03 = 3 % off the previous price). */
  runPriceCuts: number[];
  /** Share the base price was cut before run 0 (0 when the base status is not 'Price Change'). */
  basePriceCut: number;
  priceChangeMs: number;
  extensionMs: number;
  /** 0 while on the market; else when it went Sold/Leased/Expired/Terminated/Suspended. */
  terminalMs: number;
  /** Uniform draw that decides which terminal status (depends on sale/lease, resolved later). */
  terminalDraw: number;
}

/** A timeline that is New, with no price change or extension yet (the caller's draws fill them in). */
export function newTimeline(bornRun: number, entryMs: number, endMs: number, terminalDraw: number): Timeline {
  return {
    bornRun,
    entryMs,
    modMs: endMs,
    removed: false,
    status: 'New',
    runPriceCuts: [],
    basePriceCut: 0,
    priceChangeMs: 0,
    extensionMs: 0,
    terminalMs: endMs,
    terminalDraw,
  };
}

export function newListingsPerRun(count: number): number {
  return Math.round(count * NEW_LISTING_RATE);
}

/** Listings that exist by `run` (including removed ones, which keep their index). */
export function totalListings(count: number, run: number): number {
  return count + newListingsPerRun(count) * run;
}

export function runStartMs(run: number): number {
  return FEED_EPOCH_MS + (run - 1) * RUN_INTERVAL_MS;
}

function bornRunOf(index: number, count: number): number {
  if (index < count) return 0;
  return 1 + Math.floor((index - count) / newListingsPerRun(count));
}

export function listingTimeline(seed: number, index: number, count: number, run: number): Timeline {
  const bornRun = bornRunOf(index, count);
  const rng = new Rng(hash32(seed, index, STREAM.TIME));
  const t = newTimeline(bornRun, 0, 0, 0);

  if (bornRun === 0) {
    // Skewed towards recent entries, like a live feed where old listings have sold.
    const ageMs = Math.floor((1 + (MAX_AGE_DAYS - 1) * rng.next() ** 1.6) * DAY_MS);
    t.entryMs = FEED_EPOCH_MS - ageMs;
    const statusDraw = rng.next();
    const editDraw = rng.next();
    const editFraction = rng.next();
    const span = FEED_EPOCH_MS - t.entryMs;
    if (statusDraw < 0.72) {
      if (editDraw < BATCH_EDIT_SHARE) {
        const firstDay = Math.ceil((t.entryMs - BATCH_HOUR_MS) / DAY_MS);
        const lastDay = Math.floor((FEED_EPOCH_MS - BATCH_HOUR_MS) / DAY_MS);
        const day = firstDay + Math.floor(editFraction * (lastDay - firstDay + 1));
        const batchMs = day * DAY_MS + BATCH_HOUR_MS;
        t.modMs = batchMs > t.entryMs && batchMs <= FEED_EPOCH_MS ? batchMs : t.entryMs;
      } else if (editDraw < 0.45) {
        t.modMs = t.entryMs;
      } else {
        t.modMs = t.entryMs + Math.floor(editFraction * span);
      }
    } else {
      t.modMs = t.entryMs + 1 + Math.floor(editFraction * (span - 1));
      if (statusDraw < 0.92) {
        t.status = 'Price Change';
        t.priorStatus = 'New';
        t.basePriceCut = 0.02 + 0.06 * editDraw;
        t.priceChangeMs = t.modMs;
      } else {
        t.status = 'Extension';
        t.priorStatus = 'New';
        t.extensionMs = t.modMs;
      }
    }
  } else {
    t.entryMs = runStartMs(bornRun) + 1 + Math.floor(rng.next() * (RUN_INTERVAL_MS - 1));
    t.modMs = t.entryMs;
  }

  for (let k = bornRun + 1; k <= run; k++) {
    const h = hash32(seed, index, STREAM.EVENT, k);
    const u = unit(h);
    if (u < REMOVAL_RATE) {
      t.removed = true;
      break;
    }
    if (t.terminalMs !== 0 || u >= REMOVAL_RATE + CHANGE_RATE) continue;
    const eventMs = runStartMs(k) + 1 + Math.floor(unit(hash32(h, 1)) * (RUN_INTERVAL_MS - 1));
    const kind = unit(hash32(h, 2));
    t.modMs = eventMs;
    // A second extension would change nothing visible, so it becomes a price cut instead.
    if (kind < 0.55 || (kind < 0.6 && t.status === 'Extension')) {
      t.priorStatus = t.status;
      t.status = 'Price Change';
      t.runPriceCuts.push(0.02 + 0.05 * unit(hash32(h, 3)));
      t.priceChangeMs = eventMs;
    } else if (kind < 0.6) {
      t.priorStatus = t.status;
      t.status = 'Extension';
      t.extensionMs = eventMs;
    } else {
      t.terminalMs = eventMs;
      t.terminalDraw = unit(hash32(h, 4));
    }
  }
  return t;
}
