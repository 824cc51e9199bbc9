/**
 * The SQL of the PostgreSQL engine, built from an EngineQuery with numbered parameters. The
 * expressions below must stay exactly those of the search migration's indexes
 * (migrations/Migration20261122010000_search.ts), or PostgreSQL stops using them:
 * - listing_search_words() of the row (GIN, full text; see text/search-words.ts),
 * - search_street(address) (exact and word-prefix address, text_pattern_ops),
 * - the sort keys coalesce(listed_at, created_at) and coalesce(price, 0), each paired with id.
 */
import { ownEntry } from '#shared/own-entry.ts';
import { DAY_MS } from '#shared/time.ts';
import { STREET_ABBREVIATIONS, STREET_WORD_VARIANTS } from '../text/normalize.ts';
import type { Vocabulary } from '../text/typo.ts';
import type { EngineQuery, PlaceFilter, SearchCursor } from '../search-types.ts';
import type { SqlStatement } from './sql-runner.ts';
import { searchWordsSql } from '../text/search-words.ts';
import { cellSize } from '../map-grid.ts';
import { searchableListingSql } from '../../modules/listings/public-listing.ts';
import { groupsByTransaction, type TransactionGroup } from '../transaction-groups.ts';

const DOCUMENT_SQL = searchWordsSql('l');

/** A price sort: the key's value as text, read back as it is. */
function priceSort<Direction extends 'asc' | 'desc'>(key: string, direction: Direction) {
  return { key, value: (sortKey: string) => `${sortKey}::text`, cursorValue: (value: string) => value, type: 'numeric', direction } as const;
}

/**
 * Sort keys and how cursor values read back. Values travel as text: the listing time in whole
 * microseconds (exact, and what the in-memory ranking of text matches uses too) or the price.
 */
const SORTS = {
  newest: {
    key: 'coalesce(l.listed_at, l.created_at)',
    value: (key: string) => `(extract(epoch from ${key}) * 1000000)::int8::text`,
    cursorValue: microsecondsToIso,
    type: 'timestamptz',
    direction: 'desc',
  },
  price_desc: priceSort('coalesce(l.price, 0)', 'desc'),
  price_asc: priceSort('coalesce(l.price, 0)', 'asc'),
} as const;

/**
 * Sold and leased listings (the VOW tier) sort by what closed: the latest close first, and the
 * close price (the list price when the feed gave none). The keys are those of the VOW migration's
 * indexes (Migration20261126070000_vow_search); the close date travels as days since 1970.
 */
const CLOSED_PRICE = 'coalesce(l.close_price, l.price)';
const CLOSED_SORTS = {
  newest: {
    key: 'l.close_date',
    value: (key: string) => `(${key} - date '1970-01-01')::text`,
    cursorValue: (days: string) => new Date(Number(days) * DAY_MS).toISOString().slice(0, 10),
    type: 'date',
    direction: 'desc',
  },
  price_desc: priceSort(`coalesce(${CLOSED_PRICE}, 0)`, 'desc'),
  price_asc: priceSort(`coalesce(${CLOSED_PRICE}, 0)`, 'asc'),
} as const;

const sortOf = (query: EngineQuery) => (query.closed ? CLOSED_SORTS : SORTS)[query.sort];

/** "1751674188833123" → "2025-07-05T00:09:48.833123Z": exact to the microsecond, unlike a Date. */
export function microsecondsToIso(microseconds: string): string {
  const value = BigInt(microseconds);
  const seconds = value / 1_000_000n - (value % 1_000_000n < 0n ? 1n : 0n);
  const fraction = value - seconds * 1_000_000n;
  return new Date(Number(seconds) * 1000).toISOString().replace(/\.\d{3}Z$/, `.${fraction.toString().padStart(6, '0')}Z`);
}

