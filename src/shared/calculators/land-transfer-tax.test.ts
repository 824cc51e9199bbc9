/**
 * Combined land transfer tax: first-time buyer refund/rebate caps and shares, totals, validation.
 * Caps: Ontario $4,000 (reference §1.2), Toronto $4,475 (reference §2.2); refund = share × min(tax, cap).
 */
import { describe, expect, it } from 'vitest';
import type { LandTransferTaxInput } from './land-transfer-tax.ts';
import { landTransferTax } from './land-transfer-tax.ts';

const BASE: LandTransferTaxInput = {
  price: 500_000,
  propertyType: 'residential',
  inToronto: true,
  firstTimeBuyer: true,
  closingDate: '2026-06-15',
};

describe('first-time buyer refund (Ontario) and rebate (Toronto)', () => {
  it('wipes out the Ontario tax up to $368,000 (tax $3,995 < $4,000 cap)', () => {
    const result = landTransferTax({ ...BASE, price: 368_000, inToronto: false });
    expect(result).toMatchObject({ ontarioTax: 3_995, ontarioRefund: 3_995, total: 0 });
  });

  it('caps the Ontario refund at $4,000 just above $368,000', () => {
    // 400,000 × 0.015 − 1,525 = 4,475; refund 4,000
    const result = landTransferTax({ ...BASE, price: 400_000, inToronto: false });
    expect(result).toMatchObject({ ontarioTax: 4_475, ontarioRefund: 4_000, total: 475 });
  });

  it('makes the first $400,000 exempt from the Toronto tax (tax on $400,000 = $4,475 = cap)', () => {
    const result = landTransferTax({ ...BASE, price: 400_000 });
    expect(result).toMatchObject({ torontoTax: 4_475, torontoRebate: 4_475, ontarioRefund: 4_000, total: 475 });
  });

  it('caps both at $500,000 in Toronto', () => {
    // Ontario 6,475 − 4,000 = 2,475; Toronto 6,475 − 4,475 = 2,000
    expect(landTransferTax(BASE)).toMatchObject({
      ontarioTax: 6_475,
      ontarioRefund: 4_000,
      torontoTax: 6_475,
      torontoRebate: 4_475,
      total: 4_475,
    });
  });

  it('keeps the same flat caps on a luxury purchase', () => {
    // $5M on the 2026 schedule: Ontario 5,000,000 × 0.025 − 13,525 = 111,475; Toronto 159,975
    const result = landTransferTax({ ...BASE, price: 5_000_000 });
    expect(result).toMatchObject({ ontarioRefund: 4_000, torontoRebate: 4_475, total: 111_475 - 4_000 + 159_975 - 4_475 });
  });

  it('gives nothing to a buyer who is not a first-time buyer, whatever the share says', () => {
    const result = landTransferTax({ ...BASE, firstTimeBuyer: false, firstTimeBuyerShare: 0.5 });
    expect(result).toMatchObject({ ontarioRefund: 0, torontoRebate: 0, total: 12_950 });
  });
});

describe('partial ownership by qualifying buyers', () => {
  it('50/50 parent and child: Ontario refund capped at 50 % of $4,000 = $2,000 (reference §1.2)', () => {
    const result = landTransferTax({ ...BASE, firstTimeBuyerShare: 0.5 });
    expect(result.ontarioRefund).toBe(2_000);
    // Toronto: same proportional rule assumed (reference §7.3): 50 % of 4,475
    expect(result.torontoRebate).toBe(2_237.5);
    expect(result.total).toBe(6_475 - 2_000 + 6_475 - 2_237.5);
  });

  it('90/10: Ontario cap $3,600 (reference §1.2)', () => {
    expect(landTransferTax({ ...BASE, firstTimeBuyerShare: 0.9 }).ontarioRefund).toBe(3_600);
  });

  it('applies the share to min(tax, cap), not to the cap alone, below the cap', () => {
    // $300,000: tax 300,000 × 0.015 − 1,525 = 2,975 < 4,000, so refund = 0.5 × 2,975
    const result = landTransferTax({ ...BASE, price: 300_000, inToronto: false, firstTimeBuyerShare: 0.5 });
    expect(result).toMatchObject({ ontarioTax: 2_975, ontarioRefund: 1_487.5, total: 1_487.5 });
  });

  it('rounds a one-third share to the cent', () => {
    // 4,000 / 3 = 1,333.333…; 4,475 / 3 = 1,491.666…
    const result = landTransferTax({ ...BASE, firstTimeBuyerShare: 1 / 3 });
    expect(result).toMatchObject({ ontarioRefund: 1_333.33, torontoRebate: 1_491.67, total: 6_475 - 1_333.33 + 6_475 - 1_491.67 });
  });

  it('share 0 gives no refund; share 1 is the default', () => {
    expect(landTransferTax({ ...BASE, firstTimeBuyerShare: 0 }).total).toBe(12_950);
    expect(landTransferTax({ ...BASE, firstTimeBuyerShare: 1 })).toEqual(landTransferTax(BASE));
  });
});

describe('non-residential property', () => {
  it('gets no first-time refund or rebate, and says why', () => {
    const result = landTransferTax({ ...BASE, propertyType: 'other' });
    expect(result).toMatchObject({ ontarioTax: 6_475, ontarioRefund: 0, torontoTax: 6_475, torontoRebate: 0, total: 12_950 });
    expect(result.notes).toHaveLength(1);
    expect(result.notes[0]).toMatch(/only apply to homes/);
  });
});

describe('input validation', () => {
  it.each<[string, Partial<LandTransferTaxInput>]>([
    ['negative price', { price: -1 }],
    ['NaN price', { price: Number.NaN }],
    ['infinite price', { price: Infinity }],
    ['share above 1', { firstTimeBuyerShare: 1.5 }],
    ['negative share', { firstTimeBuyerShare: -0.1 }],
    ['NaN share', { firstTimeBuyerShare: Number.NaN }],
    ['impossible date', { closingDate: '2026-02-30' }],
    ['wrong date format', { closingDate: '15/06/2026' }],
    ['unknown property type', { propertyType: 'condo' as never }],
    ['non-boolean Toronto flag', { inToronto: 'yes' as never }],
  ])('throws a RangeError on %s', (_label, override) => {
    expect(() => landTransferTax({ ...BASE, ...override })).toThrow(RangeError);
  });

  it('names the field in the message', () => {
    expect(() => landTransferTax({ ...BASE, firstTimeBuyerShare: 2 })).toThrow('firstTimeBuyerShare must be between 0 and 1, got 2');
  });
});
