/**
 * Alerts benchmark: `npm run bench:alerts [-- --searches 10000 --events 1000 --count 10000]`.
 * Builds its own database (the search benchmark's bench-runtime.ts: embedded PostgreSQL in a temp
 * dir, BENCH_DATA_DIR or --data-dir keeps it), imports `count` sample listings through the
 * importer, then writes `searches` saved searches with varied criteria (classes, transaction,
 * price bands, beds/baths/parking, a municipality, a keyword place, keyword words, an MLS prefix,
 * map areas, condo buildings) over 2,000 visitors, and `events` listing events (new listings,
 * price changes, back on market, re-listings, sales) over sample listings. It times the set-based
 * matching (alert-match.ts matchNewEvents, the statement the worker runs) from the stored mark,
 * then runs it again from the same mark to show the re-run adds nothing. Target: ≤ 2,000 ms.
 * Ends with one JSON line.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { buildingAddress } from '#shared/market/building-address.ts';
import { LISTING_ALERTS_CONSENT, VOW_TERMS } from '#shared/vow-terms.ts';
import { benchDatabaseOptions, startBenchRuntime } from '#server/search/bench/bench-runtime.ts';
import { buildTsQuery } from '#server/search/postgres/listing-search-sql.ts';
import { Vocabulary } from '#server/search/text/typo.ts';
import { buildingKeysOf, MATCH_PARTITIONS, MATCH_SQL, matchNewEvents, prepareMatchTables } from '../alert-match.ts';
import { COLUMN_NAMES, type SavedSearchColumns } from '../saved-search-columns.ts';

const { values: args } = parseArgs({
  options: {
    ...benchDatabaseOptions(10_000),
    searches: { type: 'string', default: '10000' },
    events: { type: 'string', default: '1000' },
    /** Print the matching statement's plan (EXPLAIN ANALYZE of its SELECT, nothing written) first. */
    explain: { type: 'boolean', default: false },
  },
});
const TARGET_MS = 2000;

/** The columns' types, for reading the generated searches with jsonb_to_recordset. */
const SQL_TYPES: Record<keyof SavedSearchColumns, string> = {
  classes: 'text[]',
  sub_types: 'text[]',
  transaction_type: 'text',
  min_price: 'numeric',
  max_price: 'numeric',
  min_beds: 'int',
  min_baths: 'int',
  min_parking: 'int',
  area_municipalities: 'text[]',
  area_districts: 'text[]',
  area_communities: 'text[]',
  keyword_municipalities: 'text[]',
  keyword_districts: 'text[]',
  keyword_communities: 'text[]',
  bbox_south: 'float8',
  bbox_north: 'float8',
  bbox_west: 'float8',
  bbox_east: 'float8',
  building_key: 'text',
  mls_prefix: 'text',
  keyword_query: 'text',
  exact_street: 'text',
  exact_unit: 'text',
};
const VISITORS = 2000;

