/**
 * The listing facts' pages and totals against a plain reading of the same rows (filter, then sort
 * by phase, sort value and id), after a full load and after the kinds of change that move a
 * clustered listing: another class, transaction type or listing time, leaving the site and coming
 * back, and new listings. search-paths.int.test.ts compares the facts with SQL on PostgreSQL; this
 * walks many more queries and changes over rows it makes, without a database.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { backgroundReloadDue, type FactRow, ListingFacts, RELOAD_POLICY } from './listing-facts.ts';
import type { CopyOutRunner, SqlRunner, SqlStatement } from './sql-runner.ts';
import { factCopyRunner } from './fact-copy.fixture.ts';
import type { EngineQuery, SearchCursor } from '../search-types.ts';
import { cursorAfter, groupsByTransaction, type PhasedRow } from '../transaction-groups.ts';
import type { FeedClass } from '#shared/listing-classes.ts';
import { cellBounds, cellOf, GridAggregator } from '../map-grid.ts';
import { filtersOf } from '../search-planner.ts';
import { DEFAULT_LISTING_SEARCH } from '#shared/schemas/listing-search.schema.ts';

const CLASSES: FeedClass[] = ['residential', 'condo', 'commercial'];
const TRANSACTIONS = ['Sale', 'Lease', 'Sub-Lease'] as const;

function randomFrom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
}

/**
 * A listing as the facts read it. Prices and listing times repeat, so ties are common; the times
 * span 23 days, so the cluster order's unit is 15 microseconds, and the ~30 listings of each time
 * that differ by a few microseconds share one (the order within a unit is the id's).
 */
function makeRow(id: number, random: () => number): FactRow {
  const placed = random() > 0.03;
  return {
    id,
    is_member: random() > 0.05,
    newest: String(1_700_000_000_000_000 + Math.floor(random() * 100) * 20_000_000_000 + (random() < 0.3 ? 0 : Math.floor(random() * 14))),
    latitude: placed ? 43.5 + random() : null,
    longitude: placed ? -79.9 + random() : null,
    feed_class: CLASSES[Math.floor(random() * 3)]!,
    transaction_type: TRANSACTIONS[Math.floor(random() * 3)]!,
    property_sub_type: random() < 0.5 ? 'Detached' : 'Condo Apartment',
    price: random() < 0.05 ? null : String(Math.floor(random() * 20) * 100_000),
    bedrooms: random() < 0.05 ? null : Math.floor(random() * 5),
    bathrooms: Math.floor(random() * 4),
    parking_spaces: Math.floor(random() * 3),
    municipality: random() < 0.3 ? 'toronto' : 'markham',
    municipality_district: null,
    community: random() < 0.5 ? 'c1' : 'c2',
  };
}

/** The facts' statements answered from `rows`: each use sees the rows changed since the last (`touch`). */
class StubTable {
  readonly rows = new Map<number, FactRow>();
  private version = 0;
  /** The planner's estimate of the rows (a load sizes its columns by it): null, their number. */
  estimate: number | null = null;
  private changed = new Set<number>();

  put(row: FactRow): void {
    this.rows.set(row.id, row);
    this.changed.add(row.id);
    this.version++;
  }

