import { describe, expect, it } from 'vitest';
import { ruleInEffect } from './dated-rules.ts';

const VERSIONS = [
  { effectiveFrom: '2024-01-01', value: 'b' },
  { effectiveFrom: '2017-03-01', value: 'a' },
  { effectiveFrom: '2026-04-01', value: 'c' },
];

describe('ruleInEffect', () => {
  it('picks the latest version started on or before the date, whatever the list order', () => {
    expect(ruleInEffect(VERSIONS, '2017-03-01', 'x').value).toBe('a');
    expect(ruleInEffect(VERSIONS, '2023-12-31', 'x').value).toBe('a');
    expect(ruleInEffect(VERSIONS, '2024-01-01', 'x').value).toBe('b');
    expect(ruleInEffect(VERSIONS, '2026-03-31', 'x').value).toBe('b');
    expect(ruleInEffect(VERSIONS, '2026-04-01', 'x').value).toBe('c');
    expect(ruleInEffect(VERSIONS, '2099-01-01', 'x').value).toBe('c');
  });

  it('refuses dates before the oldest version instead of applying newer rules', () => {
    expect(() => ruleInEffect(VERSIONS, '2017-02-28', 'Toronto MLTT')).toThrow(
      new RangeError('Toronto MLTT is only modelled from 2017-03-01; closing date 2017-02-28 is earlier'),
    );
  });
});
