/**
 * The in-memory listing facts alone, without a database: `npm run bench:facts [-- --count 1130000]`.
 * Fills ListingFacts with `count` public listings (by default as many as the 2,000,000-listing
 * bench database holds active) through a stand-in for its statements, then times the first
 * pages with their totals, a page 200 without one (as the API asks for a later page), and the
 * whole-GTA map grids, of searches without a keyword (which visit every public listing) or with
 * a place, and prints the MB the facts hold once every part of them is made (`factsMb`) and the
 * most typed arrays a reload holds beside them while it loads (`reloadExtraMb`). It
 * isolates the scan from PostgreSQL and HTTP, so a change to the scan or to the facts' memory can
 * be measured in seconds; `bench:search -- --count 2000000` measures the same answers end to end.
 * The listings are drawn from a fixed seed: GTA positions, a third of them condos, a quarter
 * leases, and towns of very different sizes, as the feed's are.
 */
import { parseArgs } from 'node:util';
import { setTimeout } from 'node:timers/promises';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { DEFAULT_LISTING_SEARCH } from '#shared/schemas/listing-search.schema.ts';
import { GridAggregator } from '../map-grid.ts';
import { filtersOf } from '../search-planner.ts';
import { type FactRow, ListingFacts } from '../postgres/listing-facts.ts';
import type { SqlRunner, SqlStatement } from '../postgres/sql-runner.ts';
import { factCopyRunner } from '../postgres/fact-copy.fixture.ts';
import type { EngineQuery, SearchCursor } from '../search-types.ts';
import { cursorAfter } from '../transaction-groups.ts';
import { percentile } from './percentile.ts';

const { values: args } = parseArgs({
  options: { count: { type: 'string', default: '1130000' }, iterations: { type: 'string', default: '40' } },
});
const COUNT = Number(args.count);
const ITERATIONS = Number(args.iterations);

const TOWNS = ['toronto', 'mississauga', 'brampton', 'markham', 'vaughan', 'oakville', 'richmond hill', 'burlington', 'ajax', 'pickering', 'milton', 'whitby'];
const SUB_TYPES = ['Detached', 'Semi-Detached', 'Att/Row/Townhouse', 'Condo Apartment', 'Condo Townhouse', 'Industrial', 'Retail', 'Office'];
const GTA = { north: 44.5, south: 43.3, east: -78.5, west: -80.2 };

/** A linear congruential generator: the same listings on every run. */
function randomFrom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
}

function factRows(count: number): FactRow[] {
  const random = randomFrom(42);
  return Array.from({ length: count }, (_, index) => {
    const feedClass = random() < 0.55 ? 'residential' : random() < 0.85 ? 'condo' : 'commercial';
    // Squaring favours the first towns: Toronto holds about a quarter of the listings.
    const town = TOWNS[Math.floor(random() ** 2 * TOWNS.length)]!;
    const isLease = random() < 0.25;
    return {
      id: index + 1,
      is_member: true,
      newest: String(1.7e15 + Math.floor(random() * 3e13)),
      latitude: GTA.south + random() * (GTA.north - GTA.south),
      longitude: GTA.west + random() * (GTA.east - GTA.west),
      feed_class: feedClass,
      transaction_type: isLease ? 'Lease' : 'Sale',
      property_sub_type: SUB_TYPES[Math.floor(random() * SUB_TYPES.length)]!,
      price: String(isLease ? 1500 + Math.floor(random() * 4000) : 300_000 + Math.floor(random() * 2_500_000)),
      bedrooms: Math.floor(random() * 6),
      bathrooms: 1 + Math.floor(random() * 4),
      parking_spaces: Math.floor(random() * 4),
      municipality: town,
      municipality_district: `${town} d${Math.floor(random() * 6)}`,
      community: `${town} c${Math.floor(random() * 40)}`,
    };
  });
}

