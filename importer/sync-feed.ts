/**
 * One replication run of one feed class: page through the source by keyset from the stored
 * watermark (minus a lookback overlap), map and geocode each record, and commit each page in one
 * transaction that upserts the listings, advances the watermark and enqueues `search.index` and
 * `media.fetch` for what changed (pg-boss writes its jobs in the same transaction). A process
 * killed between pages resumes from the last committed watermark; re-fetched records are absorbed
 * by the upsert's "only when newer" guard, so nothing is lost or duplicated.
 */
import os from 'node:os';
import { setImmediate } from 'node:timers/promises';
import type pg from 'pg';
import type { FeedClass } from '#shared/listing-classes.ts';
import { enqueueMediaFetch, enqueueMediaSweep, enqueueSearchIndex, inTransaction, type JobQueue } from '#server/jobs/job-queue.ts';
import { FeedStallError, INCOMPLETE_CHILDREN, type FeedCursor, type FeedPage, type FeedSource } from './sources/feed-source.ts';
import { canonicalTimestamp, compareFeedTimestamps, formatFeedInstant, parseFeedTimestamp } from './sources/feed-timestamp.ts';
import type { Geocoder } from './geocoder.ts';
import { mapResoProperty } from './map-listing.ts';
import type { CanonicalListing } from './canonical-listing.ts';
import { PageSerializer, ensureListingProperties, rawRecordOf, writeListingsPage, type SerializedPage } from './listing-writer.ts';
import { writeListingEvents } from './listing-events.ts';
import type { FeedScope } from './sources/feed-source.ts';
import { runInTransaction } from '#server/db/transaction.ts';
import { cleanJson, cleanText } from './pg-safe-text.ts';
import { needsIndexCompaction } from '#server/db/index-compaction.ts';

/**
 * Records per page (a RESO source's `$top`). 500 rather than 1,000: up to three pages are held at
 * once (two being written, one mapped ahead), and halving them cut the importer's CPU per listing by
 * about a tenth, mostly garbage collection (docs/decisions/2026-11-26-import-page-size-and-heap.md).
 */
export const DEFAULT_PAGE_SIZE = 500;
export const DEFAULT_LOOKBACK_MINUTES = 10;
/**
 * Pages written at once when the run does not say. On two cores, one: the other core is left to
 * the site, whose searches during a first import then stayed within 1.33–1.42× of their quiet p95
 * rather than 2.11× with two pages, for ~14 % of the import's rate
 * (docs/decisions/2026-11-28-one-page-in-flight-on-two-cores.md). With more cores, two, so
 * PostgreSQL's share of the import uses two of them.
 */
export function defaultPagesInFlight(cores = os.availableParallelism()): number {
  return cores > 2 ? 2 : 1;
}

export interface SyncDependencies {
  pool: pg.Pool;
  jobs: JobQueue;
  source: FeedSource;
  geocoder: Geocoder;
  log?: (line: string) => void;
}

export interface SyncOptions {
  pageSize?: number;
  lookbackMinutes?: number;
  /** Skip media.fetch jobs (benchmarks without photo variants). */
  skipMedia?: boolean;
  /** Pages written at once, each on a connection of its own (defaultPagesInFlight when not given). */
  pagesInFlight?: number;
  onPage?: (progress: SyncProgress) => void;
}

export interface SyncProgress {
  runId: number;
  pages: number;
  fetched: number;
  inserted: number;
  updated: number;
  removed: number;
  quarantined: number;
  /** Listing events (listed, price and status changes, …) this run recorded. */
  events: number;
  /** Bytes this run fetched from the feed, or null for a source that does not fetch. */
  bytesFetched: number | null;
}

export interface SyncSummary extends SyncProgress {
  status: 'succeeded' | 'failed';
  error: string | null;
  /** A succeeded run that looks wrong: it saw records and imported none, or found none at all on a first run. */
  warning: string | null;
  durationMs: number;
}

interface QuarantineEntry {
  listingKey: string | null;
  /** The record's ModificationTimestamp as printed: with the key, the version quarantined once. */
  recordTs: string | null;
  reason: string;
  /** The raw record as JSON PostgreSQL can store. */
  rawJson: string;
}

function quarantineEntry(raw: unknown, listingKey: string | null, reason: string): QuarantineEntry {
  const ts = (raw as { ModificationTimestamp?: unknown } | null)?.ModificationTimestamp;
  return {
    listingKey,
    recordTs: typeof ts === 'string' ? cleanText(ts).slice(0, 100) : null,
    reason,
    rawJson: cleanJson(JSON.stringify(raw ?? null)),
  };
}

