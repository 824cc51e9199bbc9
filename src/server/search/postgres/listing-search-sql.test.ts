import { describe, expect, it } from 'vitest';
import { Vocabulary } from '../text/typo.ts';
import { engineQuery } from '../engine-query.fixture.ts';
import { buildTsQuery, countSql, exactCondition, microsecondsToIso, SqlParams, tierPageSql } from './listing-search-sql.ts';

const vocabulary = new Vocabulary([
  { word: 'mississauga', weight: 10 },
  { word: 'glenwood', weight: 5 },
]);

const query = engineQuery;

describe('full-text query', () => {
  it('spells each token every way, corrects typos and lets the last word be unfinished', () => {
    expect(buildTsQuery(['232', 'glenwod', 'ave'], vocabulary)).toBe('232 & (glenwod | glenwood) & (ave | avenue | av)');
    expect(buildTsQuery(['misisauga'], vocabulary)).toBe('(misisauga:* | mississauga)');
    expect(buildTsQuery(['maple', 'street'], vocabulary)).toBe('maple & (street | st | str)');
  });
});

describe('page SQL', () => {
  it('numbers only the parameters it uses', () => {
    const statement = tierPageSql(
      query({ text: { tokens: ['yonge'] }, exact: { listingKey: null, street: '5 yonge st', unit: null } }),
      0,
      null,
      25,
      vocabulary,
    );
    expect(statement.values).toEqual([['residential', 'condo'], '5 yonge st', '5 yonge st %', 25]);
    expect(statement.text).toContain('search_street(l.address) = $2');
  });

  it('continues after the cursor in the order of the sort', () => {
    const after = { tier: 1 as const, value: '1000.00', id: 7 };
    expect(tierPageSql(query({ sort: 'price_asc' }), 1, after, 10, vocabulary).text).toContain('(coalesce(l.price, 0), l.id) > ($2::numeric, $3::int)');
    expect(tierPageSql(query({ sort: 'price_desc' }), 1, after, 10, vocabulary).text).toContain('order by coalesce(l.price, 0) desc, l.id desc');
  });

  it('keeps the exact tier null-safe, so tier 1 is its exact complement', () => {
    const params = new SqlParams();
    expect(exactCondition(query({ exact: { listingKey: null, street: '5 bay st', unit: '610' } }), params)).toContain(
      "coalesce(lower(l.unit_number), '') = $3",
    );
  });

  it('counts both tiers', () => {
    const statement = countSql(query({ mlsPrefix: 'C124', exact: { listingKey: 'C124', street: null, unit: null } }), vocabulary);
    expect(statement.text).toContain('(l.listing_key like $2 or l.listing_key = $3)');
    expect(statement.values).toEqual([['residential', 'condo'], 'C124%', 'C124']);
  });
});

describe('cursor times', () => {
  it('turn microseconds into an exact ISO time', () => {
    expect(microsecondsToIso('1751674188833123')).toBe('2025-07-05T00:09:48.833123Z');
    expect(microsecondsToIso('1751674188000000')).toBe('2025-07-05T00:09:48.000000Z');
    expect(microsecondsToIso('-1')).toBe('1969-12-31T23:59:59.999999Z');
  });
});