/** Answers the facts' statements from `rows` (the load's COPY: factCopyRunner): nothing changes after the load. */
function stubRunner(rows: FactRow[]): SqlRunner {
  return async <Row extends object>(statement: SqlStatement): Promise<Row[]> => {
    if (statement.text.includes('max(updated_at)')) return [{ newest: '2026-01-01 00:00:00+00', deletions: '1:false' }] as Row[];
    if (statement.text.includes('pg_stat_activity')) return [{ since: '2026-01-01 00:00:00+00', stable: true }] as Row[];
    if (statement.text.startsWith('explain')) return [{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': rows.length } }] }] as Row[];
    throw new Error(`bench:facts has no answer for: ${statement.text.slice(0, 80)}`);
  };
}

/** Full collections, then the heap and the typed arrays' bytes in MB: what is live. */
async function liveMb(): Promise<{ heap: number; arrayBuffers: number }> {
  // The flag lets a context made after it see gc(): the bench needs no node flags of its own.
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  // Typed arrays' memory is freed after the collection that found them dead: collect until it stops falling.
  for (let last = Number.POSITIVE_INFINITY; ; ) {
    gc();
    await setTimeout(50);
    const now = process.memoryUsage().arrayBuffers;
    if (now >= last) break;
    last = now;
  }
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return { heap: heapUsed / 2 ** 20, arrayBuffers: arrayBuffers / 2 ** 20 };
}

/** The most MB of typed arrays in use, sampled every 5 ms, while `work` runs (the heap's garbage would hide the facts' part). */
async function peakMbDuring(work: () => Promise<void>): Promise<number> {
  let peak = 0;
  const sample = () => {
    peak = Math.max(peak, process.memoryUsage().arrayBuffers / 2 ** 20);
  };
  const sampler = setInterval(sample, 5);
  try {
    await work();
  } finally {
    clearInterval(sampler);
  }
  sample();
  return peak;
}

async function main(): Promise<void> {
  const rows = factRows(COUNT);
  const before = await liveMb();
  const newFacts = () =>
    new ListingFacts(
      stubRunner(rows),
      factCopyRunner((after, limit) => rows.slice(after, after + limit)),
    );
  const facts = newFacts();
  // The planner's query for the default search (every residential listing, newest first).
  const residential = filtersOf(DEFAULT_LISTING_SEARCH);
  const map = async (query: EngineQuery) => {
    const grid = new GridAggregator(9, GTA);
    const { total } = await facts.aggregate({ ...query, bbox: GTA }, null, grid, 500);
    return `${total} in ${grid.clusters().length} cells`;
  };
  /** A page of 24 (and one more) as the API asks: a first page with its total, a later one without. */
  const page = async (query: EngineQuery, cursor: SearchCursor | null = null) => {
    const { rows, total } = await facts.page(query, null, cursor, 25, cursor === null);
    return `${total ?? 'no total'}, page from id ${rows[0]?.id}`;
  };
  const started = performance.now();
  await facts.page(residential, null, null, 1);
  console.log(`[bench] ${COUNT} listings loaded into the facts in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const priceLowHigh: EngineQuery = { ...residential, sort: 'price_asc' };
  const page200 = cursorAfter((await facts.page(priceLowHigh, null, null, 199 * 24)).rows.at(-1)!);
  const cases: [string, () => Promise<unknown>][] = [
    ['all residential, newest', () => page(residential)],
    ['2+ bed, price high-low', () => page({ ...residential, minBeds: 2, sort: 'price_desc' })],
    ['4+ bed, 3+ bath, over $1M', () => page({ ...residential, minBeds: 4, minBaths: 3, minPrice: 1_000_000 })],
    ['condo for rent under $3,000', () => page({ ...residential, subTypes: ['Condo Apartment', 'Condo Townhouse'], transactionType: 'Lease', maxPrice: 3000 })],
    ['Toronto', () => page({ ...residential, places: [{ label: 'Toronto', municipalities: ['toronto'], districts: [], communities: [] }] })],
    ['all residential, price low-high, page 200', () => page(priceLowHigh, page200)],
    ['map: whole GTA, zoom 9', () => map(residential)],
    ['map: whole GTA, 3+ bed under $1.5M', () => map({ ...residential, minBeds: 3, maxPrice: 1_500_000 })],
  ];

  const results: Record<string, { p50: number; p95: number }> = {};
  for (const [label, run] of cases) {
    for (let index = 0; index < 5; index++) await run();
    const times: number[] = [];
    let answer: unknown;
    for (let index = 0; index < ITERATIONS; index++) {
      const start = performance.now();
      answer = await run();
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    results[label] = { p50: Math.round(percentile(times, 0.5) * 100) / 100, p95: Math.round(percentile(times, 0.95) * 100) / 100 };
    console.log(`[bench] ${label.padEnd(42)} p50 ${results[label].p50.toFixed(2)} p95 ${results[label].p95.toFixed(2)} ms  (${String(answer)})`);
  }
  // Every part of the facts is made by now: the columns, price order and cells by the load, the place lists by the place search.
  const after = await liveMb();
  const factsMb = { heap: Math.round(after.heap - before.heap), arrayBuffers: Math.round(after.arrayBuffers - before.arrayBuffers) };
  console.log(`[bench] the facts hold ${factsMb.heap + factsMb.arrayBuffers} MB: ${factsMb.arrayBuffers} MB of typed arrays, ${factsMb.heap} MB of heap`);
  // A background reload: new facts loaded while these answer (the stand-in's COPY bytes of a chunk, ~11 MB, are counted too).
  const reloadMb = await peakMbDuring(async () => {
    await newFacts().page(residential, null, null, 1);
  });
  console.log(`[bench] a reload holds up to ${Math.round(reloadMb - after.arrayBuffers)} MB more of typed arrays while it loads`);
  console.log(
    JSON.stringify({
      count: COUNT,
      iterations: ITERATIONS,
      factsMb: factsMb.heap + factsMb.arrayBuffers,
      factsArrayBufferMb: factsMb.arrayBuffers,
      reloadExtraMb: Math.round(reloadMb - after.arrayBuffers),
      results,
    }),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
