/**
 * No single record can block a class: records PostgreSQL would refuse (long lexemes, huge
 * remarks, overflowing numbers, NUL, lone surrogates) and absurd listings, served by the fake
 * RESO server in one page with good records. The good ones land, storable values are cleaned,
 * the rest is quarantined once with its reason, and the watermark moves past all of them.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { importerTestApp } from './testing/importer-test-app.ts';
import { fakeResoFeed } from './testing/fake-reso-feed.ts';
import { PROPTX_FIELDS, poisonRecords, proptxOfficeRecord } from './testing/fake-odata-server.ts';
import { readRawRecord } from './raw-record-codec.ts';
import { syncFeed } from './sync-feed.ts';
import type { FeedSource } from './sources/feed-source.ts';

const TOKEN = 'poison-token';

const goodRecord = (key: string, ts: string) =>
  proptxOfficeRecord(key, ts, {
    ListPrice: 750_000,
    StreetNumber: '10',
    StreetName: 'King',
    CityRegion: 'Waterfront Communities C1',
    PostalCode: 'M5H 1A1',
    PublicRemarks: 'Office space.',
  });

describe('records PostgreSQL refuses or nobody should publish', () => {
  const { app, sql, deps, importerStatus } = importerTestApp();
  const feed = fakeResoFeed({ token: TOKEN, fields: PROPTX_FIELDS });
  const reso = () => feed.source();
  const poison = poisonRecords(goodRecord, 'P0000', (index) => `2026-04-01T10:00:${String(10 + index).padStart(2, '0')}.000Z`);

  beforeEach(async () => {
    feed.server.properties = [
      goodRecord('G0000001', '2026-04-01T10:00:00.000Z'),
      ...poison.map((entry) => entry.record),
      goodRecord('G0000002', '2026-04-01T10:00:59.000Z'),
    ];
  });

  it('lands the rest of the page, cleans what can be stored, quarantines the rest once, and moves the watermark past them', async () => {
    const summary = await syncFeed(deps(reso()), 'commercial', { pageSize: 100, skipMedia: true });
    expect(summary.error).toBeNull();
    expect(summary.status).toBe('succeeded');

    const rows = await sql<{ id: number; listing_key: string; remarks: string | null; street_name: string | null }>(
      "select id, listing_key, remarks, street_name from listing where listing_key like 'G%' or listing_key like 'P%' order by listing_key",
    );
    const stored = await Promise.all(rows.map(async (row) => ({ ...row, raw: (await readRawRecord(app().services.pool, row.id))! })));
    const kindOf = (key: string) => poison.find((entry) => entry.record.ListingKey === key)?.kind ?? 'good';
    expect(stored.map((row) => kindOf(row.listing_key))).toEqual(['good', 'good', 'long lexeme', 'huge remarks', 'NUL character', 'lone surrogate']);
    const byKind = new Map(stored.map((row) => [kindOf(row.listing_key), row]));
    expect(byKind.get('NUL character')!.remarks).toBe('Nice house');
    expect(byKind.get('NUL character')!.raw.PublicRemarks).toBe('Nice house');
    expect(byKind.get('lone surrogate')!.street_name).toBe('Yonge');
    expect(byKind.get('lone surrogate')!.raw.StreetName).toBe('Yonge');
    expect(byKind.get('huge remarks')!.remarks!.length).toBeLessThanOrEqual(10_000);

    const quarantined = await sql<{ listing_key: string; reason: string }>(
      'select listing_key, reason from quarantined_record where run_id = $1 order by listing_key',
      [summary.runId],
    );
    expect(quarantined.map((row) => kindOf(row.listing_key))).toEqual([
      'parking overflow',
      'association fee overflow',
      'bedrooms overflow',
      '999 bedrooms',
      'price $0',
      'price $123 billion',
      'list date in year 1',
    ]);
    expect(quarantined.map((row) => row.reason)).toEqual([
      expect.stringMatching(/parking_total: 12345678 does not fit/),
      expect.stringMatching(/association_fee: 1000000000000 does not fit/),
      expect.stringMatching(/bedrooms: 3000000000 does not fit/),
      expect.stringMatching(/bedrooms: 999 is implausible/),
      expect.stringMatching(/ListPrice: 0 is not a price/),
      expect.stringMatching(/ListPrice: 123000000000 is implausible/),
      expect.stringMatching(/OriginalEntryTimestamp: 0001-01-01.* implausible/),
    ]);
    expect(summary.quarantined).toBe(7);
    const [mark] = await sql<{ last_ts: Date; last_key: string }>(
      "select last_ts, last_key from sync_state where source = 'reso' and feed_class = 'commercial'",
    );
    expect(mark).toMatchObject({ last_key: 'G0000002', last_ts: new Date('2026-04-01T10:00:59.000Z') });

    // The next run's lookback fetches the same bad records: they are not quarantined again.
    const again = await syncFeed(deps(reso()), 'commercial', { pageSize: 100, skipMedia: true });
    expect(again).toMatchObject({ status: 'succeeded', quarantined: 0 });
    const counts = await sql<{ n: number; seen: number }>(
      "select count(*)::int as n, min(times_seen)::int as seen from quarantined_record where listing_key like 'P%'",
    );
    expect(counts[0]).toEqual({ n: 7, seen: 2 });
  });

  it('quarantines a record PostgreSQL refuses alone, with the database message, and writes the rest of its page', async () => {
    const source: FeedSource = {
      name: 'refused',
      async *pages() {
        // Year 0 parses in JavaScript but is out of PostgreSQL's timestamp range.
        yield [goodRecord('G0000101', '2026-04-02T00:00:00Z'), goodRecord('P0000101', '0000-06-01T00:00:00Z'), goodRecord('G0000102', '2026-04-02T00:00:01Z')];
      },
      async *activeKeys() {},
    };
    const summary = await syncFeed(deps(source), 'commercial');
    expect(summary).toMatchObject({ status: 'succeeded', inserted: 2, quarantined: 1 });
    const [refused] = await sql<{ listing_key: string; reason: string }>('select listing_key, reason from quarantined_record where run_id = $1', [
      summary.runId,
    ]);
    expect(refused).toMatchObject({ listing_key: 'P0000101', reason: expect.stringMatching(/^PostgreSQL refused it: .*out of range/) });
    expect((await sql("select 1 from listing where listing_key in ('G0000101', 'G0000102')")).length).toBe(2);
  });

  it('shows a quarantined update in the admin, saying the site still shows the previous version', async () => {
    feed.server.properties = [goodRecord('U0000001', '2026-04-03T00:00:00.000Z')];
    expect((await syncFeed(deps(reso()), 'commercial', { skipMedia: true })).inserted).toBe(1);
    feed.server.properties = [{ ...goodRecord('U0000001', '2026-04-03T08:00:00.000Z'), ListPrice: 0 }];
    expect((await syncFeed(deps(reso()), 'commercial', { skipMedia: true })).quarantined).toBe(1);
    const [listing] = await sql<{ id: number; price: string }>("select id, price from listing where listing_key = 'U0000001'");
    expect(Number(listing!.price)).toBe(750_000);
    const status = await importerStatus();
    expect(status.quarantined.find((entry) => entry.listingKey === 'U0000001')).toMatchObject({
      reason: expect.stringMatching(/ListPrice: 0/),
      heldBack: { listingId: listing!.id, siteVersion: '2026-04-03T00:00:00.000Z' },
    });
  });
});