/** A small deterministic generator (mulberry32), so every run matches the same world. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface SampleListing {
  id: number;
  feed_class: 'residential' | 'condo' | 'commercial';
  listing_key: string;
  address: string;
  municipality: string;
  community: string | null;
  price: number;
  latitude: number;
  longitude: number;
  transaction_type: string;
}

function searchColumns(next: () => number, listings: SampleListing[], municipalities: string[]): SavedSearchColumns {
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]!;
  const anchor = pick(listings);
  const roll = next();
  const columns: SavedSearchColumns = {
    classes: pick([['residential', 'condo'], ['condo'], ['residential'], ['commercial'], ['residential', 'condo']]),
    sub_types: next() < 0.15 ? pick([['Detached'], ['Semi-Detached'], ['Att/Row/Twnhouse', 'Att/Row/Townhouse']]) : null,
    transaction_type: next() < 0.7 ? pick(['Sale', 'Sale', 'Lease']) : null,
    min_price: next() < 0.6 ? Math.round(anchor.price * (0.5 + next() * 0.4)) : null,
    max_price: next() < 0.7 ? Math.round(anchor.price * (1.1 + next() * 0.8)) : null,
    min_beds: next() < 0.5 ? 1 + Math.floor(next() * 4) : null,
    min_baths: next() < 0.3 ? 1 + Math.floor(next() * 3) : null,
    min_parking: next() < 0.15 ? 1 + Math.floor(next() * 2) : null,
    area_municipalities: null,
    area_districts: null,
    area_communities: null,
    keyword_municipalities: null,
    keyword_districts: null,
    keyword_communities: null,
    bbox_south: null,
    bbox_north: null,
    bbox_west: null,
    bbox_east: null,
    building_key: null,
    mls_prefix: null,
    keyword_query: null,
    exact_street: null,
    exact_unit: null,
  };
  if (roll < 0.25) {
    // A map area around a listing: a few kilometres to a city.
    const half = 0.01 + next() * 0.1;
    Object.assign(columns, {
      bbox_south: anchor.latitude - half,
      bbox_north: anchor.latitude + half,
      bbox_west: anchor.longitude - half * 1.4,
      bbox_east: anchor.longitude + half * 1.4,
    });
  } else if (roll < 0.55) {
    // The search page's default keyword, a place.
    Object.assign(columns, { keyword_municipalities: [pick(municipalities).toLowerCase()], keyword_districts: [], keyword_communities: [] });
  } else if (roll < 0.7) {
    Object.assign(columns, { area_municipalities: [anchor.municipality.toLowerCase()], area_districts: [], area_communities: [] });
    if (anchor.community && next() < 0.5)
      Object.assign(columns, { keyword_municipalities: [], keyword_districts: [], keyword_communities: [anchor.community.toLowerCase()] });
  } else if (roll < 0.85) {
    // Words of a street name (what a visitor types), matched in the listing's search words.
    const words = anchor.address
      .toLowerCase()
      .replace(/[^a-z0-9 ]/g, ' ')
      .split(/\s+/)
      .filter((word) => /^[a-z]{3,}$/.test(word));
    columns.keyword_query = buildTsQuery(words.length > 0 ? words.slice(0, 2) : ['toronto'], new Vocabulary([]));
  } else if (roll < 0.9) {
    columns.mls_prefix = anchor.listing_key.slice(0, 5);
  } else if (roll < 0.95 && anchor.feed_class === 'condo') {
    columns.classes = ['condo'];
    columns.building_key = buildingAddress(anchor.address, anchor.municipality)?.key ?? null;
  }
  return columns;
}

async function main(): Promise<void> {
  const log = (line: string) => console.log(line);
  const searchCount = Number(args.searches);
  const eventCount = Number(args.events);
  const bench = await startBenchRuntime({ count: Number(args.count), dataDir: args['data-dir'] ?? process.env.BENCH_DATA_DIR, log });
  try {
    const { pool } = bench.runtime.services;
    const next = random(16);
    await pool.query('delete from saved_search');
    await pool.query("delete from visitor where email like 'bench-%'");
    // A kept database had the last run's items (deleted with their searches): start from a clean table, as a fresh one does.
    await pool.query('vacuum analyze alert_item');
    const { rows: listings } = await pool.query<SampleListing>(
      `select id, feed_class, listing_key, address, municipality, community, price::float8 as price, latitude, longitude, transaction_type
         from listing where is_active and not agent_hidden and price is not null and latitude is not null order by id`,
    );
    if (listings.length < eventCount) throw new Error(`only ${listings.length} listings: raise --count`);
    const municipalities = [...new Set(listings.map((listing) => listing.municipality))];

    let started = performance.now();
    await pool.query(
      `insert into visitor (email, name, vow_terms_version, alerts_consent_version)
       select 'bench-' || n || '@example.com', 'Bench Visitor ' || n, case when n % 3 = 0 then $1 end, $2 from generate_series(1, $3) n`,
      [VOW_TERMS.version, LISTING_ALERTS_CONSENT.version, VISITORS],
    );
    const { rows: visitors } = await pool.query<{ id: number }>("select id from visitor where email like 'bench-%' order by id");
    const rows = Array.from({ length: searchCount }, (_, index) => ({
      visitor_id: visitors[index % visitors.length]!.id,
      name: `Search ${index + 1}`,
      frequency: ['instant', 'daily', 'weekly', 'none'][index % 4],
      ...searchColumns(next, listings, municipalities),
    }));
    const recordColumns = COLUMN_NAMES.map((name) => `${name} ${SQL_TYPES[name]}`);
    await pool.query(
      `insert into saved_search (visitor_id, name, criteria, frequency, created_at, ${COLUMN_NAMES.join(', ')})
       select r.visitor_id, r.name, '{}'::jsonb, r.frequency, now() - interval '1 day',
              ${COLUMN_NAMES.map((name) => (name === 'keyword_query' ? "to_tsquery('simple', r.keyword_query)" : `r.${name}`)).join(', ')}
         from jsonb_to_recordset($1::jsonb) as r(visitor_id int, name text, frequency text, ${recordColumns.join(', ')})`,
      [JSON.stringify(rows)],
    );
    await pool.query('analyze saved_search');
    log(`${searchCount} saved searches for ${visitors.length} visitors written in ${Math.round(performance.now() - started)} ms`);

    // The events: distinct listings, kinds spread like a day of the board's feed.
    started = performance.now();
    const { rows: mark } = await pool.query<{ id: string }>('select coalesce(max(id), 0)::text as id from listing_event');
    const chosen = [...listings].sort(() => next() - 0.5).slice(0, eventCount);
    const events = chosen.map((listing, index) => {
      const kind = ['price_changed', 'price_changed', 'price_changed', 'listed', 'listed', 'back_on_market', 'relisted', 'status_changed'][index % 8]!;
      return {
        listing_id: listing.id,
        kind,
        occurred_at: new Date(Date.now() - index * 1000).toISOString(),
        from_price: kind === 'price_changed' || kind === 'relisted' ? Math.round(listing.price * 1.05) : null,
        to_price: kind === 'status_changed' || kind === 'back_on_market' ? null : listing.price,
        to_status: kind === 'status_changed' ? (listing.transaction_type === 'Sale' ? 'sold' : 'leased') : null,
      };
    });
    await pool.query(
      `insert into listing_event (listing_id, kind, occurred_at, from_price, to_price, to_status)
       select listing_id, kind, occurred_at, from_price, to_price, to_status
         from jsonb_to_recordset($1::jsonb) as e(listing_id int, kind text, occurred_at timestamptz, from_price numeric, to_price numeric, to_status text)
       on conflict do nothing`,
      [JSON.stringify(events)],
    );
    await pool.query('update alert_match_state set last_event_id = $1::int8', [mark[0]!.id]);
    // Steady state, as the search benchmark measures: statistics fresh, and the import's dirty
    // pages written out now rather than by the checkpointer in the middle of the timing.
    await pool.query('vacuum analyze');
    await pool.query('checkpoint').catch(() => undefined);
    log(`${events.length} listing events written in ${Math.round(performance.now() - started)} ms`);

    if (args.explain) {
      // The matching statement's plan on the same temporary tables, in a transaction rolled back.
      const client = await pool.connect();
      try {
        await client.query('begin');
        // One share of MATCH_PARTITIONS, as each connection runs it.
        await prepareMatchTables(client, mark[0]!.id, '9223372036854775807', await buildingKeysOf(client, mark[0]!.id, '9223372036854775807'), {
          partition: 0,
          partitions: MATCH_PARTITIONS,
        });
        const { rows: plan } = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${MATCH_SQL}`, [VOW_TERMS.version]);
        for (const line of plan) log(line['QUERY PLAN']);
      } finally {
        await client.query('rollback');
        client.release();
      }
    }

    started = performance.now();
    const result = await matchNewEvents(pool, { batchSize: eventCount });
    const matchMs = Math.round(performance.now() - started);
    log(`matched ${result.events} events against ${searchCount} searches in ${matchMs} ms (${result.batches} batch): ${result.items} alert items written`);

    await pool.query('update alert_match_state set last_event_id = $1::int8', [mark[0]!.id]);
    started = performance.now();
    const again = await matchNewEvents(pool, { batchSize: eventCount });
    log(`the same events again: ${again.items} new items in ${Math.round(performance.now() - started)} ms (the unique key keeps one per search and event)`);
    log(
      `target ≤ ${TARGET_MS} ms: ${matchMs <= TARGET_MS ? 'met' : 'MISSED'}; load average ${os
        .loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')} on ${os.cpus().length} cores`,
    );
    console.log(JSON.stringify({ searches: searchCount, events: result.events, matchMs, itemsWritten: result.items }));
  } finally {
    await bench.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
