/**
 * Test helper: the first three days of the PropTx VOW feed that the listing-event test
 * (importer/listing-events.int.test.ts) and the alert test (src/server/modules/alerts) replay day
 * by day. One story, so that the alerts are checked against the very changes whose events the
 * importer test pins. Each test keeps its own clock (`day`), record builder and last day.
 */
import type { FeedRow } from './proptx-vow-feed.ts';

/** The time of minute `minutes` of day `n` of the story. */
export type StoryClock = (n: number, minutes?: number) => string;

/** One listing on a day: a new record (`listed`), or the fields it changes at `at`. */
export interface StoryStep {
  key: string;
  at: string;
  fields: FeedRow;
  listed?: true;
}

/** Day 1: six homes listed (a lease and a condo unit among them). */
export const storyDayOne = (day: StoryClock): StoryStep[] => [
  { key: 'E0000001', at: day(1, 1), fields: { StreetNumber: '10', StreetName: 'Main', ListPrice: 1_000_000, OriginalListPrice: 1_000_000 }, listed: true },
  {
    key: 'E0000002',
    at: day(1, 2),
    fields: { StreetNumber: '20', StreetName: 'Oak', StreetSuffix: 'Avenue', TransactionType: 'For Lease', ListPrice: 3_000 },
    listed: true,
  },
  { key: 'E0000003', at: day(1, 3), fields: { StreetNumber: '30', StreetName: 'Elm', ListPrice: 800_000 }, listed: true },
  {
    key: 'E0000004',
    at: day(1, 4),
    fields: { StreetNumber: '100', StreetName: 'King', StreetDirSuffix: 'W', UnitNumber: '1205', ListPrice: 600_000 },
    listed: true,
  },
  { key: 'E0000005', at: day(1, 5), fields: { StreetNumber: '40', StreetName: 'Pine', ListPrice: 700_000 }, listed: true },
  { key: 'E0000006', at: day(1, 6), fields: { StreetNumber: '50', StreetName: 'Birch', ListPrice: 900_000 }, listed: true },
];

const TERMINATED = { MlsStatus: 'Terminated', StandardStatus: 'Canceled', ContractStatus: 'Unavailable' };

/** Day 2: a price cut, a lease, an expiry, a unit terminated, a home terminated. */
export const storyDayTwo = (day: StoryClock): StoryStep[] => [
  { key: 'E0000001', at: day(2), fields: { MlsStatus: 'Price Change', ListPrice: 950_000, PriceChangeTimestamp: day(2) } },
  {
    key: 'E0000002',
    at: day(2, 1),
    fields: {
      MlsStatus: 'Leased',
      StandardStatus: 'Closed',
      ContractStatus: 'Unavailable',
      LeasedEntryTimestamp: day(2, 1),
      ClosePrice: 2_900,
      CloseDate: day(2).slice(0, 10),
    },
  },
  { key: 'E0000003', at: day(2, 2), fields: { MlsStatus: 'Expired', StandardStatus: 'Expired', ContractStatus: 'Unavailable' } },
  { key: 'E0000004', at: day(2, 3), fields: { ...TERMINATED, TerminatedEntryTimestamp: day(2, 3) } },
  { key: 'E0000005', at: day(2, 4), fields: { ...TERMINATED, TerminatedEntryTimestamp: day(2, 4) } },
];

/** Day 3: a conditional sale; the expired home re-listed (spelt differently); the next unit listed; back on the market. */
export const storyDayThree = (day: StoryClock): StoryStep[] => [
  {
    key: 'E0000001',
    at: day(3),
    fields: { MlsStatus: 'Sold Conditional', StandardStatus: 'Pending', ContractStatus: 'Unavailable', SoldConditionalEntryTimestamp: day(3) },
  },
  {
    key: 'E0000007',
    at: day(3, 1),
    fields: { OriginalEntryTimestamp: day(3, 1), StreetNumber: '30', StreetName: 'ELM', StreetSuffix: 'St.', ListPrice: 780_000 },
    listed: true,
  },
  {
    key: 'E0000008',
    at: day(3, 2),
    fields: {
      OriginalEntryTimestamp: day(3, 2),
      StreetNumber: '100',
      StreetName: 'King',
      StreetSuffix: 'St',
      StreetDirSuffix: 'West',
      UnitNumber: '1206',
      ListPrice: 610_000,
    },
    listed: true,
  },
  {
    key: 'E0000005',
    at: day(3, 3),
    fields: { MlsStatus: 'New', StandardStatus: 'Active', ContractStatus: 'Available', BackOnMarketEntryTimestamp: day(3, 3) },
  },
];

/**
 * Applies a day's steps to the feed: a listed step is a new record (built by the test's own
 * `record`), any other replaces the listing's fields and its modification time.
 */
export function applyStory(feed: Map<string, FeedRow>, steps: StoryStep[], record: (key: string, at: string, fields: FeedRow) => FeedRow): void {
  for (const { key, at, fields, listed } of steps) {
    feed.set(key, listed ? record(key, at, fields) : { ...feed.get(key)!, ModificationTimestamp: at, ...fields });
  }
}
