import { describe, expect, it } from 'vitest';
import { FEED_OWNED_COLUMNS, OVERRIDABLE_COLUMNS } from './listing-columns.ts';
import { DETAIL_COLUMN_TWINS, storedFeedDetails } from './stored-details.ts';

const listing = {
  community: 'Central',
  cross_street: 'Harwood/Kingston',
  bedrooms_plus: 1,
  extras: 'Includes: Fridge, Stove.',
  list_office_name: 'Heritage Square Realty Inc., Brokerage',
  details: {
    Style: '2-Storey',
    Community: 'Central',
    Cross_st: 'Harwood / Kingston',
    Br_plus: 1,
    Extras: null,
    Rltr: 'Heritage Square Realty Inc., Brokerage',
    Pool: null,
  },
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

  it('leaves out a field its column holds, and keeps one that differs, a null one and every other field', () => {
    expect(asWritten(storedFeedDetails(listing))).toEqual({ Style: '2-Storey', Cross_st: 'Harwood / Kingston', Extras: null, Pool: null });
  });

  it('compares values as they are: the number 1 is not the text "1"', () => {
    expect(asWritten(storedFeedDetails({ ...listing, details: { Br_plus: '1' } }))).toEqual({ Br_plus: '1' });
  });

  it('does not change the mapped listing', () => {
    storedFeedDetails(listing);
    expect(listing.details).toHaveProperty('Rltr');
  });
});