  readonly runner: SqlRunner = async <Row extends object>(statement: SqlStatement): Promise<Row[]> => {
    if (statement.text.includes('max(updated_at)')) return [{ newest: `v${this.version}`, deletions: '1:false' }] as Row[];
    if (statement.text.includes('pg_stat_activity')) return [{ since: `v${this.version}`, stable: true }] as Row[];
    if (statement.text.startsWith('explain')) return [{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': this.estimate ?? this.rows.size } }] }] as Row[];
    const all = this.sorted();
    if (statement.text.includes('updated_at >=')) {
      const rows = all.filter((row) => this.changed.has(row.id)).map((row) => ({ ...row, text_hits: [] }));
      this.changed.clear();
      return rows as Row[];
    }
    throw new Error(`no stub answer for: ${statement.text.slice(0, 80)}`);
  };

  /** A full load's reads: every row after an id, in id order. */
  readonly copyOut: CopyOutRunner = factCopyRunner((after, limit) => {
    this.changed.clear();
    return this.sorted()
      .filter((row) => row.id > after)
      .slice(0, limit);
  });

  private sorted(): FactRow[] {
    return [...this.rows.values()].sort((a, b) => a.id - b.id);
  }

  /** Facts over these rows, `onLoad` told of each chunk a load reads. */
  facts(onLoad: () => void = () => undefined, runner: SqlRunner = this.runner): ListingFacts {
    return new ListingFacts(runner, (copySql, onChunk) => {
      onLoad();
      return this.copyOut(copySql, onChunk);
    });
  }
}

// The planner's query for the default search, of one class and newest first.
const baseQuery: EngineQuery = { ...filtersOf(DEFAULT_LISTING_SEARCH), classes: ['residential'], sort: 'newest' };

const QUERIES: EngineQuery[] = [
  baseQuery,
  { ...baseQuery, classes: ['residential', 'condo'] },
  { ...baseQuery, transactionType: 'Lease' },
  { ...baseQuery, classes: ['condo', 'commercial'], minBeds: 2, maxPrice: 1_200_000 },
  { ...baseQuery, sort: 'price_desc' },
  { ...baseQuery, sort: 'price_asc', classes: CLASSES },
  { ...baseQuery, sort: 'price_asc', transactionType: 'Sale', subTypes: ['Detached'] },
  { ...baseQuery, places: [{ label: 'Toronto', municipalities: ['toronto'], districts: [], communities: [] }] },
  { ...baseQuery, classes: CLASSES, sort: 'price_desc', places: [{ label: 'Markham or C1', municipalities: ['markham'], districts: [], communities: ['c1'] }] },
  { ...baseQuery, classes: CLASSES, bbox: { south: 43.6, north: 44.2, west: -79.8, east: -79.2 } },
  // A place of several lists, some listings in two of them (markham's in c1 and c2).
  { ...baseQuery, classes: CLASSES, places: [{ label: 'Markham, C1 or C2', municipalities: ['markham'], districts: [], communities: ['c1', 'c2'] }] },
  { ...baseQuery, minBeds: 2, places: [{ label: 'Toronto or C2', municipalities: ['toronto'], districts: [], communities: ['c2'] }] },
  // Price bounds: a walk of the price order starts at them.
  { ...baseQuery, sort: 'price_desc', maxPrice: 1_200_000 },
  { ...baseQuery, sort: 'price_asc', classes: CLASSES, minPrice: 500_000, minBeds: 3 },
  { ...baseQuery, sort: 'price_asc', transactionType: 'Lease', classes: CLASSES, bbox: { south: 43.6, north: 44.2, west: -79.8, east: -79.2 } },
];

/** The page as a plain reading of the rows gives it: (group, sort value, id) in the sort's direction. */
function expectedPage(rows: Iterable<FactRow>, query: EngineQuery, after: SearchCursor | null, limit: number): { ids: number[]; total: number } {
  const matching = [...rows].filter(
    (row) =>
      row.is_member &&
      query.classes.includes(row.feed_class as FeedClass) &&
      (query.transactionType === null || row.transaction_type === query.transactionType) &&
      (query.subTypes === null || query.subTypes.includes(row.property_sub_type ?? '')) &&
      (query.minBeds === null || (row.bedrooms !== null && row.bedrooms >= query.minBeds)) &&
      (query.maxPrice === null || (row.price !== null && Number(row.price) <= query.maxPrice)) &&
      (query.minPrice === null || (row.price !== null && Number(row.price) >= query.minPrice)) &&
      query.places.every((place) => place.municipalities.includes(row.municipality ?? '') || place.communities.includes(row.community ?? '')) &&
      (query.bbox === null ||
        (row.latitude !== null &&
          row.latitude! >= query.bbox.south &&
          row.latitude! <= query.bbox.north &&
          row.longitude! >= query.bbox.west &&
          row.longitude! <= query.bbox.east)),
  );
  const direction = query.sort === 'price_asc' ? 1 : -1;
  const grouped = groupsByTransaction(query);
  const ordered = matching.map((row) => ({
    id: row.id,
    group: grouped && row.transaction_type !== 'Sale' ? 1 : 0,
    value: query.sort === 'newest' ? Number(row.newest) : Number(row.price ?? 0),
  }));
  ordered.sort((a, b) => a.group - b.group || direction * (a.value - b.value) || direction * (a.id - b.id));
  const start = after
    ? ordered.findIndex(
        (row) =>
          row.group > (after.group ?? 0) ||
          (row.group === (after.group ?? 0) &&
            (direction * (row.value - Number(after.value)) > 0 || (row.value === Number(after.value) && direction * (row.id - after.id) > 0))),
      )
    : 0;
  return { ids: start < 0 ? [] : ordered.slice(start, start + limit).map((row) => row.id), total: matching.length };
}

function matches(row: FactRow, query: EngineQuery): boolean {
  return expectedPage([row], query, null, 1).total === 1;
}

const GTA_BOX = { south: 43, north: 45, west: -81, east: -79 };
const MAPS: { query: EngineQuery; zoom: number; bbox: EngineQuery['bbox'] }[] = [
  { query: baseQuery, zoom: 9, bbox: GTA_BOX },
  { query: { ...baseQuery, classes: CLASSES }, zoom: 12, bbox: { south: 43.62, north: 44.17, west: -79.81, east: -79.23 } },
  { query: { ...baseQuery, transactionType: 'Lease' }, zoom: 7, bbox: null },
  { query: { ...baseQuery, classes: ['condo'], transactionType: 'Sale' }, zoom: 14, bbox: { south: 43.7, north: 43.75, west: -79.5, east: -79.4 } },
  { query: baseQuery, zoom: 16, bbox: GTA_BOX },
  { query: { ...baseQuery, minBeds: 2 }, zoom: 9, bbox: GTA_BOX },
];

/** Each map's cells and markers as a plain reading of the rows gives them. */
async function expectSameMaps(facts: ListingFacts, table: StubTable): Promise<void> {
  for (const { query, zoom, bbox } of MAPS) {
    const inBox = [...table.rows.values()].filter(
      (row) => matches(row, { ...query, bbox: bbox ?? { south: -90, north: 90, west: -180, east: 180 } }) && row.latitude !== null,
    );
    const expected = new Map<string, { count: number; latitudeSum: number; longitudeSum: number; x: number; y: number }>();
    for (const row of inBox) {
      const { x, y } = cellOf(row.latitude!, row.longitude!, zoom);
      const cell = expected.get(`${x}:${y}`) ?? { count: 0, latitudeSum: 0, longitudeSum: 0, x, y };
      cell.count++;
      cell.latitudeSum += row.latitude!;
      cell.longitudeSum += row.longitude!;
      expected.set(`${x}:${y}`, cell);
    }
    const grid = new GridAggregator(zoom, bbox);
    const { total, markerIds } = await facts.aggregate({ ...query, bbox }, null, grid, 40);
    expect({ zoom, query, total }).toEqual({ zoom, query, total: inBox.length });
    if (total <= 40) {
      expect(markerIds.sort((a, b) => a - b)).toEqual(inBox.map((row) => row.id).sort((a, b) => a - b));
      expect(grid.clusters().reduce((sum, cluster) => sum + cluster.count, 0)).toBe(total);
      continue;
    }
    const clusters = grid.clusters().sort((a, b) => a.bounds.west - b.bounds.west || a.bounds.south - b.bounds.south);
    const cells = [...expected.values()].sort((a, b) => a.x - b.x || a.y - b.y);
    expect(clusters.map((cluster) => [cluster.bounds, cluster.count])).toEqual(cells.map((cell) => [cellBounds(cell.x, cell.y, zoom), cell.count]));
    clusters.forEach((cluster, index) => {
      expect(cluster.latitude).toBeCloseTo(cells[index]!.latitudeSum / cells[index]!.count, 9);
      expect(cluster.longitude).toBeCloseTo(cells[index]!.longitudeSum / cells[index]!.count, 9);
    });
  }
}

async function expectSamePages(facts: ListingFacts, table: StubTable): Promise<void> {
  for (const query of QUERIES) {
    let after: SearchCursor | null = null;
    // Three pages: the second and third start at a cursor inside the clusters (or the price order).
    for (let page = 0; page < 3; page++) {
      const answer: { rows: PhasedRow[]; total: number | null } = await facts.page(query, null, after, 7);
      const expected = expectedPage(table.rows.values(), query, after, 7);
      expect({ query, page, ids: answer.rows.map((row) => row.id), total: answer.total }).toEqual({ query, page, ...expected });
      // Without a total, as the engine asks for a later page: a page sorted by price is read from the price order alone.
      const withoutTotal = await facts.page(query, null, after, 7, false);
      expect({ query, page, ids: withoutTotal.rows.map((row) => row.id) }).toEqual({ query, page, ids: expected.ids });
      if (answer.rows.length === 0) break;
      after = cursorAfter(answer.rows.at(-1)!);
    }
  }
}

describe('listing facts', () => {
  it('page, count and map as a plain reading of the rows, after a load and after listings move, leave, return and arrive', async () => {
    const random = randomFrom(7);
    const table = new StubTable();
    for (let id = 1; id <= 3000; id++) table.put(makeRow(id, random));
    const facts = table.facts();
    await expectSamePages(facts, table);
    await expectSameMaps(facts, table);

    for (let round = 0; round < 4; round++) {
      const ids = [...table.rows.keys()];
      for (let change = 0; change < 150; change++) {
        const row = table.rows.get(ids[Math.floor(random() * ids.length)]!)!;
        const kind = Math.floor(random() * 5);
        if (kind === 0) table.put({ ...row, feed_class: CLASSES[Math.floor(random() * 3)]! });
        else if (kind === 1) table.put({ ...row, transaction_type: TRANSACTIONS[Math.floor(random() * 3)]! });
        else if (kind === 2) table.put({ ...row, newest: String(Number(row.newest) + Math.floor(random() * 3 - 1) * 20_000_000_000) });
        else if (kind === 3) table.put({ ...row, is_member: !row.is_member });
        else if (kind === 4 && random() < 0.3) table.put({ ...row, latitude: 43.5 + random() });
        else table.put({ ...row, price: String(Math.floor(random() * 20) * 100_000), bedrooms: Math.floor(random() * 5) });
      }
      for (let added = 0; added < 100; added++) table.put(makeRow(table.rows.size + 1, random));
      await expectSamePages(facts, table);
      await expectSameMaps(facts, table);
    }
  });
});

describe('listing facts sorted by price', () => {
  it('pages as a plain reading of the rows with more changed prices than the price order merges in (it is dropped until the next load)', async () => {
    const random = randomFrom(11);
    const table = new StubTable();
    for (let id = 1; id <= 3000; id++) table.put(makeRow(id, random));
    const facts = table.facts();
    await expectSamePages(facts, table);
    // A price order keeps at most 1,024 changed positions (at this size) beside it.
    for (const row of [...table.rows.values()].slice(0, 1500)) table.put({ ...row, price: String(Math.floor(random() * 20) * 100_000 + 50_000) });
    await expectSamePages(facts, table);
    for (let added = 0; added < 50; added++) table.put(makeRow(table.rows.size + 1, random));
    await expectSamePages(facts, table);
  });
});

describe('listing facts beyond their room', () => {
  it('grow past a load sized by a planner estimate far too low, and past 65,535 communities as listings arrive', async () => {
    const random = randomFrom(5);
    const table = new StubTable();
    table.estimate = 1;
    for (let id = 1; id <= 3000; id++) table.put(makeRow(id, random));
    const facts = table.facts();
    await expectSamePages(facts, table);
    // Each new listing in a community of its own: the community codes outgrow two bytes.
    for (let id = 3001; id <= 72_000; id++) table.put({ ...makeRow(id, random), is_member: true, feed_class: 'residential', community: `c${id}` });
    await expectSamePages(facts, table);
    for (const id of [3001, 70_000, 72_000]) {
      const place = { label: `C${id}`, municipalities: [], districts: [], communities: [`c${id}`] };
      expect((await facts.page({ ...baseQuery, places: [place] }, null, null, 5)).rows.map((row) => row.id)).toEqual([id]);
    }
  });
});

describe('warming the listing facts', () => {
  it('loads them before any search, which then reads no more than the freshness check', async () => {
    const random = randomFrom(3);
    const table = new StubTable();
    for (let id = 1; id <= 500; id++) table.put(makeRow(id, random));
    const statements: string[] = [];
    let loads = 0;
    const facts = table.facts(
      () => loads++,
      (statement) => {
        statements.push(statement.text);
        return table.runner(statement);
      },
    );
    await facts.warm();
    expect(loads).toBe(1);
    statements.length = 0;
    expect((await facts.page(baseQuery, null, null, 5)).total).toBe(expectedPage(table.rows.values(), baseQuery, null, 5).total);
    expect(statements).toEqual([expect.stringContaining('max(updated_at)')]);
  });
});

describe('background reload of the facts', () => {
  const { maxAgeMs, reclusterAfterMs, reclusterShare } = RELOAD_POLICY;

  it('comes at least every hour, even with every position in cluster order', () => {
    expect(backgroundReloadDue(maxAgeMs - 1, 0)).toBe(false);
    expect(backgroundReloadDue(maxAgeMs + 1, 0)).toBe(true);
  });

  it('comes after five minutes only once a share of the positions is out of cluster order', () => {
    expect(backgroundReloadDue(reclusterAfterMs + 1, reclusterShare / 2)).toBe(false);
    expect(backgroundReloadDue(reclusterAfterMs + 1, reclusterShare)).toBe(true);
    expect(backgroundReloadDue(reclusterAfterMs - 1, 1)).toBe(false);
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('is started by the listings that arrived since the load, not by the clock alone', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const random = randomFrom(11);
    const table = new StubTable();
    for (let id = 1; id <= 3000; id++) table.put(makeRow(id, random));
    let loads = 0;
    const facts = table.facts(() => loads++);
    await expectSamePages(facts, table);
    const afterLoad = loads;

    vi.setSystemTime(Date.now() + reclusterAfterMs + 1000);
    await expectSamePages(facts, table);
    expect(loads).toBe(afterLoad);

    // 90 new listings, 3 % of the positions, come after the clusters once applied.
    for (let added = 0; added < 90; added++) table.put(makeRow(table.rows.size + 1, random));
    await expectSamePages(facts, table);
    await vi.waitFor(() => expect(loads).toBeGreaterThan(afterLoad));
    await expectSamePages(facts, table);
  });
});
