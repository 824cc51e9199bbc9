import { describe, expect, it } from 'vitest';
import { LISTING_FACT_NAMES, domainFactName, storedFactName, toLegacyFacts } from './listing-facts.ts';

describe('listing fact names', () => {
  it('gives every stored name a domain name of its own, so /api can name each one back', () => {
    const domainNames = Object.values(LISTING_FACT_NAMES);
    expect(new Set(domainNames).size).toBe(domainNames.length);
    for (const [stored, domain] of Object.entries(LISTING_FACT_NAMES)) {
      expect(domainFactName(stored)).toBe(domain);
      expect(storedFactName(domain)).toBe(stored);
    }
  });

  it('keeps an unlisted stored name both ways, and leaves out one that is another field’s domain name', () => {
    expect(domainFactName('Handi_equipped')).toBe('Handi_equipped');
    expect(storedFactName('Handi_equipped')).toBe('Handi_equipped');
    expect(domainFactName('taxes')).toBeNull();
    expect(domainFactName('constructor')).toBe('constructor');
  });

  it('names facts back in their order', () => {
    const legacy = toLegacyFacts({ taxYear: 2025, style: '2-Storey', Handi_equipped: 'Y', maintenanceFee: 612 });
    expect(Object.entries(legacy)).toEqual([
      ['Yr', 2025],
      ['Style', '2-Storey'],
      ['Handi_equipped', 'Y'],
      ['Maint', 612],
    ]);
  });
});
