/**
 * The bench data generator (issue #26): fills an EMPTY throw-away database with about `count`
 * sample listings (all classes; the feed's past too: sold, leased, expired and re-listed homes)
 * with their homes, raw records, photo rows and events, in minutes for two million: the search and
 * market benchmarks' data at ten years' size. The importer is timed by bench:import; this is how
 * the other benchmarks get its rows without waiting for it.
 *
 * Each record is made by the sample feed's record builder and mapped by the importer's own
 * `mapFeedRecord` and `PageSerializer` (so the search words, packed raw record and events are
 * computed the way the importer computes them); the rows are streamed by COPY into unlogged
 * staging tables as the importer's row JSON, then written set-based with the tables' secondary
 * indexes dropped and built again afterwards. A listing's events are those a first import makes
 * (`listingEvents` of an inserted listing), with `relisted` worked out as writeListingEvents does.
 */
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { CentroidGeocoder } from '#importer/geocoder.ts';
import { listingEventInsertSql, listingEvents } from '#importer/listing-events.ts';
import { INSERT_COLUMNS, PageSerializer, RECORDSET_COLUMNS } from '#importer/listing-writer.ts';
import { generateSampleFeed } from '#importer/sources/sample/index.ts';
import { mapFeedRecord } from '#importer/sync-feed.ts';

export interface GeneratedListings {
  /** The sample feeds the rows were made from: `count` current listings each, their past on top. */
  samples: { seed: number; count: number }[];
  listings: number;
  photos: number;
  events: number;
  ms: number;
}

/** The tables whose secondary indexes are dropped while the rows go in, and built again after. */
const INDEXED_TABLES = ['listing', 'listing_raw', 'listing_media', 'listing_event'];
const STAGES = ['listing', 'media', 'event'] as const;
const BATCH = 2000;

/**
 * The sample feeds for about `count` rows: a feed's `count` asks for its current listings, and its
 * past adds ~0.7 of that (re-listings' predecessors, two years of closed listings). One feed's key
 * space holds 2^21 listings and past slots, ~800,000 current listings with their past (~1.4
 * million rows), so two million rows take a second feed (another seed: other homes, other keys;
 * the few keys two feeds share are generated once).
 */
const MAX_COUNT_PER_FEED = 800_000;
function samplesFor(count: number, seed: number): { seed: number; count: number }[] {
  const probe = 2000;
  let rows = 0;
  for (const _ of generateSampleFeed({ count: probe, withHistory: true })) rows += 1;
  const current = Math.max(1, Math.round((count * probe) / rows));
  const samples: { seed: number; count: number }[] = [];
  for (let left = current; left > 0; left -= MAX_COUNT_PER_FEED) samples.push({ seed: seed + samples.length, count: Math.min(left, MAX_COUNT_PER_FEED) });
  return samples;
}

/** JSON lines through COPY untouched: CSV with quote and delimiter characters JSON never holds raw. */
const COPY_JSON_LINES = `(doc) from stdin with (format csv, quote e'\\x01', delimiter e'\\x02')`;

async function write(stream: Writable, line: string): Promise<void> {
  if (!stream.write(`${line}\n`)) await once(stream, 'drain');
}

