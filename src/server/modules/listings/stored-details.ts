/**
 * A feed listing's `details` (the legacy TREB fields, map-listing.ts) as stored, and as read back.
 *
 * Five of those fields repeat a typed column of the same row, filled from the same feed field
 * (Community is community, Rltr is list_office_name…): they are not stored, and read back from
 * their columns. The other fields are stored as a JSON array of their values in a frozen order
 * (STORED_DETAIL_FIELDS), without the keys: a listing's details take ~40 % fewer bytes than as an
 * object (docs/decisions/2026-11-27-details-without-column-copies.md,
 * docs/decisions/2026-11-29-details-as-array.md). SQL reads `details` through `detailsSql` (or one
 * field through `storedDetailSql`), which gives every reader exactly the details the mapping made.
 *
 * Only columns the agent cannot correct are twins (listing-columns.ts: 'feed'): the column always
 * holds the feed's value, so the field comes back as the feed sent it. Only text and int columns:
 * a numeric column rounds to its scale, so its value may differ from the field's.
 *
 * Details the array cannot say exactly (a twin that differs from its column, a field without a
 * slot, a field missing) are stored as an object, as rows written before the array were: only the
 * twins that equal a non-null column are left out of it. Listings the agent writes (origin
 * 'agent') keep their details whole, as an object.
 */
/** Each legacy field left out of the stored details where it equals its column, with that column. */
export const DETAIL_COLUMN_TWINS = {
  Community: 'community',
  Cross_st: 'cross_street',
  Br_plus: 'bedrooms_plus',
  Extras: 'extras',
  Rltr: 'list_office_name',
} as const;

/**
 * The slots of the stored array, frozen: stored rows keep their arrays. A field the mapping gains
 * goes at the end (rows stored before read it as null); a field it drops keeps its slot. The fields
 * most often null come last, because trailing nulls are not stored.
 */
export const STORED_DETAIL_FIELDS = [
  'Style',
  'Sqft',
  'Yr_built',
  'Taxes',
  'Kitchens',
  'Rms',
  'Br',
  'Bath_tot',
  'Den_fr',
  'Fpl_num',
  'A_c',
  'Municipality_district',
  'Gar_type',
  'Gar_spaces',
  'Park_spcs',
  'Tot_park_spcs',
  'Heating',
  'Fuel',
  'Water',
  'Constr1_out',
  'Comp_pts',
  'Disp_addr',
  'Parcel_id',
  'Front_ft',
  'Depth',
  'Lotsz_code',
  'Pool',
  'Sewer',
  'Bsmt1_out',
  'Yr',
  'Bsmt2_out',
  'Constr2_out',
  'Zoning',
  'Drive',
  'Heat_inc',
  'Maint',
  'Maint_inc',
  'Bldg_amen',
  'Condo_exp',
  'Locker',
] as const;

type DetailValue = string | number | boolean | null;
type TwinColumn = (typeof DETAIL_COLUMN_TWINS)[keyof typeof DETAIL_COLUMN_TWINS];

const TWINS = Object.entries(DETAIL_COLUMN_TWINS) as [string, TwinColumn][];
const TWIN_COLUMN = new Map<string, TwinColumn>(TWINS);
const SLOT = new Map<string, number>(STORED_DETAIL_FIELDS.map((field, slot) => [field, slot]));
const FIELD_COUNT = STORED_DETAIL_FIELDS.length + TWINS.length;

/**
 * The details the importer writes: the array of the non-twin fields' values when the array says
 * them exactly, else the object without the twins that equal their (non-null) column. A twin left
 * out of the object is set to undefined, which JSON leaves out, rather than deleted: an object that
 * lost a property is slower to serialize, and every imported listing is serialized once.
 */
