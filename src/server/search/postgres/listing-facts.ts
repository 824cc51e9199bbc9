/**
 * Every active listing's filter fields and map position, held in memory column by column. Two
 * answers that would otherwise visit tens of thousands of rows per request come from here in a
 * few milliseconds: a map viewport over the whole GTA (filtered and clustered on every pan), and
 * the exact total of a search ("Toronto" alone is a third of the GTA).
 * PostgreSQL stays the source: each use first asks whether listings changed (the newest
 * updated_at, an index lookup, and the deletion counter the search migration keeps); changed
 * rows are read back from where the open transactions allow and applied (an import page does not
 * cost a reload), a delete reloads everything, and so does age, as a safety net.
 * The filters here must mean what filterConditions() in listing-search-sql.ts means; the
 * conformance suite compares map totals and search totals with SQL.
 * A common keyword's full-text matches are kept here too, one bit per listing (TextMatches):
 * "yonge" matches 86,000 listings at 2,000,000, and gathering their ids through the GIN index
 * reads as many heap pages (~0.9 s) for every request, where the bits answer in a millisecond.
 */
import type { EngineQuery } from '../search-types.ts';
import type { SqlRunner } from './sql-runner.ts';
import type { ListingRow } from '../../modules/listings/listing-row.ts';
import { groupsByTransaction } from '../transaction-groups.ts';
import { searchableListingSql } from '../../modules/listings/public-listing.ts';
import { textIdsSql } from './listing-search-sql.ts';

/** Strings of one column as small integer codes; 0 stands for NULL. */
class Dictionary {
  private readonly codes = new Map<string, number>();
  code(value: string | null): number {
    if (value === null) return 0;
    let code = this.codes.get(value);
    if (code === undefined) {
      code = this.codes.size + 1;
      this.codes.set(value, code);
    }
    return code;
  }
  get size(): number {
    return this.codes.size + 1;
  }
  /** The code of a value seen before (undefined for one never seen). */
  codeOf(value: string): number | undefined {
    return this.codes.get(value);
  }
  /** A table by code: 1 for the codes of these values (a value never seen has no code). */
  lookup(values: string[]): Uint8Array {
    const table = new Uint8Array(this.size);
    for (const value of values) {
      const code = this.codes.get(value);
      if (code !== undefined) table[code] = 1;
    }
    return table;
  }
}

/**
 * A listing's row as FACT_COLUMNS reads it: the listing row's filter columns (municipality and
 * community lower-cased in SQL), plus what is computed there.
 */
type FactRow = Pick<
  ListingRow,
  | 'id'
  | 'latitude'
  | 'longitude'
  | 'feed_class'
  | 'transaction_type'
  | 'property_sub_type'
  | 'bedrooms'
  | 'bathrooms'
  | 'parking_spaces'
  | 'municipality'
  | 'municipality_district'
  | 'community'
> & {
  /** In search results: active, not hidden by the agent, not marked Sold (searchableListingSql). */
  is_public: boolean;
  listed_us: string;
  /** Read as text (`price::text`) and parsed here. */
  price: string | null;
};

/** One typed array per column, grown by doubling as listings arrive. */
class Facts {
  size = 0;
  readonly indexOf = new Map<number, number>();
  ids: Int32Array;
  /** 0 once the listing has left the site (kept in place: positions never move). */
  alive: Uint8Array;
  latitudes: Float64Array;
  longitudes: Float64Array;
  prices: Float64Array;
  /** Microseconds since 1970 of coalesce(listed_at, created_at): the "newest" sort key. */
  listed: Float64Array;
  beds: Int16Array;
  baths: Int16Array;
  parking: Int16Array;
  classes: Uint32Array;
  transactions: Uint32Array;
  subTypes: Uint32Array;
  municipalities: Uint32Array;
  districts: Uint32Array;
  communities: Uint32Array;
  readonly dictionaries = {
    classes: new Dictionary(),
    transactions: new Dictionary(),
    subTypes: new Dictionary(),
    municipalities: new Dictionary(),
    districts: new Dictionary(),
    communities: new Dictionary(),
  };
  /**
   * Positions by place code, so a search in one town visits that town's listings rather than
   * the whole GTA's. Built on first use; new listings are added, and a listing that moves to
   * another place makes them built again (rare: a correction of the feed).
   */
  private places: PlaceLists | null = null;
  private isPlacesStale = false;

