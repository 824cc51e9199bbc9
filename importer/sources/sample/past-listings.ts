/**
 * The sample feed's past (with `withHistory`, the embedded default): listings that ended before
 * the feed's epoch, so a fresh install has a market history to show and count.
 *  - Re-listings: some current listings had an earlier listing of the same home (same address,
 *    unit and sale/lease, another MLS number) that expired, was terminated or suspended a few
 *    weeks before the current one was entered.
 *  - Closed listings: other homes listed and sold (some conditional first, over or under asking)
 *    or leased, or that expired, over the 24 months before the epoch, with the VOW fields a VOW
 *    feed carries (ClosePrice, CloseDate, PurchaseContractDate, DaysOnMarket, ListingContractDate).
 * Each is one record in its final state, as a first import of a VOW feed sees it; the importer
 * derives its events (listed, price change, conditional, sold) from the record's timestamps.
 * Past listings are off the market, so the public site's listings are the same with or without.
 * Slots: 0 … count−1 are the predecessors of current listings 0 … count−1 (most have none),
 * count … count + closedCount − 1 are closed listings; a slot's listing index is counted down from
 * the top of the key space, far from the current listings' indexes.
 */
import { toIsoTimestamp as iso } from './iso-time.ts';
import { feedClassOf, listingIdentity, STREAM } from './listing-identity.ts';
import type { ListingIdentity } from './listing-identity.ts';
import { makeListingKey, MAX_SAMPLE_LISTINGS } from './listing-key.ts';
import { FEED_EPOCH_MS, listingTimeline, newTimeline } from './listing-timeline.ts';
import type { Timeline } from './listing-timeline.ts';
import { Rng, hash32 } from './prng.ts';
import { buildRecord } from './record-builder.ts';
import type { FeedClass, ResoProperty } from './types.ts';
import { DAY_MS } from '#shared/time.ts';

/** Share of current listings that re-list an earlier listing of the same home. */
const RELIST_SHARE = 0.12;
/** Closed past listings per current listing. */
const CLOSED_PER_LISTING = 0.6;
const HISTORY_DAYS = 730;

export function closedListingCount(count: number): number {
  return Math.round(count * CLOSED_PER_LISTING);
}

export function pastSlotCount(count: number): number {
  return count + closedListingCount(count);
}

const pastIndex = (slot: number) => MAX_SAMPLE_LISTINGS - 1 - slot;

export interface PastListing {
  identity: ListingIdentity;
  timeline: Timeline;
  /** When a sale went conditional before it firmed up (0: it did not). */
  conditionalMs: number;
  /** The close price as a share of the list price (0: not closed). */
  closeRatio: number;
  /** Days from the firm sale or lease to its closing. */
  closingDays: number;
  /** A re-listed home asked more the first time. */
  priceFactor: number;
}

/** A price cut halfway through, for some. */
function maybeCut(rng: Rng, timeline: Timeline, share: number): void {
  if (!rng.chance(share)) return;
  timeline.status = 'Price Change';
  timeline.priorStatus = 'New';
  timeline.basePriceCut = rng.range(0.02, 0.06);
  timeline.priceChangeMs = timeline.entryMs + Math.floor((timeline.terminalMs - timeline.entryMs) / 2);
}

/** The past listing in a slot, or null when the slot is empty (a current listing without a predecessor). */
export function pastListing(seed: number, slot: number, count: number, keyMask: number): PastListing | null {
  const index = pastIndex(slot);
  const rng = new Rng(hash32(seed, index, STREAM.PAST));
  if (slot < count) {
    if (!rng.chance(RELIST_SHARE)) return null;
    const current = listingIdentity(seed, slot, keyMask);
    const entryOfCurrent = listingTimeline(seed, slot, count, 0).entryMs;
    const endMs = entryOfCurrent - rng.int(1, 45) * DAY_MS - rng.int(0, DAY_MS - 1);
    const entryMs = endMs - rng.int(21, 120) * DAY_MS;
    // 0.7 and up: expired, terminated or suspended (record-builder's terminalStatus).
    const timeline = newTimeline(0, entryMs, endMs, 0.7 + 0.3 * rng.next());
    maybeCut(rng, timeline, 0.5);
    const listingKey = makeListingKey(current.listingKey.charAt(0), index, keyMask, current.theme);
    return { identity: { ...current, listingKey }, timeline, conditionalMs: 0, closeRatio: 0, closingDays: 0, priceFactor: rng.range(1.02, 1.08) };
  }
  const identity = listingIdentity(seed, index, keyMask);
  const entryMs = FEED_EPOCH_MS - rng.int(10, HISTORY_DAYS) * DAY_MS - rng.int(0, DAY_MS - 1);
  const endMs = Math.min(FEED_EPOCH_MS - 1, entryMs + Math.floor((4 + 80 * rng.next() ** 2) * DAY_MS));
  // Below 0.7 sold or leased, then expired.
  const timeline = newTimeline(0, entryMs, endMs, 0.85 * rng.next());
  maybeCut(rng, timeline, 0.35);
  const closed = timeline.terminalDraw < 0.7;
  const lease = identity.transaction !== 'For Sale';
  const conditionalMs = closed && !lease && rng.chance(0.5) ? Math.max(timeline.entryMs + 1, timeline.priceChangeMs + 1, endMs - rng.int(3, 10) * DAY_MS) : 0;
  return {
    identity,
    timeline,
    conditionalMs: conditionalMs < endMs ? conditionalMs : 0,
    closeRatio: closed ? (lease ? rng.range(0.96, 1.02) : rng.range(0.93, 1.09)) : 0,
    closingDays: lease ? rng.int(5, 30) : rng.int(30, 90),
    priceFactor: 1,
  };
}

export function pastListingClass(seed: number, slot: number, count: number): FeedClass {
  return feedClassOf(seed, slot < count ? slot : pastIndex(slot));
}

const dateOf = (ms: number) => iso(ms).slice(0, 10);
const roundTo = (value: number, step: number) => Math.round(value / step) * step;

/** The past listing's record: the home's own details, its final state and the VOW fields. */
export function buildPastRecord(seed: number, past: PastListing): ResoProperty {
  const { identity, timeline } = past;
  const record = buildRecord(seed, identity, timeline);
  const lease = identity.transaction !== 'For Sale';
  const step = lease ? 50 : 1_000;
  if (past.priceFactor !== 1) {
    record.ListPrice = roundTo((record.ListPrice ?? 0) * past.priceFactor, step);
    record.OriginalListPrice = roundTo((record.OriginalListPrice ?? 0) * past.priceFactor, step);
  }
  // Off the market long ago: no photos to fetch on a fresh install.
  record.Media = [];
  record.ListingContractDate = dateOf(timeline.entryMs);
  if (past.closeRatio > 0) {
    const dealMs = past.conditionalMs || timeline.terminalMs;
    if (past.conditionalMs) record.SoldConditionalEntryTimestamp = iso(past.conditionalMs);
    record.ClosePrice = roundTo((record.ListPrice ?? 0) * past.closeRatio, lease ? 25 : 1_000);
    record.PurchaseContractDate = dateOf(dealMs);
    record.CloseDate = dateOf(timeline.terminalMs + past.closingDays * DAY_MS);
    record.DaysOnMarket = Math.max(1, Math.round((dealMs - timeline.entryMs) / DAY_MS));
  } else {
    record.DaysOnMarket = Math.max(1, Math.round((timeline.terminalMs - timeline.entryMs) / DAY_MS));
  }
  return record;
}