export class SqlParams {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/**
 * One tsquery group per token: the word, its street-type spellings and typo corrections. The
 * last word may be unfinished, so it is also a prefix, unless it is a street type: "ave:*"
 * would gather every word from "avenue" to "average" for nothing.
 */
export function buildTsQuery(tokens: string[], vocabulary: Vocabulary): string {
  return tokens
    .map((token, index) => {
      const abbreviation = ownEntry(STREET_ABBREVIATIONS, token) ?? (STREET_WORD_VARIANTS.has(token) ? token : undefined);
      const isUnfinished = index === tokens.length - 1 && !abbreviation;
      const spellings = new Set<string>([isUnfinished ? `${token}:*` : token]);
      if (abbreviation) for (const spelling of STREET_WORD_VARIANTS.get(abbreviation) ?? []) spellings.add(spelling);
      if (!/\d/.test(token)) for (const correction of vocabulary.corrections(token)) spellings.add(correction);
      return spellings.size === 1 ? [...spellings][0]! : `(${[...spellings].join(' | ')})`;
    })
    .join(' & ');
}

function equalsAny(expression: string, values: string[], params: SqlParams): string {
  return values.length === 1 ? `${expression} = ${params.add(values[0])}` : `${expression} = any(${params.add(values)}::text[])`;
}

function placeCondition(place: PlaceFilter, params: SqlParams): string {
  const parts: string[] = [];
  if (place.municipalities.length > 0) parts.push(equalsAny('lower(l.municipality)', place.municipalities, params));
  if (place.districts.length > 0) parts.push(equalsAny('l.municipality_district', place.districts, params));
  if (place.communities.length > 0) parts.push(equalsAny('lower(l.community)', place.communities, params));
  if (parts.length === 0) return 'false';
  return parts.length === 1 ? parts[0]! : `(${parts.join(' or ')})`;
}

/**
 * Which rows a query may answer at all: the searchable public listings (public-listing.ts), or, for the VOW tier, the sold or leased listings closed in
 * the range, never one the agent hid. Nothing else decides it.
 */
function marketConditions(query: EngineQuery, params: SqlParams): string[] {
  if (!query.closed) return [searchableListingSql('l')];
  return [
    `l.market_status = ${params.add(query.closed.status)}`,
    'not l.agent_hidden',
    `l.close_date between ${params.add(query.closed.from)}::date and ${params.add(query.closed.to)}::date`,
  ];
}

/** Conditions every listing of the answer meets, keyword aside. */
export function filterConditions(query: EngineQuery, params: SqlParams): string[] {
  // The market's conditions first: the public sort indexes are partial on is_active, the closed ones on close_date.
  const conditions = [...marketConditions(query, params), equalsAny('l.feed_class', query.classes, params)];
  const price = query.closed ? CLOSED_PRICE : 'l.price';
  if (query.subTypes) conditions.push(equalsAny('l.property_sub_type', query.subTypes, params));
  if (query.transactionType) conditions.push(`l.transaction_type = ${params.add(query.transactionType)}`);
  if (query.minPrice !== null) conditions.push(`${price} >= ${params.add(query.minPrice)}`);
  if (query.maxPrice !== null) conditions.push(`${price} <= ${params.add(query.maxPrice)}`);
  if (query.minBeds !== null) conditions.push(`l.bedrooms >= ${params.add(query.minBeds)}`);
  if (query.minBaths !== null) conditions.push(`l.bathrooms >= ${params.add(query.minBaths)}`);
  if (query.minParking !== null) conditions.push(`l.parking_spaces >= ${params.add(query.minParking)}`);
  for (const place of query.places) conditions.push(placeCondition(place, params));
  if (query.bbox) {
    conditions.push(`l.latitude between ${params.add(query.bbox.south)} and ${params.add(query.bbox.north)}`);
    conditions.push(`l.longitude between ${params.add(query.bbox.west)} and ${params.add(query.bbox.east)}`);
  }
  return conditions;
}

/**
 * Working memory that keeps a common word's bitmap of heap pages exact: a lossy page's rows are
 * rechecked by computing their words (~60 µs a row; the words are not stored), and at 4 MB a
 * bitmap turns lossy past ~65,000 pages. 64 MB holds every page of a 4,000,000-listing table.
 */
const EXACT_BITMAP_WORK_MEM = '64MB';

/** What a statement that matches the query's full text asks for (nothing for an MLS prefix or no keyword). */
function fullTextSettings(query: EngineQuery): Pick<SqlStatement, 'workMem'> {
  return query.text && !query.mlsPrefix ? { workMem: EXACT_BITMAP_WORK_MEM } : {};
}

/** The keyword's match (MLS prefix or full text), or null when there is no keyword to match. */
export function matchCondition(query: EngineQuery, params: SqlParams, vocabulary: Vocabulary): string | null {
  if (query.mlsPrefix) return `l.listing_key like ${params.add(`${query.mlsPrefix}%`)}`;
  if (query.text) return `${DOCUMENT_SQL} @@ to_tsquery('simple', ${params.add(buildTsQuery(query.text.tokens, vocabulary))})`;
  return null;
}

/** The listings that rank first (null-safe, so `not (...)` is its exact complement). */
export function exactCondition(query: EngineQuery, params: SqlParams): string | null {
  const exact = query.exact;
  if (!exact) return null;
  const parts: string[] = [];
  if (exact.listingKey) parts.push(`l.listing_key = ${params.add(exact.listingKey)}`);
  if (exact.street) {
    const street = `(search_street(l.address) = ${params.add(exact.street)} or search_street(l.address) like ${params.add(`${exact.street} %`)})`;
    parts.push(exact.unit ? `(${street} and coalesce(lower(l.unit_number), '') = ${params.add(exact.unit)})` : street);
  }
  if (parts.length === 0) return null;
  return parts.length === 1 ? parts[0]! : `(${parts.join(' or ')})`;
}

/** The transaction condition of a group when the query's sort groups sales and leases (transaction-groups.ts). */
export function groupCondition(query: EngineQuery, group: TransactionGroup): string | null {
  if (!groupsByTransaction(query)) return null;
  return group === 0 ? `l.transaction_type = 'Sale'` : `l.transaction_type <> 'Sale'`;
}

/** Up to `limit` listings of one tier (and transaction group) after the cursor, in sort order. */
export function tierPageSql(
  query: EngineQuery,
  tier: 0 | 1,
  after: SearchCursor | null,
  limit: number,
  vocabulary: Vocabulary,
  group: TransactionGroup = 0,
): SqlStatement {
  const params = new SqlParams();
  const conditions = filterConditions(query, params);
  const inGroup = groupCondition(query, group);
  if (inGroup) conditions.push(inGroup);
  if (tier === 0) {
    conditions.push(exactCondition(query, params) ?? 'false');
  } else {
    const match = matchCondition(query, params, vocabulary);
    if (match) conditions.push(match);
    const exact = exactCondition(query, params);
    if (exact) conditions.push(`not ${exact}`);
  }
  const sort = sortOf(query);
  const comparison = sort.direction === 'desc' ? '<' : '>';
  // Full text too is one plain query (the engine orders full-text matches in memory; this form is
  // the benchmark's baseline and the tests' reference). The planner may walk the sort index and
  // test each row (a common word such as "yonge" finds a page in a few hundred rows) or gather a
  // rare word's matches through the GIN index and sort them; the words' statistics and cost tell
  // which. Gathering every match first (a
  // materialized CTE, until 2026-11-26) read 86,000 rows for "yonge" at 2,000,000 listings.
  if (after) conditions.push(`(${sort.key}, l.id) ${comparison} (${params.add(sort.cursorValue(after.value))}::${sort.type}, ${params.add(after.id)}::int)`);
  return {
    text: `select l.id, ${sort.value(sort.key)} as sort_value from listing l where ${conditions.join(' and ')}
      order by ${sort.key} ${sort.direction}, l.id ${sort.direction} limit ${params.add(limit)}`,
    values: params.values,
    ...(tier === 1 ? fullTextSettings(query) : {}),
  };
}

/** Filters plus the keyword: its match or its exact listings. */
function answerConditions(query: EngineQuery, params: SqlParams, vocabulary: Vocabulary): string[] {
  const conditions = filterConditions(query, params);
  const match = matchCondition(query, params, vocabulary);
  const exact = exactCondition(query, params);
  if (match && exact) conditions.push(`(${match} or ${exact})`);
  else if (match) conditions.push(match);
  return conditions;
}

/** How many listings the whole answer holds (both tiers); the engine counts in memory, the benchmark's baseline in SQL. */
export function countSql(query: EngineQuery, vocabulary: Vocabulary): SqlStatement {
  const params = new SqlParams();
  const conditions = answerConditions(query, params, vocabulary);
  return { text: `select count(*)::int as total from listing l where ${conditions.join(' and ')}`, values: params.values, ...fullTextSettings(query) };
}

/**
 * Ids of the listings the keyword matches, as two lists: exact matches (ranked first) and the
 * rest, whatever the other filters (the in-memory listing facts apply those): narrow index
 * reads for totals, the map, and the pages of full-text keywords.
 */
export function keywordIdsSql(query: EngineQuery, vocabulary: Vocabulary, options: { withText: boolean } = { withText: true }): SqlStatement | null {
  const params = new SqlParams();
  const parts: string[] = [];
  const market = marketConditions(query, params).join(' and ');
  if (query.mlsPrefix) {
    parts.push(
      `select l.id, l.listing_key = ${params.add(query.mlsPrefix)} as exact from listing l where ${market} and l.listing_key like ${params.add(`${query.mlsPrefix}%`)}`,
    );
  } else {
    if (query.text && options.withText) {
      parts.push(
        `select l.id, false as exact from listing l where ${market} and ${DOCUMENT_SQL} @@ to_tsquery('simple', ${params.add(buildTsQuery(query.text.tokens, vocabulary))})`,
      );
    }
    const exact = exactCondition(query, params);
    if (exact) parts.push(`select l.id, true as exact from listing l where ${market} and ${exact}`);
  }
  if (parts.length === 0) return null;
  // One row of two id lists: a street word can match thousands of listings, and thousands of
  // one-column rows cost more to send and parse than the index read that found them.
  return {
    text: `select coalesce(string_agg(id::text, ',') filter (where exact), '') as exact_ids,
      coalesce(string_agg(id::text, ',') filter (where not exact), '') as other_ids
      from (${parts.join(' union all ')}) matches`,
    values: params.values,
    ...(options.withText ? fullTextSettings(query) : {}),
  };
}

/**
 * Ids of the listings of a facts scope whose words match a full-text query (buildTsQuery), as one
 * comma-separated text: what the listing facts keep in memory for a common keyword. `member` is
 * the scope's rule (the searchable listings, or a closed market's); `wordsIndexed` the predicate of
 * the words index that holds them (`is_active`, or `close_date is not null`).
 * The matches are read through that index first, fenced off (`offset 0`) from the scope's rule:
 * with the rule beside them the planner took a closed market for rare (a sold listing always has
 * a close date, but its estimate multiplies the two conditions as independent) and walked the
 * close-date index computing every closed listing's words: 266 ms for "yonge" among 4,346 sold
 * listings at 100,000, 4 ms through the index (docs/decisions/2026-11-29-search-words-indexed-not-stored.md).
 */
export function textIdsSql(tsQuery: string, scope: { member: string; wordsIndexed: string }): SqlStatement {
  return {
    text: `select coalesce(string_agg(l.id::text, ','), '') as ids
      from (select * from listing l where ${scope.wordsIndexed} and ${DOCUMENT_SQL} @@ to_tsquery('simple', $1) offset 0) l
      where ${scope.member}`,
    values: [tsQuery],
    workMem: EXACT_BITMAP_WORK_MEM,
  };
}

/**
 * The map's grid clusters computed in SQL. The engine clusters in memory (listing-facts.ts);
 * this is the plain-SQL form, the benchmark's baseline.
 */
export function mapGridSql(query: EngineQuery, zoom: number, vocabulary: Vocabulary): SqlStatement {
  const params = new SqlParams();
  const conditions = answerConditions(query, params, vocabulary);
  const { width, height } = cellSize(zoom);
  const x = `floor((l.longitude + 180) / ${params.add(width)}::float8)::int`;
  const y = `floor((l.latitude + 90) / ${params.add(height)}::float8)::int`;
  return {
    text: `select ${x} as x, ${y} as y, count(*)::int as count, sum(l.latitude) as latitude_sum, sum(l.longitude) as longitude_sum
      from listing l where ${conditions.join(' and ')} and l.latitude is not null and l.longitude is not null group by 1, 2`,
    values: params.values,
    ...fullTextSettings(query),
  };
}