  constructor(capacity: number) {
    const n = Math.max(16, capacity);
    this.ids = new Int32Array(n);
    this.alive = new Uint8Array(n);
    this.latitudes = new Float64Array(n);
    this.longitudes = new Float64Array(n);
    this.prices = new Float64Array(n);
    this.listed = new Float64Array(n);
    this.beds = new Int16Array(n);
    this.baths = new Int16Array(n);
    this.parking = new Int16Array(n);
    this.classes = new Uint32Array(n);
    this.transactions = new Uint32Array(n);
    this.subTypes = new Uint32Array(n);
    this.municipalities = new Uint32Array(n);
    this.districts = new Uint32Array(n);
    this.communities = new Uint32Array(n);
  }

  private grow(): void {
    const grown = <T extends Int32Array | Uint8Array | Float64Array | Int16Array | Uint32Array>(array: T): T => {
      const copy = new (array.constructor as new (length: number) => T)(array.length * 2);
      copy.set(array);
      return copy;
    };
    this.ids = grown(this.ids);
    this.alive = grown(this.alive);
    this.latitudes = grown(this.latitudes);
    this.longitudes = grown(this.longitudes);
    this.prices = grown(this.prices);
    this.listed = grown(this.listed);
    this.beds = grown(this.beds);
    this.baths = grown(this.baths);
    this.parking = grown(this.parking);
    this.classes = grown(this.classes);
    this.transactions = grown(this.transactions);
    this.subTypes = grown(this.subTypes);
    this.municipalities = grown(this.municipalities);
    this.districts = grown(this.districts);
    this.communities = grown(this.communities);
  }

  /** The place lists, up to date. */
  placeLists(): PlaceLists {
    if (!this.places || this.isPlacesStale) {
      const places: PlaceLists = { municipalities: [], districts: [], communities: [] };
      for (let index = 0; index < this.size; index++) this.listPlaces(places, index);
      this.places = places;
      this.isPlacesStale = false;
    }
    return this.places;
  }

  private listPlaces(places: PlaceLists, index: number): void {
    const add = (lists: number[][], code: number) => {
      const list = lists[code];
      if (list) list.push(index);
      else lists[code] = [index];
    };
    add(places.municipalities, this.municipalities[index]!);
    add(places.districts, this.districts[index]!);
    add(places.communities, this.communities[index]!);
  }

  /** Takes the row as it is now: new listings are added, changed ones overwritten, inactive ones switched off. */
  upsert(row: FactRow): void {
    let index = this.indexOf.get(row.id);
    const isNew = index === undefined;
    if (index === undefined) {
      if (!row.is_public) return;
      if (this.size === this.ids.length) this.grow();
      index = this.size++;
      this.ids[index] = row.id;
      this.indexOf.set(row.id, index);
    }
    const d = this.dictionaries;
    const municipality = d.municipalities.code(row.municipality);
    const district = d.districts.code(row.municipality_district);
    const community = d.communities.code(row.community);
    if (isNew) {
      this.municipalities[index] = municipality;
      this.districts[index] = district;
      this.communities[index] = community;
      if (this.places && !this.isPlacesStale) this.listPlaces(this.places, index);
    } else if (this.municipalities[index] !== municipality || this.districts[index] !== district || this.communities[index] !== community) {
      this.isPlacesStale = true;
    }
    this.alive[index] = row.is_public ? 1 : 0;
    // NaN fails every comparison, as NULL does in SQL: no price passes a price filter, and a
    // listing without a position is on no map.
    this.latitudes[index] = row.latitude ?? Number.NaN;
    this.longitudes[index] = row.longitude ?? Number.NaN;
    this.prices[index] = row.price === null ? Number.NaN : Number(row.price);
    this.listed[index] = Number(row.listed_us);
    this.beds[index] = row.bedrooms ?? -1;
    this.baths[index] = row.bathrooms ?? -1;
    this.parking[index] = row.parking_spaces ?? -1;
    this.classes[index] = d.classes.code(row.feed_class);
    this.transactions[index] = d.transactions.code(row.transaction_type);
    this.subTypes[index] = d.subTypes.code(row.property_sub_type);
    this.municipalities[index] = municipality;
    this.districts[index] = district;
    this.communities[index] = community;
  }
}