/**
 * Sets records aside with their reason, once per version: a record already quarantined with the
 * same key and timestamp (the lookback fetches it again every run) is only marked as seen again.
 * Returns how many were new.
 */
async function quarantine(client: pg.PoolClient, runId: number, source: string, feedClass: FeedClass, entries: QuarantineEntry[]): Promise<number> {
  if (entries.length === 0) return 0;
  const json = `[${entries.map((entry) => `{"listing_key":${JSON.stringify(entry.listingKey)},"record_ts":${JSON.stringify(entry.recordTs)},"reason":${JSON.stringify(cleanText(entry.reason))},"raw":${entry.rawJson}}`).join(',')}]`;
  const { rows } = await client.query<{ inserted: boolean }>(
    `insert into quarantined_record (run_id, source, feed_class, listing_key, record_ts, reason, raw)
     select $1, $2, $3, q.listing_key, q.record_ts, q.reason, coalesce(q.raw, 'null'::jsonb)
     from jsonb_to_recordset($4::jsonb) as q(listing_key text, record_ts text, reason text, raw jsonb)
     on conflict (source, feed_class, listing_key, record_ts) where listing_key is not null and record_ts is not null
       do update set last_seen_at = now(), times_seen = quarantined_record.times_seen + 1, reason = excluded.reason
     returning (xmax = 0) as inserted`,
    [runId, source, feedClass, json],
  );
  return rows.filter((row) => row.inserted).length;
}

async function loadCursor(pool: pg.Pool, source: string, feedClass: FeedClass, lookbackMinutes: number): Promise<FeedCursor | null> {
  const { rows } = await pool.query<{ last_ts: Date | null; last_ts_text: string | null; last_key: string | null }>(
    `select last_ts, last_ts_text, last_key from sync_state where source = $1 and feed_class = $2 and resource = 'Property'`,
    [source, feedClass],
  );
  const state = rows[0];
  if (!state?.last_ts) return null;
  const ts = state.last_ts_text ?? state.last_ts.toISOString();
  if (lookbackMinutes <= 0) return { ts, key: state.last_key ?? '' };
  // Overlap the last run: rows committed late with older timestamps are picked up, and the
  // guarded upsert ignores the records we already have.
  const instant = parseFeedTimestamp(ts);
  if (!instant) return { ts: new Date(state.last_ts.getTime() - lookbackMinutes * 60_000).toISOString(), key: '' };
  return { ts: formatFeedInstant({ nanos: instant.nanos - BigInt(lookbackMinutes) * 60_000_000_000n, digits: instant.digits }), key: '' };
}

/** Keyset order of two checkpoints: instants compared exactly, then keys. */
function compareCursors(a: FeedCursor, b: FeedCursor): number {
  return compareFeedTimestamps(a.ts, b.ts) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
}

/**
 * Rooms and media are stored in their own places; keeping them out of `raw` halves its size. The
 * page's records are the importer's once the source yields them, so the fields are cleared in
 * place (JSON leaves out undefined) rather than copying a record of a hundred fields.
 */
function dropChildren(raw: Record<string, unknown>): void {
  if ('PropertyRooms' in raw) raw.PropertyRooms = undefined;
  if ('Media' in raw) raw.Media = undefined;
  if ('Rooms' in raw) raw.Rooms = undefined;
  if (INCOMPLETE_CHILDREN in raw) raw[INCOMPLETE_CHILDREN] = undefined;
}

/**
 * One record as the importer maps it: parsed, checked, in the expected class (any class when
 * `feedClass` is null), placed by the geocoder when the feed has no coordinates, its rooms and
 * media out of the raw record. Also used by the search benchmark's data generator.
 */
export async function mapFeedRecord(
  raw: unknown,
  feedClass: FeedClass | null,
  geocoder: Geocoder,
  scope: FeedScope,
): Promise<{ ok: true; listing: CanonicalListing } | { ok: false; entry: QuarantineEntry }> {
  const result = mapResoProperty(raw, { scope });
  if (!result.ok) return { ok: false, entry: quarantineEntry(raw, result.listingKey, result.reason) };
  const listing = result.listing;
  if (feedClass !== null && listing.feed_class !== feedClass)
    return { ok: false, entry: quarantineEntry(raw, listing.listing_key, `PropertyType: expected the ${feedClass} class`) };
  if (listing.latitude === null || listing.longitude === null) {
    const point = await geocoder.locate({
      address: listing.address,
      municipality: listing.municipality,
      community: listing.community,
      postalCode: listing.postal_code,
    });
    if (point) {
      listing.latitude = point.latitude;
      listing.longitude = point.longitude;
      listing.is_geo_approximate = point.isApproximate;
    }
  }
  dropChildren(listing.raw);
  return { ok: true, listing };
}

