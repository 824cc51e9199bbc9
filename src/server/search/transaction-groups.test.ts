import { describe, expect, it } from 'vitest';
import type { EngineQuery } from './search-types.ts';
import { engineQuery } from './engine-query.fixture.ts';
import { groupExpression } from './meilisearch/meili-query.ts';
import { groupCondition } from './postgres/listing-search-sql.ts';
import { groupsByTransaction, pagePhases } from './transaction-groups.ts';

const query = (overrides: Partial<EngineQuery>): EngineQuery => engineQuery({ classes: ['residential'], sort: 'price_asc', ...overrides });

describe('sales and leases in a price sort', () => {
  it('groups only a price sort over every transaction', () => {
    expect(groupsByTransaction(query({}))).toBe(true);
    expect(groupsByTransaction(query({ sort: 'price_desc' }))).toBe(true);
    expect(groupsByTransaction(query({ sort: 'newest' }))).toBe(false);
    expect(groupsByTransaction(query({ transactionType: 'Lease' }))).toBe(false);
  });

  it('reads the phases tier by tier, sales before leases, from the cursor on', () => {
    const grouped = query({});
    expect(pagePhases(grouped, [0, 1], null)).toEqual([
      { tier: 0, group: 0 },
      { tier: 0, group: 1 },
      { tier: 1, group: 0 },
      { tier: 1, group: 1 },
    ]);
    expect(pagePhases(grouped, [0, 1], { tier: 0, group: 1, value: '1', id: 1 })).toEqual([
      { tier: 0, group: 1 },
      { tier: 1, group: 0 },
      { tier: 1, group: 1 },
    ]);
    expect(pagePhases(query({ sort: 'newest' }), [1], { tier: 1, value: '1', id: 1 })).toEqual([{ tier: 1, group: 0 }]);
  });

  it('filters each group the same way in both engines', () => {
    expect(groupCondition(query({}), 0)).toBe(`l.transaction_type = 'Sale'`);
    expect(groupCondition(query({}), 1)).toBe(`l.transaction_type <> 'Sale'`);
    expect(groupExpression(query({}), 0)).toBe('transaction_type = "Sale"');
    expect(groupExpression(query({}), 1)).toBe('transaction_type != "Sale"');
    expect(groupCondition(query({ transactionType: 'Sale' }), 0)).toBeNull();
    expect(groupExpression(query({ sort: 'newest' }), 0)).toBeNull();
  });
});
