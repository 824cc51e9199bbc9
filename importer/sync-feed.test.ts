import { describe, expect, it } from 'vitest';
import { defaultPagesInFlight } from './sync-feed.ts';

describe('pages written at once by default', () => {
  it('is one on two cores or fewer, leaving a core to the site, and two on larger machines', () => {
    expect([1, 2, 3, 4, 16].map((cores) => defaultPagesInFlight(cores))).toEqual([1, 1, 2, 2, 2]);
  });
});