export function storedFeedDetails<Details extends Record<string, DetailValue>>(
  listing: { details: Details } & { [Column in TwinColumn]: string | number | null },
): DetailValue[] | Partial<Details> {
  const values: DetailValue[] = new Array(STORED_DETAIL_FIELDS.length).fill(null);
  let fields = 0;
  let length = 0;
  for (const field in listing.details) {
    const value = listing.details[field];
    fields++;
    const column = TWIN_COLUMN.get(field);
    if (column !== undefined) {
      if (value !== listing[column]) return storedAsObject(listing);
      continue;
    }
    const slot = SLOT.get(field);
    if (slot === undefined || value === undefined) return storedAsObject(listing);
    values[slot] = value;
    if (value !== null && slot >= length) length = slot + 1;
  }
  if (fields !== FIELD_COUNT) return storedAsObject(listing);
  values.length = length;
  return values;
}

function storedAsObject<Details extends Record<string, DetailValue>>(
  listing: { details: Details } & { [Column in TwinColumn]: string | number | null },
): Partial<Details> {
  const stored: Record<string, unknown> = { ...listing.details };
  for (const [field, column] of TWINS) {
    const value = stored[field];
    if (value !== null && value !== undefined && value === listing[column]) stored[field] = undefined;
  }
  return stored as Partial<Details>;
}

/**
 * The stored fields of a feed listing's details as an object, in Node (the detail's facts walk
 * every field): an array's slots by name, without the twins (whose columns the reader has).
 */
export function storedDetailFields(stored: unknown): Record<string, unknown> {
  if (!Array.isArray(stored)) return (stored ?? {}) as Record<string, unknown>;
  const fields: Record<string, unknown> = {};
  STORED_DETAIL_FIELDS.forEach((field, slot) => {
    fields[field] = stored[slot] ?? null;
  });
  return fields;
}

/**
 * One stored field of a feed listing's details, in Node, whichever form they are stored in:
 * undefined for a field the array has no slot for (a twin, whose column the reader has), null for
 * a slot past its end. A card reads a few fields so, without naming all forty slots.
 */
export function storedDetailValue(stored: unknown, field: string): unknown {
  if (!Array.isArray(stored)) return (stored as Record<string, unknown> | null)?.[field];
  const slot = SLOT.get(field);
  return slot === undefined ? undefined : (stored[slot] ?? null);
}

/** jsonb_build_object takes at most 100 arguments: the pairs are built in groups, joined by ||. */
const PAIRS_PER_OBJECT = 40;

function jsonbObjectSql(pairs: string[]): string {
  const groups: string[] = [];
  for (let start = 0; start < pairs.length; start += PAIRS_PER_OBJECT)
    groups.push(`jsonb_build_object(${pairs.slice(start, start + PAIRS_PER_OBJECT).join(', ')})`);
  return groups.join(' || ');
}

/** A stored array's details whole: each slot by its name (a slot past the array's end is null) and the twins from their columns. */
const ARRAY_DETAILS_SQL = (alias: string) =>
  jsonbObjectSql([
    ...STORED_DETAIL_FIELDS.map((field, slot) => `'${field}', ${alias}.details->${slot}`),
    ...TWINS.map(([field, column]) => `'${field}', ${alias}.${column}`),
  ]);

/** A stored object's left-out twins: its non-null columns (a stored field wins over them). */
const TWIN_OBJECT_SQL = (alias: string) => `jsonb_strip_nulls(${jsonbObjectSql(TWINS.map(([field, column]) => `'${field}', ${alias}.${column}`))})`;

/**
 * A listing's whole details in SQL, whichever form they are stored in. Any SQL reading `details`
 * reads it through this; listingColumnsSql does. The one exception is a card's read (CARD_COLUMNS
 * in listing-read-model.ts), whose few fields are read in Node (storedDetailFields, the twins
 * from their columns).
 */
export function detailsSql(alias: string): string {
  return `(case when ${alias}.origin <> 'feed' then ${alias}.details
    when jsonb_typeof(${alias}.details) = 'array' then ${ARRAY_DETAILS_SQL(alias)}
    else ${TWIN_OBJECT_SQL(alias)} || ${alias}.details end)`;
}

/** One stored (non-twin) field of a listing's details as text, whichever form they are stored in. */
export function storedDetailSql(alias: string, field: (typeof STORED_DETAIL_FIELDS)[number]): string {
  return `(case when jsonb_typeof(${alias}.details) = 'array' then ${alias}.details->>${SLOT.get(field)} else ${alias}.details->>'${field}' end)`;
}