/**
 * Records mapped between two turns of the event loop. Mapping a page is ~0.4 s of CPU on this
 * thread, done while the pages before it are being written: without a turn, their transactions
 * would wait that long between two statements for their answers to be read.
 */
const RECORDS_PER_TURN = 20;

async function mapPage(records: unknown[], feedClass: FeedClass, geocoder: Geocoder, scope: FeedScope) {
  const listings = new PageSerializer();
  const quarantined: QuarantineEntry[] = [];
  for (const [index, raw] of records.entries()) {
    if (index % RECORDS_PER_TURN === RECORDS_PER_TURN - 1) await setImmediate();
    const mapped = await mapFeedRecord(raw, feedClass, geocoder, scope);
    if (mapped.ok) listings.add(mapped.listing);
    else quarantined.push(mapped.entry);
  }
  return { listings: listings.finish(), quarantined, mapped: records.length - quarantined.length };
}

function runWarning(feedClass: FeedClass, firstRun: boolean, fetched: number, mapped: number, firstReason: string | undefined): string | null {
  if (fetched > 0 && mapped === 0) {
    return `Saw ${fetched} ${feedClass} records and could import none of them (first reason: ${firstReason ?? 'unknown'}). Check FEED_RESO_PROFILE and the quarantined records.`;
  }
  if (firstRun && fetched === 0)
    return `The feed returned no ${feedClass} records at all. If it has some, check FEED_RESO_PROFILE (the class filter may not match the server's PropertyType values).`;
  return null;
}

/**
 * The page's last readable (ts, key) in feed order: the checkpoint to resume after. A last record
 * too broken to read (quarantined) must not keep the watermark where it was.
 */
function pageCursor(records: FeedPage): FeedCursor | null {
  if (records.checkpoint !== undefined) return records.checkpoint;
  for (let index = records.length - 1; index >= 0; index -= 1) {
    const record = records[index] as { ModificationTimestamp?: unknown; ListingKey?: unknown } | null;
    if (!record || typeof record.ModificationTimestamp !== 'string' || typeof record.ListingKey !== 'string') continue;
    // As printed (in UTC): a Date would round microseconds away and loop the keyset.
    const ts = canonicalTimestamp(record.ModificationTimestamp);
    if (ts) return { ts, key: record.ListingKey };
  }
  return null;
}

interface PreparedPage {
  /** How many records the source sent, and the last one's (ts, key): the raw page itself is not kept. */
  fetched: number;
  checkpoint: FeedCursor | null;
  listings: SerializedPage;
  quarantined: QuarantineEntry[];
  /** Records that mapped to a listing of the class (written unless PostgreSQL refuses one). */
  mapped: number;
}
/**
 * One page in one transaction: listings, quarantine and jobs first, then (once every earlier page
 * has committed) the watermark and the run's counters, so commits happen in feed order and the
 * stored watermark never passes a page that is not in the database yet.
 */
