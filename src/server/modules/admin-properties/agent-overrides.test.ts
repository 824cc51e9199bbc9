import { describe, expect, it } from 'vitest';
import { applyAgentOverrides, overridesFor, parseAgentOverrides } from './agent-overrides.ts';

const feed = {
  columns: { price: 899_000, address: '1 Main St', remarks: 'Feed words', bedrooms: 3 },
  details: { Pool: 'Inground', Style: '2-Storey' },
  rooms: [{ room_type: 'Living', level: 'Main', width: 3, length: 4, units: 'Metres', features: ['Hardwood Floor'] }],
};

describe('agent overrides of imported listings', () => {
  it('keeps only what differs from the feed; blanks are no override', () => {
    const overrides = overridesFor(
      feed,
      {
        columns: { price: 925_000, address: '1 Main St', remarks: undefined, bedrooms: 3 },
        details: { Pool: 'Yes', Style: '2-Storey', Walk_score: 70 },
        rooms: feed.rooms,
      },
      new Date('2026-11-22T12:00:00Z'),
    );
    expect(overrides).toEqual({ columns: { price: 925_000 }, details: { Pool: 'Yes', Walk_score: 70 }, edited_at: '2026-11-22T12:00:00.000Z' });
  });

  it('compares numbers by value and rooms by what a visitor sees', () => {
    const overrides = overridesFor(
      feed,
      { columns: { price: '899000' as unknown as number }, details: {}, rooms: [{ ...feed.rooms[0]!, ord: 7 } as never] },
      new Date(),
    );
    expect(overrides).toEqual({});
    const changed = overridesFor(feed, { columns: {}, details: {}, rooms: [{ ...feed.rooms[0]!, width: 3.5 }] }, new Date());
    expect(changed.rooms).toEqual([{ ...feed.rooms[0], width: 3.5 }]);
  });

  it('applies columns over the row and merges details; ignores what is not of the documented shape', () => {
    const row = { price: 899_000, address: '1 Main St', listing_key: 'C1', details: { Pool: 'Inground', Style: '2-Storey' } };
    const stored = { columns: { price: 925_000, listing_key: 'HACK' }, details: { Pool: 'Yes', nested: { no: 1 } }, rooms: 'nope' };
    expect(applyAgentOverrides(row, stored)).toEqual({ price: 925_000, address: '1 Main St', listing_key: 'C1', details: { Pool: 'Yes', Style: '2-Storey' } });
    expect(parseAgentOverrides('garbage')).toEqual({});
    expect(applyAgentOverrides(row, {})).toBe(row);
  });
});
