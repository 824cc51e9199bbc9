import { describe, expect, it } from 'vitest';
import { countLabel, descriptionPreview, formatBedrooms, formatListingPrice, transactionLabel } from './listing-format.ts';

describe('listing card text', () => {
  it('shows a lease as a monthly rent and a sale as a price', () => {
    expect(formatListingPrice(1250000, 'Sale')).toBe('$1,250,000');
    expect(formatListingPrice(2400, 'Lease')).toBe('$2,400/month');
    expect(formatListingPrice(null, 'Sale')).toBe('Price on request');
    expect(transactionLabel('Lease')).toBe('Rent/Lease');
    expect(transactionLabel('Sale')).toBe('For Sale');
  });

  it('says Sold for a listing the agent marked Sold, whatever its transaction', () => {
    expect(transactionLabel('Sale', 'Sold')).toBe('Sold');
    expect(transactionLabel('Lease', 'Sold')).toBe('Sold');
    expect(transactionLabel('Sale', 'Sale')).toBe('For Sale');
    expect(transactionLabel('Sale', null)).toBe('For Sale');
  });

  it('cuts the description at 340 characters and adds an ellipsis', () => {
    const long = 'a'.repeat(400);
    expect(descriptionPreview(long)).toBe(`${'a'.repeat(340)}...`);
    expect(descriptionPreview('Bright  corner\nunit')).toBe('Bright corner unit');
    expect(descriptionPreview(null)).toBe('');
  });

  it('writes den bedrooms as 3+1', () => {
    expect(formatBedrooms(3, 1)).toBe('3+1');
    expect(formatBedrooms(2, 0)).toBe('2');
    expect(formatBedrooms(null, null)).toBeNull();
  });

  it('says 1 Bed, 2 Beds and 3+1 Beds', () => {
    expect(countLabel(1, 'Bed')).toBe('1 Bed');
    expect(countLabel(2, 'Bath')).toBe('2 Baths');
    expect(countLabel('3+1', 'Bed')).toBe('3+1 Beds');
    expect(countLabel(0, 'Bed')).toBe('0 Beds');
  });
});
