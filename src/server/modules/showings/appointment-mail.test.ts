import { describe, expect, it } from 'vitest';
import { formatWallTime } from './appointment-mail.ts';

describe('the time in a showing confirmation', () => {
  it('reads as a date and time, not the stored text', () => {
    expect(formatWallTime('2026-12-01 14:00')).toMatch(/^Tuesday, December 1, 2026 at 2:00\sp\.m\.$/);
    expect(formatWallTime('2030-06-01T09:05')).toMatch(/^Saturday, June 1, 2030 at 9:05\sa\.m\.$/);
  });

  it('leaves text it cannot read as it is', () => {
    expect(formatWallTime('next Tuesday')).toBe('next Tuesday');
  });
});