export async function generateListings(pool: pg.Pool, options: { count: number; seed?: number; log?: (line: string) => void }): Promise<GeneratedListings> {
  const log = options.log ?? (() => undefined);
  const started = performance.now();
  const { rows: existing } = await pool.query<{ n: number }>('select count(*)::int as n from listing');
  if (existing[0]!.n > 0) throw new Error('generateListings fills an empty database only');

  for (const stage of STAGES) await pool.query(`drop table if exists bench_stage_${stage}; create unlogged table bench_stage_${stage} (doc jsonb not null)`);

  const samples = samplesFor(options.count, options.seed ?? 1);
  const seen = samples.length > 1 ? new Set<string>() : null;
  // 1. Records → the importer's row JSON → COPY into the staging tables, three streams at once.
  const clients = await Promise.all(STAGES.map(() => pool.connect()));
  let staged = 0;
  try {
    const streams = STAGES.map((stage, index) => clients[index]!.query(copyFrom(`copy bench_stage_${stage} ${COPY_JSON_LINES}`)));
    const done = streams.map((stream) => new Promise<void>((resolve, reject) => stream.on('finish', resolve).on('error', reject)));
    const [listingStream, mediaStream, eventStream] = streams as unknown as [Writable, Writable, Writable];
    const geocoder = new CentroidGeocoder();
    let serializer = new PageSerializer();
    let inBatch = 0;
    const flush = async () => {
      for (const entry of serializer.finish().entries) {
        await write(listingStream, entry.listingJson);
        for (const media of entry.mediaJson) await write(mediaStream, media);
        for (const event of listingEvents({ id: 0, inserted: true, old_price: null, old_status: null }, entry.facts)) {
          const { listing_id: _, ...fields } = event;
          await write(eventStream, JSON.stringify({ listing_key: entry.listingKey, ...fields }));
        }
      }
      serializer = new PageSerializer();
      inBatch = 0;
    };
    for (const sample of samples) {
      for (const record of generateSampleFeed({ ...sample, withHistory: true })) {
        if (seen) {
          if (seen.has(record.ListingKey)) continue;
          seen.add(record.ListingKey);
        }
        const mapped = await mapFeedRecord(record, null, geocoder, 'vow');
        if (!mapped.ok) continue;
        serializer.add(mapped.listing);
        staged += 1;
        if (++inBatch === BATCH) await flush();
        if (staged % 200_000 === 0) log(`generated ${staged.toLocaleString()} listings (${Math.round((performance.now() - started) / 1000)} s)`);
      }
      await flush();
    }
    for (const stream of streams) stream.end();
    await Promise.all(done);
  } finally {
    for (const client of clients) client.release();
  }
  log(`staged ${staged.toLocaleString()} listings in ${Math.round((performance.now() - started) / 1000)} s`);

  // 2. Set-based writes without the secondary indexes (those of constraints stay).
  const { rows: indexes } = await pool.query<{ name: string; definition: string; table: string }>(
    `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition, i.indrelid::regclass::text as table
     from pg_index i where i.indrelid = any($1::regclass[])
       and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
    [INDEXED_TABLES],
  );
  for (const index of indexes) await pool.query(`drop index ${index.name}`);
  const rebuild = async (table: string) => {
    for (const index of indexes.filter((candidate) => candidate.table === table)) await pool.query(index.definition);
  };
  const homeKey = `doc->>'address_key' as address_key, doc->>'unit_key' as unit_key, doc->>'transaction_kind' as transaction_kind`;
  await pool.query(
    `insert into listing_property (address_key, unit_key, transaction_kind)
     select distinct ${homeKey} from bench_stage_listing where doc->>'address_key' <> '' order by 1, 2, 3
     on conflict (address_key, unit_key, transaction_kind) do nothing`,
  );
  await pool.query(
    `insert into listing (${INSERT_COLUMNS}, status_changed_at, property_id)
     select ${INSERT_COLUMNS.split(', ')
       .map((column) => `incoming.${column}`)
       .join(', ')}, incoming.status_changed_at, home.id
     from bench_stage_listing stage cross join lateral jsonb_to_record(stage.doc) as incoming(${RECORDSET_COLUMNS})
     left join listing_property home
       on home.address_key = incoming.address_key and home.unit_key = incoming.unit_key and home.transaction_kind = incoming.transaction_kind`,
  );
  await pool.query(
    `insert into listing_raw (listing_id, packed, read_fields, rooms_packed)
     select l.id, decode(stage.doc->>'raw_packed', 'base64'), nullif(stage.doc->'raw_read_fields', 'null'::jsonb), decode(stage.doc->>'rooms_packed', 'base64')
     from bench_stage_listing stage join listing l on l.listing_key = stage.doc->>'listing_key'`,
  );
  await pool.query(
    `insert into listing_media (listing_id, media_key, ord, source_url, is_main, status, modification_ts)
     select l.id, m.media_key, m.ord, m.source_url, m.is_main, case when m.is_deleted then 'deleted' else 'pending' end, m.modification_ts
     from bench_stage_media stage cross join lateral jsonb_to_record(stage.doc) as m(listing_key text, media_key text, ord int, source_url text,
       is_main boolean, is_deleted boolean, modification_ts timestamptz)
     join listing l on l.listing_key = m.listing_key`,
  );
  await rebuild('listing');
  await rebuild('listing_raw');
  await rebuild('listing_media');
  // The importer's own statement (`listingEventInsertSql`): a listing of a home whose earlier listing ended unsold is a re-listing.
  await pool.query(
    listingEventInsertSql(
      `bench_stage_event stage cross join lateral jsonb_to_record(stage.doc) as e(listing_key text, kind text, occurred_at timestamptz,
       from_price numeric, to_price numeric, from_status text, to_status text)
     join listing l on l.listing_key = e.listing_key`,
    ),
  );
  await rebuild('listing_event');
  for (const stage of STAGES) await pool.query(`drop table bench_stage_${stage}`);
  for (const table of ['listing_property', ...INDEXED_TABLES]) await pool.query(`vacuum analyze ${table}`);

  const { rows } = await pool.query<{ listings: number; photos: number; events: number }>(
    `select (select count(*)::int from listing) as listings, (select count(*)::int from listing_media) as photos,
       (select count(*)::int from listing_event) as events`,
  );
  const ms = performance.now() - started;
  log(
    `generated ${rows[0]!.listings.toLocaleString()} listings, ${rows[0]!.photos.toLocaleString()} photos, ${rows[0]!.events.toLocaleString()} events in ${Math.round(ms / 1000)} s`,
  );
  return { samples, ...rows[0]!, ms };
}
