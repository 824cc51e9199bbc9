/**
 * A feed listing's `details` (the legacy TREB fields, map-listing.ts) as stored, and as read back.
 *
 * Five of those fields repeat a typed column of the same row, filled from the same feed field
 * (Community is community, Rltr is list_office_name…). The importer stores such a field only when
 * its value is not the column's; SQL reads `details` through `detailsSql`, which puts the column's
 * value back. A listing's details are ~500 bytes smaller on disk (the remarks' extras alone are
 * ~150), and every reader sees exactly the details the mapping made
 * (docs/decisions/2026-11-27-details-without-column-copies.md).
 *
 * Only columns the agent cannot correct are twins (listing-columns.ts: 'feed'): the column always
 * holds the feed's value, so the field comes back as the feed sent it. Only text and int columns:
 * a numeric column rounds to its scale, so its value may differ from the field's. A null field is
 * kept, because a column's null cannot tell a field that was null from one that was never there.
 * Listings the agent writes (origin 'agent') keep their details whole.
 */
/** Each legacy field stored only where it differs from its column, with that column. */
export const DETAIL_COLUMN_TWINS = {
  Community: 'community',
  Cross_st: 'cross_street',
  Br_plus: 'bedrooms_plus',
  Extras: 'extras',
  Rltr: 'list_office_name',
} as const;

type TwinColumn = (typeof DETAIL_COLUMN_TWINS)[keyof typeof DETAIL_COLUMN_TWINS];

const TWINS = Object.entries(DETAIL_COLUMN_TWINS) as [string, TwinColumn][];

/**
 * The details the importer writes: the mapped ones without the fields their column holds. Such a
 * field is set to undefined, which JSON leaves out, rather than deleted: an object that lost a
 * property is slower to serialize, and every imported listing is serialized once.
 */
export function storedFeedDetails<Details extends Record<string, unknown>>(
  listing: { details: Details } & { [Column in TwinColumn]: string | number | null },
): Partial<Details> {
  const stored: Record<string, unknown> = { ...listing.details };
  for (const [field, column] of TWINS) {
    const value = stored[field];
    if (value !== null && value !== undefined && value === listing[column]) stored[field] = undefined;
  }
  return stored as Partial<Details>;
}

const TWIN_OBJECT_SQL = (alias: string) =>
  `jsonb_build_object(${Object.entries(DETAIL_COLUMN_TWINS)
    .map(([field, column]) => `'${field}', ${alias}.${column}`)
    .join(', ')})`;

/**
 * A listing's whole details in SQL: the fields the importer left out come back from their columns
 * (the stored fields win). Any SQL reading `details` reads it through this; listingColumnsSql does.
 * The one exception is a card's read (CARD_COLUMNS in listing-read-model.ts), whose few fields
 * fall back to the same columns in Node.
 */
export function detailsSql(alias: string): string {
  return `(case when ${alias}.origin = 'feed' then jsonb_strip_nulls(${TWIN_OBJECT_SQL(alias)}) || ${alias}.details else ${alias}.details end)`;
}