/** Positions by dictionary code, one list per code (each position is in one list of each kind). */
interface PlaceLists {
  municipalities: number[][];
  districts: number[][];
  communities: number[][];
}

export type FactVisitor = (id: number, latitude: number, longitude: number) => void;

/** The query's filters as a test of one listing, column by column with lookup tables (it runs 100,000 times a request). */
function compile(facts: Facts, query: EngineQuery): (index: number) => boolean {
  const d = facts.dictionaries;
  const classOk = d.classes.lookup(query.classes);
  const subTypeOk = query.subTypes ? d.subTypes.lookup(query.subTypes) : null;
  const transactionOk = query.transactionType ? d.transactions.lookup([query.transactionType]) : null;
  const places = query.places.map((place) => ({
    municipalities: d.municipalities.lookup(place.municipalities),
    districts: d.districts.lookup(place.districts),
    communities: d.communities.lookup(place.communities),
  }));
  const minPrice = query.minPrice ?? Number.NEGATIVE_INFINITY;
  const maxPrice = query.maxPrice ?? Number.POSITIVE_INFINITY;
  const hasPriceFilter = query.minPrice !== null || query.maxPrice !== null;
  const minBeds = query.minBeds ?? Number.NEGATIVE_INFINITY;
  const minBaths = query.minBaths ?? Number.NEGATIVE_INFINITY;
  const minParking = query.minParking ?? Number.NEGATIVE_INFINITY;
  const box = query.bbox;
  const { alive, latitudes, longitudes, prices, beds, baths, parking, classes, subTypes, transactions, municipalities, districts, communities } = facts;
  return (index) => {
    if (alive[index] !== 1 || classOk[classes[index]!] !== 1) return false;
    if (subTypeOk && subTypeOk[subTypes[index]!] !== 1) return false;
    if (transactionOk && transactionOk[transactions[index]!] !== 1) return false;
    if (hasPriceFilter) {
      const price = prices[index]!;
      if (!(price >= minPrice && price <= maxPrice)) return false;
    }
    if (beds[index]! < minBeds || baths[index]! < minBaths || parking[index]! < minParking) return false;
    for (const place of places) {
      if (place.municipalities[municipalities[index]!] !== 1 && place.districts[districts[index]!] !== 1 && place.communities[communities[index]!] !== 1)
        return false;
    }
    if (!box) return true;
    const latitude = latitudes[index]!;
    const longitude = longitudes[index]!;
    return latitude >= box.south && latitude <= box.north && longitude >= box.west && longitude <= box.east;
  };
}

/**
 * A keyword's matches: ids read from PostgreSQL (the exact ones rank first) and, for full text,
 * the bits of its TextMatches (null when the ids hold the whole answer).
 */
export interface KeywordIds {
  exactIds: number[];
  otherIds: number[];
}
/** The full-text query (buildTsQuery) to answer from the bits of TextMatches, beside the ids, or null. */
export interface KeywordSource {
  ids: Promise<KeywordIds>;
  tsQuery: string | null;
}

interface ResolvedKeyword extends KeywordIds {
  bits: Uint32Array | null;
}

/** Visits each position the keyword matches once, with its tier (0 exact, 1 the rest), in no order. */
function forEachKeywordMatch(facts: Facts, keyword: ResolvedKeyword, visit: (index: number, tier: 0 | 1) => void): void {
  const exact = new Set<number>();
  for (const id of keyword.exactIds) {
    const index = facts.indexOf.get(id);
    if (index === undefined || exact.has(index)) continue;
    exact.add(index);
    visit(index, 0);
  }
  const seen = new Set<number>();
  for (const id of keyword.otherIds) {
    const index = facts.indexOf.get(id);
    if (index === undefined || exact.has(index) || seen.has(index)) continue;
    seen.add(index);
    visit(index, 1);
  }
  const bits = keyword.bits;
  if (!bits) return;
  for (let word = 0; word < bits.length; word++) {
    let rest = bits[word]! | 0;
    while (rest !== 0) {
      const lowest = rest & -rest;
      rest ^= lowest;
      const index = word * 32 + 31 - Math.clz32(lowest);
      if (!exact.has(index) && !seen.has(index)) visit(index, 1);
    }
  }
}