async function writePage(
  deps: SyncDependencies,
  feedClass: FeedClass,
  options: SyncOptions,
  page: PreparedPage,
  previousCommitted: Promise<void>,
  progressSoFar: () => SyncProgress,
  fetchedBytes: () => number | null,
): Promise<SyncProgress> {
  const { pool, jobs, source } = deps;
  const { fetched, checkpoint, listings, quarantined } = page;
  await ensureListingProperties(pool, listings);
  return runInTransaction(pool, async (client) => {
    // Safe to commit asynchronously: the watermark commits with the page, so a crash that loses
    // the last commits also loses their checkpoint and the next run fetches those pages again.
    await client.query('set local synchronous_commit = off');
    const { changed, events, pendingMediaIds, pendingMainMediaIds, refused } = await writeListingsPage(client, listings);
    // A listing PostgreSQL refused is set aside alone; the rest of the page is written above.
    const setAside = [...quarantined, ...refused.map((entry) => quarantineEntry(rawRecordOf(entry.listingJson), entry.listingKey, entry.reason))];
    const newlyQuarantined = await quarantine(client, progressSoFar().runId, source.name, feedClass, setAside);
    await enqueueSearchIndex(
      jobs,
      client,
      changed.map((row) => row.id),
    );
    if (!options.skipMedia) {
      // Main photos jump the queue: a new site shows every card's cover before the galleries fill in.
      for (const [ids, priority] of [
        [pendingMainMediaIds, 10],
        [pendingMediaIds, 0],
      ] as const) {
        await enqueueMediaFetch(jobs, ids, { ...inTransaction(client), priority });
      }
    }

    await previousCommitted;
    // After the earlier pages committed: a re-listing sees the old listing even from the page before.
    const eventsWritten = await writeListingEvents(client, events);
    if (checkpoint) {
      // Never move the watermark backwards (a lookback page re-reads older records).
      await client.query(
        `insert into sync_state (source, feed_class, resource, last_ts, last_ts_text, last_key) values ($1, $2, 'Property', $3::timestamptz, $5::text, $4)
         on conflict (source, feed_class, resource) do update set last_ts = excluded.last_ts, last_ts_text = excluded.last_ts_text, last_key = excluded.last_key, updated_at = now()
         where (sync_state.last_ts, coalesce(sync_state.last_key, '')) < (excluded.last_ts, excluded.last_key)`,
        [source.name, feedClass, checkpoint.ts, checkpoint.key, checkpoint.ts],
      );
    }
    const before = progressSoFar();
    const inserted = changed.filter((row) => row.inserted).length;
    const progress: SyncProgress = {
      runId: before.runId,
      bytesFetched: fetchedBytes(),
      pages: before.pages + 1,
      fetched: before.fetched + fetched,
      inserted: before.inserted + inserted,
      updated: before.updated + changed.length - inserted,
      removed: before.removed + changed.filter((row) => !row.inserted && !row.is_active).length,
      quarantined: before.quarantined + newlyQuarantined,
      events: before.events + eventsWritten,
    };
    await client.query(
      `update sync_run set pages = $2, fetched = $3, inserted = $4, updated = $5, removed = $6, quarantined = $7, bytes_fetched = $8 where id = $1`,
      [progress.runId, progress.pages, progress.fetched, progress.inserted, progress.updated, progress.removed, progress.quarantined, progress.bytesFetched],
    );
    return progress;
  });
}

