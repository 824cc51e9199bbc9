import { describe, expect, it } from 'vitest';
import { type FeedFacts, listingEvents } from './listing-events.ts';

const facts = (overrides: Partial<FeedFacts> = {}): FeedFacts => ({
  price: 900_000,
  original_price: 900_000,
  market_status: 'active',
  listed_ts: '2026-03-01T12:00:00Z',
  price_change_ts: '2026-03-05T12:00:00Z',
  status_ts: '2026-03-09T12:00:00Z',
  conditional_ts: null,
  ...overrides,
});
const kinds = (events: ReturnType<typeof listingEvents>) =>
  events.map((event) => `${event.kind} ${event.from_status ?? event.from_price} → ${event.to_status ?? event.to_price} @${event.occurred_at.slice(5, 10)}`);

describe('listingEvents', () => {
  it('lists a new listing at its entry time and original price', () => {
    expect(kinds(listingEvents({ id: 1, inserted: true, old_price: null, old_status: null }, facts()))).toEqual(['listed null → active @03-01']);
  });

  it('gives a listing first seen already changed the steps its record dates: the cut, conditional, then sold', () => {
    const events = listingEvents(
      { id: 1, inserted: true, old_price: null, old_status: null },
      facts({ original_price: 950_000, market_status: 'sold', conditional_ts: '2026-03-07T12:00:00Z' }),
    );
    expect(kinds(events)).toEqual([
      'listed null → active @03-01',
      'price_changed 950000 → 900000 @03-05',
      'status_changed active → conditional @03-07',
      'status_changed conditional → sold @03-09',
    ]);
  });

  it('records a price change and a status change of a known listing, and nothing when nothing changed', () => {
    expect(kinds(listingEvents({ id: 1, inserted: false, old_price: 920_000, old_status: 'active' }, facts()))).toEqual([
      'price_changed 920000 → 900000 @03-05',
    ]);
    expect(kinds(listingEvents({ id: 1, inserted: false, old_price: 900_000, old_status: 'active' }, facts()))).toEqual([]);
    expect(kinds(listingEvents({ id: 1, inserted: false, old_price: 900_000, old_status: 'active' }, facts({ market_status: 'expired' })))).toEqual([
      'status_changed active → expired @03-09',
    ]);
  });

  it('says back on market after an off-market state or a deal that fell through, not after a price cut', () => {
    for (const from of ['expired', 'terminated', 'suspended', 'removed', 'conditional'] as const) {
      expect(kinds(listingEvents({ id: 1, inserted: false, old_price: 900_000, old_status: from }, facts()))).toEqual([
        `status_changed ${from} → active @03-09`,
        `back_on_market ${from} → active @03-09`,
      ]);
    }
    expect(kinds(listingEvents({ id: 1, inserted: false, old_price: 900_000, old_status: 'active' }, facts({ market_status: 'conditional' })))).toEqual([
      'status_changed active → conditional @03-09',
    ]);
  });
});