/** Visits the listings that pass the query's filters, only the keyword's matches when given; answers how many. */
function scan(facts: Facts, query: EngineQuery, keyword: ResolvedKeyword | null, visit: FactVisitor | null): number {
  const matches = compile(facts, query);
  let count = 0;
  const check = (index: number) => {
    if (!matches(index)) return;
    count++;
    visit?.(facts.ids[index]!, facts.latitudes[index]!, facts.longitudes[index]!);
  };
  // A keyword's matches are usually few: look them up rather than test every listing.
  if (keyword) forEachKeywordMatch(facts, keyword, check);
  else if (query.places.length > 0) forEachInPlace(facts, query, check);
  else for (let index = 0; index < facts.size; index++) check(index);
  return count;
}

/**
 * Visits, once each, the positions of the query's smallest place filter (its municipalities,
 * districts and communities): every listing the query can answer is among them.
 */
function forEachInPlace(facts: Facts, query: EngineQuery, visit: (index: number) => void): void {
  const d = facts.dictionaries;
  const lists = facts.placeLists();
  const codesOf = (dictionary: Dictionary, values: string[]) => values.map((value) => dictionary.codeOf(value)).filter((code) => code !== undefined);
  const candidates = query.places.map((place) => {
    const municipalities = codesOf(d.municipalities, place.municipalities);
    const districts = codesOf(d.districts, place.districts);
    const communities = codesOf(d.communities, place.communities);
    const size = (all: number[][], codes: number[]) => codes.reduce((sum, code) => sum + (all[code]?.length ?? 0), 0);
    return {
      municipalities,
      districts,
      communities,
      size: size(lists.municipalities, municipalities) + size(lists.districts, districts) + size(lists.communities, communities),
    };
  });
  const place = candidates.reduce((smallest, candidate) => (candidate.size < smallest.size ? candidate : smallest));
  // A position is in one list of each kind: skip one already visited through an earlier kind.
  const isMunicipality = new Uint8Array(d.municipalities.size);
  for (const code of place.municipalities) isMunicipality[code] = 1;
  const isDistrict = new Uint8Array(d.districts.size);
  for (const code of place.districts) isDistrict[code] = 1;
  for (const code of new Set(place.municipalities)) for (const index of lists.municipalities[code] ?? []) visit(index);
  for (const code of new Set(place.districts)) {
    for (const index of lists.districts[code] ?? []) if (isMunicipality[facts.municipalities[index]!] !== 1) visit(index);
  }
  for (const code of new Set(place.communities)) {
    for (const index of lists.communities[code] ?? []) {
      if (isMunicipality[facts.municipalities[index]!] !== 1 && isDistrict[facts.districts[index]!] !== 1) visit(index);
    }
  }
}

function setBit(bits: Uint32Array, index: number, isSet: boolean): Uint32Array {
  const word = index >>> 5;
  let target = bits;
  if (word >= bits.length) {
    if (!isSet) return bits;
    target = new Uint32Array(Math.max(word + 1, bits.length * 2));
    target.set(bits);
  }
  const mask = 1 << (index & 31);
  target[word] = isSet ? target[word]! | mask : target[word]! & ~mask;
  return target;
}

/** Ids sent as one comma-separated text. */
export const idList = (text: string | undefined): number[] => (text ? text.split(',').map(Number) : []);

const FACT_COLUMNS = `id, ${searchableListingSql()} as is_public, (extract(epoch from coalesce(listed_at, created_at)) * 1000000)::int8::text as listed_us,
  latitude, longitude, feed_class, transaction_type, property_sub_type, price::text as price, bedrooms, bathrooms, parking_spaces,
  lower(municipality) as municipality, municipality_district, lower(community) as community`;

