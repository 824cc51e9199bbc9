import { describe, expect, it } from 'vitest';
import { formatCityName } from './city-name.ts';

describe('formatCityName', () => {
  it('accepts the lower-case and capitalised route forms', () => {
    expect(formatCityName('toronto')).toBe('Toronto');
    expect(formatCityName('Toronto')).toBe('Toronto');
    expect(formatCityName('richmond hill')).toBe('Richmond Hill');
    expect(formatCityName('RICHMOND-HILL')).toBe('Richmond Hill');
  });
});
