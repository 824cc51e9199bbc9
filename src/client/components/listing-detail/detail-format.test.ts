import { describe, expect, it } from 'vitest';
import type { TListingDetail } from '#shared/schemas/listing.schema.ts';
import {
  buildDetailSections,
  buildKeyFacts,
  carouselItemsForWidth,
  displayValue,
  highlightsOf,
  relativeTime,
  roomDimensions,
  toNumber,
} from './detail-format.ts';
import { wrapIndex } from './PhotoViewer.tsx';
import { listingDetail } from '../../../../tests/support/listing-detail.ts';

const listing = (overrides: Partial<TListingDetail> = {}, facts: TListingDetail['facts'] = {}) => listingDetail({ facts, ...overrides });

const rowOf = (sections: ReturnType<typeof buildDetailSections>, title: string, label: string) =>
  sections.find((section) => section.title === title)?.rows.find((row) => row.label === label)?.value;

describe('carousel items by width (1, 2, 3, 5 at 0, 600, 700, 1000)', () => {
  it.each([
    [0, 1],
    [599, 1],
    [600, 2],
    [699, 2],
    [700, 3],
    [999, 3],
    [1000, 5],
    [1920, 5],
  ])('%i px → %i', (width, items) => expect(carouselItemsForWidth(width)).toBe(items));
});

describe('N/A formatting', () => {
  it('shows N/A for missing or blank values and the value otherwise', () => {
    expect(displayValue(null)).toBe('N/A');
    expect(displayValue(undefined)).toBe('N/A');
    expect(displayValue('  ')).toBe('N/A');
    expect(displayValue(0)).toBe('0');
    expect(displayValue(true)).toBe('Y');
    expect(displayValue(' Brick ')).toBe('Brick');
  });
  it('reads numbers from money text', () => {
    expect(toNumber('$4,512.30')).toBe(4512.3);
    expect(toNumber('abc')).toBeNull();
    expect(toNumber('')).toBeNull();
  });
  it('room dimensions need both measures', () => {
    expect(roomDimensions({ length: '4.2', width: '3.1' })).toBe('4.2 x 3.1');
    expect(roomDimensions({ length: '4.2', width: null })).toBe('N/A');
    expect(roomDimensions({ length: null, width: null, size: '12 x 14 ft' })).toBe('12 x 14 ft');
    expect(roomDimensions({ length: '4.2', width: '3.5', size: '150 sq ft' })).toBe('4.2 x 3.5, 150 sq ft');
  });
});

describe('sections from the listing facts', () => {
  const sections = buildDetailSections(
    listing(
      {},
      {
        style: '2-Storey',
        taxYear: 2025,
        parkingTotal: 3,
        fireplace: 'N',
        taxes: '4512.3',
        maintenanceFee: 612,
        basement1: 'Finished',
        basement2: 'Sep Entrance',
        construction1: 'Brick',
      },
    ),
  );
  it('has the spec sections in order', () => {
    expect(sections.map((section) => section.title)).toEqual(['Property', 'Inside', 'Land', 'Fees', 'Parking', 'Building']);
  });
  it('uses the real values the old product had placeholders for', () => {
    expect(rowOf(sections, 'Fees', 'Tax year')).toBe('2025');
    expect(rowOf(sections, 'Parking', 'Parking total')).toBe('3');
    expect(rowOf(sections, 'Inside', 'Fireplace')).toBe('N');
    expect(rowOf(sections, 'Fees', 'Taxes')).toBe('$4,512.30');
    expect(rowOf(sections, 'Fees', 'Maintenance fees')).toBe('$612.00');
  });
  it('joins two-part fields and fills gaps with N/A', () => {
    expect(rowOf(sections, 'Inside', 'Basement')).toBe('Finished, Sep Entrance');
    expect(rowOf(sections, 'Building', 'Construction')).toBe('Brick');
    expect(rowOf(sections, 'Land', 'Pool')).toBe('N/A');
    expect(rowOf(sections, 'Inside', 'Bedrooms')).toBe('3 + 1');
    expect(rowOf(sections, 'Property', 'Cross street')).toBe('Queen/Parliament');
  });
  it('key facts say N/A for a missing tax year and give the last check relatively', () => {
    const facts = buildKeyFacts(listing({ updatedAt: '2026-01-01T00:00:00.000Z' }), new Date('2026-01-01T00:05:00.000Z'));
    expect(facts.find((row) => row.label === 'Tax year')?.value).toBe('N/A');
    expect(facts.find((row) => row.label === 'Last checked')?.value).toBe('5 minutes ago');
  });
  it('key facts give a lease its monthly rent and a sold listing its status', () => {
    const lease = buildKeyFacts(listing({ listPrice: 1800, transaction: 'Lease' }));
    expect(lease.find((row) => row.label === 'Price')?.value).toBe('$1,800/month');
    expect(lease.find((row) => row.label === 'Status')?.value).toBe('For lease');
    const sold = buildKeyFacts(listing({ agentStatus: 'Sold' }));
    expect(sold.find((row) => row.label === 'Status')?.value).toBe('Sold');
  });
  it('splits the extras into highlights', () => {
    expect(highlightsOf(listing({ extras: 'Fridge, Stove; Washer and dryer.' }))).toEqual(['Fridge', 'Stove', 'Washer and dryer']);
    expect(highlightsOf(listing())).toEqual([]);
  });
});

describe('relative time', () => {
  const now = new Date('2026-03-10T12:00:00.000Z');
  it.each([
    ['2026-03-10T11:59:30.000Z', 'just now'],
    ['2026-03-10T11:59:00.000Z', '1 minute ago'],
    ['2026-03-10T09:00:00.000Z', '3 hours ago'],
    ['2026-03-08T12:00:00.000Z', '2 days ago'],
    ['2026-03-10T12:00:30.000Z', 'just now'],
  ])('%s → %s', (iso, text) => expect(relativeTime(iso, now)).toBe(text));
  it('is N/A for a missing or unreadable time', () => {
    expect(relativeTime(null, now)).toBe('N/A');
    expect(relativeTime('not a date', now)).toBe('N/A');
  });
});

describe('full-screen viewer wraps around', () => {
  it('goes from last to first and back', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(1, 3)).toBe(1);
  });
});