/**
 * A full-text query's matches among the public listings, one bit per position of `facts`, kept
 * while its listings change: applyChanges tests each changed row against every kept query in
 * SQL (`search_words @@`, PostgreSQL's own matching). Only queries with many matches are kept,
 * the most recently used first: a rare word's few ids come from the GIN index in a few
 * milliseconds anyway.
 */
interface TextMatches {
  facts: Facts;
  bits: Uint32Array;
}

/** How many full-text queries keep their bits (each is one bit per listing: 155 KB at 1.2 million public listings). */
const KEPT_TEXT_QUERIES = 64;
/** A full-text query's bits are kept from this many matches. */
export const KEEP_TEXT_MATCHES_FROM = 1000;

/** Public listings read by one statement of a full load. */
const LOAD_CHUNK = 100_000;

/** Fully reloaded this often whatever happens: a safety net for a write the change checks missed. */
const MAX_AGE_MS = 5 * 60_000;
/**
 * Read before each use: the newest write (an index lookup) and the deletion counter the search
 * migration keeps (is_called tells the first deletion, whose last_value stays 1, from none).
 */
const NEWEST_SQL = `select (select max(updated_at) from listing)::text as newest,
    (select last_value || ':' || is_called from public.listing_deletions) as deletions`;

/**
 * Read when the facts are brought up to date (about 0.8 ms, so not at every use): where the next
 * read of changes starts, and whether an unchanged newest ($1) will mean nothing new. Every write
 * of a listing sets `updated_at = now()`, its transaction's start, so a transaction still open can
 * commit rows older than the newest already read. The next read therefore starts at the older of
 * the newest row and the oldest open transaction's start (pg_stat_activity), less a second for a
 * transaction that has taken its start but does not show yet. During an import that is about a
 * second of rows, where a fixed ten-second overlap re-read ~15,000 rows at every search
 * (docs/decisions/2026-11-27-facts-change-window.md). Sessions whose activity this role may not
 * read (another role's, without pg_read_all_stats) could be writers: then ten seconds stand.
 * `stable`: no transaction that began at or before the newest row is open; a later one's rows are
 * newer and move the newest.
 */
const OPEN_TRANSACTIONS_SQL = `with open as (
    select min(xact_start) as oldest, coalesce(bool_or(query = '<insufficient privilege>'), false) as unseen
    from pg_stat_activity
    where datname = current_database() and backend_type = 'client backend' and pid <> pg_backend_pid()
      and (xact_start is not null or query = '<insufficient privilege>')
  )
  select (least($1::timestamptz, open.oldest) - case when open.unseen then interval '10 seconds' else interval '1 second' end)::text as since,
    coalesce(not open.unseen and (open.oldest is null or open.oldest > $1::timestamptz), false) as stable
  from open`;

/** What NEWEST_SQL reads. */
interface Newest {
  newest: string | null;
  deletions: string;
}

/** A refresh's view of the table: NEWEST_SQL's, with OPEN_TRANSACTIONS_SQL's. */
interface ChangeState extends Newest {
  /** Where the read of changes after this one starts (null: from the beginning). */
  since: string | null;
  stable: boolean;
}

export class ListingFacts {
  private facts: Facts | null = null;
  private newest: string | null = null;
  /** Where the next read of changes starts, and whether an unchanged newest means no change (ChangeState). */
  private since: string | null = null;
  private stable = false;
  private deletions: string | null = null;
  private loadedAt = 0;
  private refreshing: Promise<Facts> | null = null;
  /** The safety reload by age, run while the current facts keep answering. */
  private reloading: Promise<unknown> | null = null;
  /** Counts the refreshes begun: text matches read while one ran are not kept (see textBits). */
  private refreshes = 0;
  /** Kept text matches by full-text query, least recently used first. */
  private readonly texts = new Map<string, TextMatches>();

  constructor(
    private readonly sql: SqlRunner,
    private readonly keepTextMatchesFrom = KEEP_TEXT_MATCHES_FROM,
  ) {}

