/**
 * Contract with the importer: sample records must go through the same zod schema and mapper as
 * real PropTx records. Fails here (not in the importer) when the two drift apart.
 */
import { describe, expect, it } from 'vitest';
import { isOnMarket, mapResoProperty } from '#importer/map-listing.ts';
import { ZResoProperty } from '#importer/reso-record.schema.ts';
import { generateSampleFeed } from './sample-feed.ts';

describe('sample feed ↔ importer mapper', () => {
  it('parses and maps every record of a feed that has lived a few runs', () => {
    const failures: string[] = [];
    let offMarket = 0;
    for (const record of generateSampleFeed({ count: 3_000, seed: 2, runNumber: 5 })) {
      const parsed = ZResoProperty.safeParse(record);
      if (!parsed.success) {
        failures.push(`${record.ListingKey}: ${parsed.error.message}`);
        continue;
      }
      const mapped = mapResoProperty(record);
      if (!mapped.ok) failures.push(`${record.ListingKey}: ${mapped.reason}`);
      const onMarket = isOnMarket(parsed.data);
      if (onMarket !== (record.ContractStatus === 'Available')) failures.push(`${record.ListingKey}: on-market mismatch`);
      if (!onMarket) offMarket++;
    }
    expect(failures.slice(0, 10)).toEqual([]);
    expect(offMarket).toBeGreaterThan(0);
  });
});
