import { describe, expect, it } from 'vitest';
import { prepared } from './prepared-statement.ts';

describe('prepared', () => {
  it('names a statement by its text: the same text the same name, another text another', () => {
    const first = prepared({ text: 'select $1::int as n', values: [1] });
    expect(prepared({ text: 'select $1::int as n', values: [2] })).toEqual({ name: first.name, text: 'select $1::int as n', values: [2] });
    expect(prepared({ text: 'select $1::int as m', values: [1] }).name).not.toBe(first.name);
    // PostgreSQL cuts identifiers at 63 bytes: a longer name would collide silently.
    expect(first.name.length).toBeLessThan(64);
  });
});
