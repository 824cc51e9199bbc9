import { describe, expect, it } from 'vitest';
import { statusChangeOf } from './tour-recheck.job.ts';

const onSale = { listing_id: 1, visible: true, mls_status: 'New', standard_status: 'Active', agent_status: null };

describe("a tour stop's status before the tour", () => {
  it('is unchanged while the home is for sale and shown', () => {
    expect(statusChangeOf(onSale)).toBeNull();
    expect(statusChangeOf({ ...onSale, mls_status: 'Price Change' })).toBeNull();
  });

  it('reads conditional, sold and off the market from the feed statuses and the agent', () => {
    expect(statusChangeOf({ ...onSale, mls_status: 'Sold Conditional', visible: false })).toBe('conditional');
    expect(statusChangeOf({ ...onSale, standard_status: 'Active Under Contract' })).toBe('conditional');
    expect(statusChangeOf({ ...onSale, mls_status: 'Sold', visible: false })).toBe('sold');
    expect(statusChangeOf({ ...onSale, standard_status: 'Closed' })).toBe('sold');
    expect(statusChangeOf({ ...onSale, agent_status: 'Sold' })).toBe('sold');
    expect(statusChangeOf({ ...onSale, mls_status: 'Terminated', visible: false })).toBe('off');
    expect(statusChangeOf({ ...onSale, listing_id: null, visible: null })).toBe('off');
  });
});
