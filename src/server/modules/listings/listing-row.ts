/**
 * The `listing` row with SQL's snake_case column names, derived from the entity (listing.entity.ts),
 * which is the one definition of the table's columns and their types. The importer's canonical
 * listing, the admin's snapshot and the read models pick their columns from it rather than typing
 * the row again. `ListingRowAs<string>` is the row the importer sends, its timestamps as the feed's
 * ISO text (kept at the feed's precision) where pg reads them back as Dates.
 */
import { BooleanType, DateTimeType, DateType, DecimalType, DoubleType, IntegerType, JsonType, type Opt, TextType } from '@mikro-orm/core';
import { type IListing, Listing } from './listing.entity.ts';
import { detailsSql } from './stored-details.ts';

/** `modificationTs` → `modification_ts`. */
type SnakeCase<Name extends string> = Name extends `${infer Head}${infer Tail}`
  ? `${Head extends Uppercase<Head> ? (Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`) : Head}${SnakeCase<Tail>}`
  : Name;

/**
 * MikroORM marks a property with a default as optional on create (`Opt<T>`) and a nullable one as
 * optional (`?`); a row read back has every column, null where SQL says so.
 */
type AsRead<Value> = Exclude<Value, undefined> extends Opt<infer Base> ? Base : Exclude<Value, undefined>;

export type ListingRow = { -readonly [Key in keyof IListing as Key extends string ? SnakeCase<Key> : never]-?: AsRead<IListing[Key]> };

/** The row with its timestamps held as `Timestamp` (the importer's ISO text). */
export type ListingRowAs<Timestamp> = {
  [Column in keyof ListingRow]: ListingRow[Column] extends infer Value ? (Value extends Date ? Timestamp : Value) : never;
};

/**
 * Each column's SQL type as the importer's `jsonb_to_recordset` declares it, read from the entity's
 * property types (available when the entity is defined, before MikroORM's discovery): one
 * definition, so a column added to the entity needs no second list here. Plain types, no
 * precision: a value too large for its column fails at the insert, where the writer quarantines it.
 */
const SQL_TYPE_OF_PROPERTY_TYPE = new Map<unknown, string>([
  [IntegerType, 'int'],
  [TextType, 'text'],
  [DecimalType, 'numeric'],
  [DoubleType, 'double precision'],
  [BooleanType, 'boolean'],
  [JsonType, 'jsonb'],
  [DateTimeType, 'timestamptz'],
  [DateType, 'date'],
]);

/** `modificationTs` → `modification_ts`, as `SnakeCase` does for the type. */
const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

export const LISTING_COLUMN_TYPES = Object.fromEntries(
  Object.entries(Listing.meta.properties).map(([name, property]) => {
    // The builders leave a type class, or an instance where it takes options (decimal's mode).
    const type: unknown = property.type;
    const sqlType = SQL_TYPE_OF_PROPERTY_TYPE.get(typeof type === 'function' ? type : (type as object).constructor);
    if (!sqlType) throw new Error(`listing.${name}: no SQL type for its property type`);
    return [snakeCase(name), sqlType];
  }),
) as Record<keyof ListingRow, string>;

const INT_MAX = 2_147_483_647;

/**
 * The magnitude each int and numeric column stays below: int's maximum, 10^(precision − scale)
 * for numeric(precision, scale). The importer checks numbers against it before a write.
 */
export const NUMBER_COLUMN_LIMITS = Object.fromEntries(
  Object.entries(Listing.meta.properties).flatMap(([name, property]) => {
    const sqlType = LISTING_COLUMN_TYPES[snakeCase(name) as keyof ListingRow];
    if (sqlType === 'int') return [[snakeCase(name), INT_MAX]];
    if (sqlType === 'numeric') return [[snakeCase(name), 10 ** (property.precision! - property.scale!)]];
    return [];
  }),
) as Partial<Record<keyof ListingRow, number>>;

/** The numeric columns, which pg returns as text: read as float8 so a row holds numbers. */
const NUMERIC_COLUMNS = new Set(Object.keys(LISTING_COLUMN_TYPES).filter((column) => LISTING_COLUMN_TYPES[column as keyof ListingRow] === 'numeric'));

/** The date columns, which pg returns as Dates: read as text (YYYY-MM-DD), as the entity types them. */
const DATE_COLUMNS = new Set(Object.keys(LISTING_COLUMN_TYPES).filter((column) => LISTING_COLUMN_TYPES[column as keyof ListingRow] === 'date'));

/**
 * The select list of these columns of `listing <alias>`, numeric ones as float8 and dates as text
 * so the row matches `ListingRow`, and the details whole (stored-details.ts); `expressions`
 * replaces a column's plain read (the details merged with the agent's).
 */
export function listingColumnsSql<Column extends keyof ListingRow>(
  columns: readonly Column[],
  alias: string,
  expressions: Partial<Record<Column, string>> = {},
): string {
  return columns
    .map((column) => {
      const expression = expressions[column];
      if (expression) return `${expression} as ${column}`;
      if (column === 'details') return `${detailsSql(alias)} as details`;
      if (NUMERIC_COLUMNS.has(column)) return `${alias}.${column}::float8 as ${column}`;
      return DATE_COLUMNS.has(column) ? `${alias}.${column}::text as ${column}` : `${alias}.${column}`;
    })
    .join(', ');
}
