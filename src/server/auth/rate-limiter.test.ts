import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limiter.ts';

describe('RateLimiter', () => {
  it('allows up to the limit per window, then refuses until the window resets', () => {
    const limiter = new RateLimiter(3, 1000);
    expect([1, 2, 3, 4].map(() => limiter.hit('ip', 0))).toEqual([true, true, true, false]);
    expect(limiter.hit('other-ip', 0)).toBe(true);
    expect(limiter.hit('ip', 1000)).toBe(true);
  });

  it('forgets a key on reset', () => {
    const limiter = new RateLimiter(1, 1000);
    limiter.hit('account', 0);
    expect(limiter.hit('account', 1)).toBe(false);
    limiter.reset('account');
    expect(limiter.hit('account', 2)).toBe(true);
  });
});