export async function syncFeed(deps: SyncDependencies, feedClass: FeedClass, options: SyncOptions = {}): Promise<SyncSummary> {
  const started = Date.now();
  const { pool, jobs, source, geocoder } = deps;
  const pageSize = options.pageSize ?? DEFAULT_PAGE_SIZE;
  const { rows: runRows } = await pool.query<{ id: number }>(`insert into sync_run (source, feed_class, kind) values ($1, $2, 'sync') returning id`, [
    source.name,
    feedClass,
  ]);
  let progress: SyncProgress = {
    runId: runRows[0]!.id,
    pages: 0,
    fetched: 0,
    inserted: 0,
    updated: 0,
    removed: 0,
    quarantined: 0,
    events: 0,
    bytesFetched: null,
  };
  // A source may serve several runs (the CLI's three classes): the run's share is the difference.
  const bytesAtStart = source.bytesFetched;
  const fetchedBytes = () => (bytesAtStart === undefined || source.bytesFetched === undefined ? null : source.bytesFetched - bytesAtStart);

  try {
    const cursor = await loadCursor(pool, source.name, feedClass, options.lookbackMinutes ?? DEFAULT_LOOKBACK_MINUTES);
    let mapped = 0;
    let firstReason: string | undefined;
    // One page is fetched and mapped ahead while earlier pages are being written, so the CPU work
    // of mapping overlaps PostgreSQL's work.
    const pages = source.pages(feedClass, cursor, pageSize)[Symbol.asyncIterator]();
    // The checkpoints of a run must move forward: a source answering the same page again would
    // otherwise loop for ever (a keyset on a timestamp rounded below the server's precision did).
    let lastCheckpoint: FeedCursor | null = null;
    const prepareNext = async (): Promise<PreparedPage | null> => {
      const next = await pages.next();
      if (next.done) return null;
      const fetched = next.value.length;
      const checkpoint = pageCursor(next.value);
      if (checkpoint && lastCheckpoint && compareCursors(checkpoint, lastCheckpoint) <= 0) {
        throw new FeedStallError(
          `The feed's keyset did not advance: a page ended at ${checkpoint.ts} / ${checkpoint.key}, not after the previous page's ${lastCheckpoint.ts} / ${lastCheckpoint.key}. The run stopped rather than read the same records again.`,
        );
      }
      if (checkpoint) lastCheckpoint = checkpoint;
      const page = { fetched, checkpoint, ...(await mapPage(next.value, feedClass, geocoder, source.scope ?? 'idx')) };
      mapped += page.mapped;
      firstReason ??= page.quarantined[0]?.reason;
      return page;
    };
    // Pages being written, oldest first; each entry settles after its commit.
    const inFlight: { keys: Set<string>; committed: Promise<void> }[] = [];
    const pagesInFlight = options.pagesInFlight ?? defaultPagesInFlight();
    try {
      let upcoming = prepareNext();
      for (;;) {
        const page = await upcoming;
        if (!page) break;
        upcoming = prepareNext();
        // Keep a failure of the look-ahead from surfacing as an unhandled rejection; it is awaited next turn.
        upcoming.catch(() => undefined);
        if (page.fetched === 0) continue;
        const keys = new Set(page.listings.listingKeys);
        // A key in two concurrent pages (a record modified mid-run) would make the later page wait
        // for a row lock held by a transaction that waits for it to commit: write such a page alone.
        const overlaps = inFlight.some((other) => [...keys].some((key) => other.keys.has(key)));
        while (inFlight.length >= pagesInFlight || (overlaps && inFlight.length > 0)) await inFlight.shift()!.committed;
        const previous = inFlight.at(-1)?.committed ?? Promise.resolve();
        const committed = writePage(deps, feedClass, options, page, previous, () => progress, fetchedBytes).then((next) => {
          progress = next;
          options.onPage?.({ ...progress });
        });
        // Observed by the loop (or the drain below) in order; this only marks it handled early.
        committed.catch(() => undefined);
        inFlight.push({ keys, committed });
      }
      while (inFlight.length > 0) await inFlight.shift()!.committed;
    } finally {
      // On failure, later pages roll back on their own (they wait for the failed one); let them
      // finish before the run is marked failed.
      await Promise.allSettled(inFlight.map((entry) => entry.committed));
    }
    const warning = runWarning(feedClass, cursor === null, progress.fetched, mapped, firstReason);
    if (warning) deps.log?.(`sync of ${feedClass} from ${source.name}: ${warning}`);
    progress = { ...progress, bytesFetched: fetchedBytes() };
    await runInTransaction(pool, async (client) => {
      await client.query(`update sync_run set status = 'succeeded', finished_at = now(), warning = $2, bytes_fetched = $3 where id = $1`, [
        progress.runId,
        warning,
        progress.bytesFetched,
      ]);
      // The market figures follow the run's changes (modules/market/market-refresh.ts).
      if (progress.pages > 0) await jobs.enqueue('market.refresh', {}, { ...inTransaction(client), singletonKey: 'market-refresh' });
      // Listing alerts follow too, right after the commit (instant alerts leave within minutes).
      if (progress.pages > 0) await jobs.enqueue('alerts.match', {}, { ...inTransaction(client), singletonKey: 'alerts-match' });
      // Photos the run took off show leave their files behind until the sweep deletes them.
      if (progress.updated > 0) await enqueueMediaSweep(jobs, inTransaction(client));
      // A run that wrote a large share of the listings (a first import) leaves its indexes far
      // larger than a rebuild makes them; the table's size is the planner's estimate, no count.
      const { rows } = await client.query<{ listings: number }>(
        `select greatest(reltuples, 0)::float8 as listings from pg_class where oid = 'listing'::regclass`,
      );
      if (needsIndexCompaction(progress.inserted, Math.max(rows[0]?.listings ?? 0, progress.inserted))) {
        await jobs.enqueue('listings.compact-indexes', {}, { ...inTransaction(client), singletonKey: 'listings-compact-indexes' });
      }
    });
    return { ...progress, status: 'succeeded', error: null, warning, durationMs: Date.now() - started };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    progress = { ...progress, bytesFetched: fetchedBytes() };
    await pool.query(`update sync_run set status = 'failed', finished_at = now(), error = $2, bytes_fetched = $3 where id = $1`, [
      progress.runId,
      message,
      progress.bytesFetched,
    ]);
    deps.log?.(`sync of ${feedClass} from ${source.name} failed: ${message}`);
    return { ...progress, status: 'failed', error: message, warning: null, durationMs: Date.now() - started };
  }
}