  /**
   * Calls `visit` for every listing that meets the query's filters (and the keyword, when
   * given); with a bounding box, only listings with a position inside it.
   */
  async forEachMatch(query: EngineQuery, keyword: KeywordSource | null, visit: FactVisitor): Promise<void> {
    const [facts, resolved] = await this.withKeyword(keyword);
    scan(facts, query, resolved, visit);
  }

  /** How many listings meet the query's filters (and the keyword, when given). */
  async count(query: EngineQuery, keyword: KeywordSource | null): Promise<number> {
    const [facts, resolved] = await this.withKeyword(keyword);
    return scan(facts, query, resolved, null);
  }

  /**
   * The keyword's matches (tier 0 for exact matches, 1 for the rest) that meet the query's
   * filters, with their sort value: `coalesce(price, 0)` or the listing time in microseconds, as
   * the SQL sorts them.
   */
  async ranked(query: EngineQuery, keyword: KeywordSource): Promise<{ id: number; tier: 0 | 1; group: 0 | 1; value: number }[]> {
    const [facts, resolved] = await this.withKeyword(keyword);
    const matches = compile(facts, query);
    const byPrice = query.sort !== 'newest';
    // Sales (group 0) before leases (group 1) when the sort groups them (transaction-groups.ts).
    const sale = groupsByTransaction(query) ? facts.dictionaries.transactions.lookup(['Sale']) : null;
    const ranked: { id: number; tier: 0 | 1; group: 0 | 1; value: number }[] = [];
    forEachKeywordMatch(facts, resolved!, (index, tier) => {
      if (!matches(index)) return;
      const price = facts.prices[index]!;
      const group = sale && sale[facts.transactions[index]!] !== 1 ? 1 : 0;
      ranked.push({ id: facts.ids[index]!, tier, group, value: byPrice ? (Number.isNaN(price) ? 0 : price) : facts.listed[index]! });
    });
    return ranked;
  }

  /** Forget the loaded facts (to free memory). */
  invalidate(): void {
    this.facts = null;
    this.texts.clear();
  }

  /** The facts as of now and the keyword's matches among them (the keyword's index read runs meanwhile). */
  private async withKeyword(keyword: KeywordSource | null): Promise<[Facts, ResolvedKeyword | null]> {
    if (!keyword) return [await this.current(), null];
    const [facts, ids] = await Promise.all([this.current(), keyword.ids]);
    const bits = keyword.tsQuery === null ? null : await this.textBits(facts, keyword.tsQuery);
    return [facts, { ...ids, bits }];
  }

  /**
   * A full-text query's matches as bits over `facts`: kept ones, or read through the GIN index
   * (and kept when they are many). They are kept only when no refresh ran during the read, so
   * every later change reaches them through applyChanges; a refresh that began meanwhile may
   * have read rows newer than the matches without testing them.
   */
  private async textBits(facts: Facts, tsQuery: string): Promise<Uint32Array> {
    const kept = this.texts.get(tsQuery);
    if (kept && kept.facts === facts) {
      this.texts.delete(tsQuery);
      this.texts.set(tsQuery, kept);
      return kept.bits;
    }
    const refreshesBefore = this.refreshes;
    const isQuiet = this.refreshing === null && this.reloading === null;
    const [row] = await this.sql<{ ids: string }>(textIdsSql(tsQuery));
    const ids = idList(row?.ids);
    let bits: Uint32Array = new Uint32Array((facts.ids.length >>> 5) + 1);
    for (const id of ids) {
      const index = facts.indexOf.get(id);
      if (index !== undefined) bits = setBit(bits, index, true);
    }
    const isCurrent = isQuiet && this.refreshing === null && this.reloading === null && this.refreshes === refreshesBefore && this.facts === facts;
    if (isCurrent && ids.length >= this.keepTextMatchesFrom) {
      this.texts.delete(tsQuery);
      this.texts.set(tsQuery, { facts, bits });
      if (this.texts.size > KEPT_TEXT_QUERIES) this.texts.delete(this.texts.keys().next().value!);
    }
    return bits;
  }

