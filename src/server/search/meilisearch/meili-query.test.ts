import { describe, expect, it } from 'vitest';
import { engineQuery } from '../engine-query.fixture.ts';
import { dayNumber, filterExpressions, keysetExpression, sortOf } from './meili-query.ts';

const query = engineQuery;

describe('Meilisearch closed-market (VOW) queries', () => {
  const sold = query({ closed: { status: 'sold', from: '2025-01-01', to: '2025-12-31' } });

  it('filters on the market and the close date as days since 1970, both ends included', () => {
    expect(dayNumber('1970-01-02')).toBe(1);
    expect(filterExpressions(sold)).toEqual(
      expect.arrayContaining(['market_status = "sold"', `close_date ${dayNumber('2025-01-01')} TO ${dayNumber('2025-12-31')}`]),
    );
    expect(filterExpressions(query()).join(' ')).not.toMatch(/market_status|close_date/);
  });

  it('sorts the newest close first and pages by it', () => {
    expect(sortOf(sold)).toEqual({ attribute: 'close_date', direction: 'desc', sort: ['close_date:desc', 'id:desc'] });
    expect(keysetExpression(sold, { tier: 1, value: '20000', id: 7 })).toBe('(close_date < 20000 OR (close_date = 20000 AND id < 7))');
    expect(sortOf({ ...sold, sort: 'price_asc' }).attribute).toBe('price_sort');
    expect(sortOf(query()).attribute).toBe('listed_ts');
  });
});
