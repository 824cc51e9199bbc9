import { describe, expect, it } from 'vitest';
import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router';
import {
  parseAffordabilitySearch,
  parseCmhcPremiumSearch,
  parseLandTransferSearch,
  parseMortgageLoanSearch,
  todayIsoDate,
} from './calculator-search.schema.ts';

/** What the router hands to validateSearch for a query string. */
const query = (search: string) => defaultParseSearch(search);

describe('calculator URL schemas', () => {
  it('fill every field with its default for an empty query', () => {
    expect(parseLandTransferSearch(query(''))).toEqual({
      price: 1_000_000,
      type: 'residential',
      toronto: true,
      firstTime: false,
      share: 100,
      closing: todayIsoDate(),
    });
    expect(parseMortgageLoanSearch(query(''))).toEqual({
      mode: 'purchase',
      price: 800_000,
      down: 160_000,
      principal: 640_000,
      firstTime: false,
      rate: undefined,
      amort: 25,
      freq: 'monthly',
      term: 5,
    });
    expect(parseCmhcPremiumSearch(query(''))).toMatchObject({ price: 800_000, down: 10, unit: 'percent', source: 'traditional' });
    expect(parseAffordabilitySearch(query(''))).toEqual({
      income: 150_000,
      rate: undefined,
      amort: 25,
      down: 100_000,
      tax: 5_000,
      heat: 100,
      condo: 0,
      debts: 0,
      firstTime: false,
    });
  });

  it('read hand-written links: numbers, 1/0 and true/false flags, dates, enums', () => {
    expect(parseLandTransferSearch(query('?price=1250000&toronto=0&firstTime=1&share=50&type=other&closing=2026-04-01'))).toEqual({
      price: 1_250_000,
      type: 'other',
      toronto: false,
      firstTime: true,
      share: 50,
      closing: '2026-04-01',
    });
    expect(parseMortgageLoanSearch(query('?mode=principal&principal=400000&rate=5.19&amort=30&freq=accelerated-bi-weekly&term=3'))).toMatchObject({
      mode: 'principal',
      principal: 400_000,
      rate: 5.19,
      amort: 30,
      freq: 'accelerated-bi-weekly',
      term: 3,
    });
  });

  it('replace each bad value by its default without touching the good ones', () => {
    const parsed = parseLandTransferSearch(query('?price=-5&type=castle&toronto=maybe&firstTime=2&share=150&closing=2026-02-30'));
    expect(parsed).toEqual({ price: 1_000_000, type: 'residential', toronto: true, firstTime: false, share: 100, closing: todayIsoDate() });
    expect(parseLandTransferSearch(query('?price=abc&toronto=true')).price).toBe(1_000_000);
    expect(parseLandTransferSearch(query('?price=1e400')).price).toBe(1_000_000);
    expect(parseLandTransferSearch(query('?price=1,000,000')).price).toBe(1_000_000);
    expect(parseLandTransferSearch(query('?price=5000000000')).price).toBe(1_000_000);
    // Repeated keys arrive as arrays.
    expect(parseLandTransferSearch(query('?price=1&price=2')).price).toBe(1_000_000);
    // Dates before the modelled rules or not in YYYY-MM-DD form.
    expect(parseLandTransferSearch(query('?closing=2016-12-31')).closing).toBe(todayIsoDate());
    expect(parseLandTransferSearch(query('?closing=April')).closing).toBe(todayIsoDate());

    const loan = parseMortgageLoanSearch(query('?amort=0&term=2.5&rate=-1&freq=daily&mode=x'));
    expect(loan).toMatchObject({ amort: 25, term: 5, freq: 'monthly', mode: 'purchase' });
    expect(loan.rate).toBeUndefined();
    expect(parseMortgageLoanSearch(query('?rate=51&amort=41')).rate).toBeUndefined();
    expect(parseAffordabilitySearch(query('?income=%7B%7D&debts=null&condo=true')).income).toBe(150_000);
  });

  it('read a down payment over 100 % as the whole price', () => {
    expect(parseCmhcPremiumSearch(query('?unit=percent&down=120')).down).toBe(100);
    expect(parseCmhcPremiumSearch(query('?unit=amount&down=120000')).down).toBe(120_000);
  });

  it('survive a round trip through the URL unchanged', () => {
    const search = parseLandTransferSearch(query('?price=999950&firstTime=true&share=62.5&closing=2027-01-15'));
    expect(parseLandTransferSearch(query(defaultStringifySearch(search)))).toEqual(search);
    const loan = parseMortgageLoanSearch(query('?rate=4.79&freq=weekly'));
    expect(parseMortgageLoanSearch(query(defaultStringifySearch(loan)))).toEqual(loan);
  });

  it('write today in the visitor time zone as YYYY-MM-DD', () => {
    expect(todayIsoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
