import { describe, expect, it } from 'vitest';
import { FEED_OWNED_COLUMNS, OVERRIDABLE_COLUMNS } from './listing-columns.ts';
import { DETAIL_COLUMN_TWINS, STORED_DETAIL_FIELDS, storedDetailFields, storedFeedDetails } from './stored-details.ts';

const columns = {
  community: 'Central',
  cross_street: 'Harwood/Kingston',
  bedrooms_plus: 1,
  extras: 'Includes: Fridge, Stove.',
  list_office_name: 'Heritage Square Realty Inc., Brokerage',
};

/** Every field the mapping makes: the twins equal to their columns, the rest null but a few. */
const mapped: Record<string, string | number | null> = {
  ...Object.fromEntries(STORED_DETAIL_FIELDS.map((field) => [field, null])),
  Style: '2-Storey',
  Taxes: 4222.98,
  Parcel_id: '565244727',
  Community: 'Central',
  Cross_st: 'Harwood/Kingston',
  Br_plus: 1,
  Extras: 'Includes: Fridge, Stove.',
  Rltr: 'Heritage Square Realty Inc., Brokerage',
};

/** The details as the importer sends them to PostgreSQL: JSON. */
const asWritten = (details: object) => JSON.parse(JSON.stringify(details)) as unknown;

describe('storedFeedDetails', () => {
  it('pairs fields only with columns the importer writes and the agent cannot correct', () => {
    for (const column of Object.values(DETAIL_COLUMN_TWINS)) {
      expect(FEED_OWNED_COLUMNS).toContain(column);
      expect(OVERRIDABLE_COLUMNS).not.toContain(column);
    }
  });

  it('gives no field two slots and no twin a slot', () => {
    expect(new Set(STORED_DETAIL_FIELDS).size).toBe(STORED_DETAIL_FIELDS.length);
    for (const twin of Object.keys(DETAIL_COLUMN_TWINS)) expect(STORED_DETAIL_FIELDS).not.toContain(twin);
  });

  it('stores the mapped details as their slots’ values, without the twins and without trailing nulls', () => {
    const stored = asWritten(storedFeedDetails({ ...columns, details: mapped }));
    const parcel = STORED_DETAIL_FIELDS.indexOf('Parcel_id');
    expect(stored).toHaveLength(parcel + 1);
    expect((stored as unknown[])[0]).toBe('2-Storey');
    expect((stored as unknown[])[STORED_DETAIL_FIELDS.indexOf('Taxes')]).toBe(4222.98);
    expect((stored as unknown[])[parcel]).toBe('565244727');
  });

  it('names the slots back: every stored field as mapped', () => {
    const named = storedDetailFields(asWritten(storedFeedDetails({ ...columns, details: mapped })));
    const { Community: _c, Cross_st: _x, Br_plus: _b, Extras: _e, Rltr: _r, ...stored } = mapped;
    expect(named).toEqual(stored);
  });

  it('stores an object, without the twins equal to their column, when a twin differs, a field has no slot or one is missing', () => {
    expect(asWritten(storedFeedDetails({ ...columns, details: { ...mapped, Cross_st: 'Harwood / Kingston' } }))).toEqual({
      ...mapped,
      Community: undefined,
      Br_plus: undefined,
      Extras: undefined,
      Rltr: undefined,
      Cross_st: 'Harwood / Kingston',
    });
    expect(asWritten(storedFeedDetails({ ...columns, details: { ...mapped, Walk_score: 80 } }))).toMatchObject({ Walk_score: 80, Style: '2-Storey' });
    const { Pool: _pool, ...withoutPool } = mapped;
    expect(asWritten(storedFeedDetails({ ...columns, details: withoutPool }))).not.toHaveProperty('Pool');
    expect(asWritten(storedFeedDetails({ ...columns, details: withoutPool }))).toHaveProperty('Style', '2-Storey');
  });

  it('keeps a null twin in an object, and compares values as they are: the number 1 is not the text "1"', () => {
    const object = asWritten(storedFeedDetails({ ...columns, details: { ...mapped, Walk_score: 1, Extras: null, Br_plus: '1' } }));
    expect(object).toMatchObject({ Extras: null, Br_plus: '1' });
    expect(object).not.toHaveProperty('Rltr');
  });

  it('does not change the mapped listing', () => {
    storedFeedDetails({ ...columns, details: mapped });
    storedFeedDetails({ ...columns, details: { ...mapped, Walk_score: 1 } });
    expect(mapped).toHaveProperty('Rltr');
  });
});