  /** The facts as of now: reloaded after a delete or when old, else brought up to date with what changed since. */
  private async current(): Promise<Facts> {
    const [head] = (await this.sql<Newest>({ text: NEWEST_SQL, values: [] })) as [Newest];
    const needsReload = !this.facts || head.deletions !== this.deletions;
    // Age alone does not make a request wait: the facts kept up to date answer while the safety
    // reload runs (1.1 million rows take 10–30 s at 2,000,000 listings).
    if (!needsReload && Date.now() - this.loadedAt > MAX_AGE_MS) this.reloadInBackground(head);
    if (!needsReload && head.newest === this.newest && this.stable) return this.facts!;
    if (!this.refreshing) this.refreshes++;
    this.refreshing ??= this.withOpenTransactions(head)
      .then((state) => (needsReload ? this.load(state) : this.applyChanges(state)))
      .finally(() => {
        this.refreshing = null;
      });
    return this.refreshing;
  }

  /** `head` with where the next read of changes starts, given the transactions open now. */
  private async withOpenTransactions(head: Newest): Promise<ChangeState> {
    const [open] = await this.sql<{ since: string | null; stable: boolean }>({ text: OPEN_TRANSACTIONS_SQL, values: [head.newest] });
    return { ...head, since: open?.since ?? null, stable: open?.stable ?? false };
  }

  private reloadInBackground(head: Newest): void {
    if (this.reloading) return;
    this.refreshes++;
    this.reloading = this.withOpenTransactions(head)
      .then((state) => this.load(state))
      // Nobody awaits it: a failed reload is tried again at the next use.
      .catch(() => undefined)
      .finally(() => {
        this.reloading = null;
      });
  }

  /**
   * Reads every public listing in id order, LOAD_CHUNK rows a statement: at 2,000,000 listings one
   * statement of 1.1 million rows outlasted the web role's statement_timeout on a busy machine
   * (a 500 for the request that loaded), and held every row object at once. A row changed while
   * the chunks are read is read again by the next applyChanges (its updated_at is newer than
   * `state`), a row deleted meanwhile makes the next use reload.
   */
  private async load(state: ChangeState): Promise<Facts> {
    const facts = new Facts(LOAD_CHUNK);
    for (let after = 0; ; ) {
      const rows = await this.sql<FactRow>({
        text: `select ${FACT_COLUMNS} from listing where ${searchableListingSql()} and id > $1 order by id limit $2`,
        values: [after, LOAD_CHUNK],
      });
      for (const row of rows) facts.upsert(row);
      if (rows.length < LOAD_CHUNK) break;
      after = rows.at(-1)!.id;
    }
    this.facts = facts;
    this.texts.clear();
    this.advance(state);
    this.deletions = state.deletions;
    this.loadedAt = Date.now();
    return facts;
  }

  private async applyChanges(state: ChangeState): Promise<Facts> {
    const facts = this.facts!;
    // Each changed row is tested against the kept full-text queries: the 1-based positions of those it matches.
    const texts = [...this.texts].filter(([, kept]) => kept.facts === facts);
    const rows = await this.sql<FactRow & { text_hits: number[] }>({
      text: `select ${FACT_COLUMNS},
          array(select q.position::int from unnest($2::text[]) with ordinality q(ts_query, position) where search_words @@ to_tsquery('simple', q.ts_query)) as text_hits
        from listing where updated_at >= $1::timestamptz`,
      values: [this.since ?? '-infinity', texts.map(([tsQuery]) => tsQuery)],
    });
    for (const row of rows) {
      facts.upsert(row);
      const index = facts.indexOf.get(row.id);
      if (index === undefined) continue;
      texts.forEach(([, kept], position) => {
        kept.bits = setBit(kept.bits, index, row.text_hits.includes(position + 1));
      });
    }
    // A reload that finished meanwhile replaced these facts: its own state stands.
    if (this.facts === facts) this.advance(state);
    return facts;
  }

  /** The facts now hold every row `state` promised: the next read of changes starts where it says. */
  private advance(state: ChangeState): void {
    this.newest = state.newest;
    this.since = state.since;
    this.stable = state.stable;
  }
}
