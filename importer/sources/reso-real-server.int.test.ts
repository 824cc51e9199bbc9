/**
 * The RESO source against the fake server behaving like real ones (testing/fake-odata-server.ts):
 * child rows paged beyond one answer, incomplete child fetches that must not delete photos, only
 * the fields the mapping reads asked for, and the bytes fetched counted on the run record.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { importerTestApp } from '../testing/importer-test-app.ts';
import { fakeResoFeed } from '../testing/fake-reso-feed.ts';
import { PROPTX_FIELDS, photoRow, proptxOfficeRecord } from '../testing/fake-odata-server.ts';
import { readRawRecord } from '../raw-record-codec.ts';
import { syncFeed } from '../sync-feed.ts';
import type { ResoSourceOptions } from './reso-source.ts';

const TOKEN = 'real-server-token';

function proptxRecord(index: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return proptxOfficeRecord(`C2000${String(index).padStart(4, '0')}`, `2026-05-01T12:00:${String(index % 60).padStart(2, '0')}.000Z`, {
    ListPrice: 400_000 + index,
    StreetNumber: String(index + 1),
    StreetName: 'Bay',
    PostalCode: 'M5J 2R8',
    ...overrides,
  });
}

const photos = (key: string, count: number) =>
  Array.from({ length: count }, (_unused, order) =>
    photoRow(`${key}-M${String(order).padStart(3, '0')}`, key, order, `https://cdn.example/${key}/${order}.jpg`, {
      MediaStatus: 'Active',
      ImageSizeDescription: 'Largest',
    }),
  );

describe('RESO source against a server that pages its child resources', () => {
  const { app, sql, deps, importerStatus } = importerTestApp();
  const feed = fakeResoFeed({ token: TOKEN, maxPageSize: 1000, fields: PROPTX_FIELDS });
  const log: string[] = [];
  const run = (options: Partial<ResoSourceOptions> = {}) =>
    syncFeed(deps(feed.source({ log: (line) => log.push(line), ...options })), 'commercial', {
      skipMedia: true,
      lookbackMinutes: 0,
    });

  beforeEach(async () => {
    log.length = 0;
    await sql("delete from listing where listing_key like 'C2000%'; delete from sync_state where source = 'reso'");
  });

  it('fetches every photo of a page of listings, past one request of rows, by the server paging', async () => {
    feed.server.properties = Array.from({ length: 25 }, (_unused, index) => proptxRecord(index));
    feed.server.media = feed.server.properties.flatMap((record) => photos(String(record.ListingKey), 90));
    feed.server.rooms = [{ RoomKey: 'R1', ListingKey: 'C20000000', Order: 1, RoomType: 'Office', RoomStatus: 'Active' }];
    const summary = await run();
    expect(summary).toMatchObject({ status: 'succeeded', inserted: 25 });
    const [media] = await sql<{ n: number; listings: number }>(
      "select count(*)::int as n, count(distinct listing_id)::int as listings from listing_media m join listing l on l.id = m.listing_id where l.listing_key like 'C2000%'",
    );
    expect(media).toEqual({ n: 25 * 90, listings: 25 });
    expect(log.filter((line) => line.includes('not fetched in full'))).toEqual([]);
  });

  it('deletes no photo of a listing whose photos were not all fetched, and says so in the log', async () => {
    feed.server.properties = [proptxRecord(1)];
    feed.server.media = photos('C20000001', 30);
    expect((await run()).inserted).toBe(1);
    // The listing changes; this time the source stops after 10 photo rows.
    feed.server.properties = [proptxRecord(1, { ListPrice: 390_000, ModificationTimestamp: '2026-05-02T00:00:00.000Z' })];
    const summary = await run({ maxChildRows: 10 });
    expect(summary).toMatchObject({ status: 'succeeded', updated: 1 });
    const [media] = await sql<{ deleted: number; kept: number }>(
      "select count(*) filter (where status = 'deleted')::int as deleted, count(*) filter (where status <> 'deleted')::int as kept from listing_media m join listing l on l.id = m.listing_id where l.listing_key = 'C20000001'",
    );
    expect(media).toEqual({ deleted: 0, kept: 30 });
    expect(log.some((line) => /Media for 1 listings .* not fetched in full/.test(line))).toBe(true);
  });

  it('asks only for the fields the mapping reads, and records the bytes fetched on the run for the admin', async () => {
    // Fields a real PropTx record carries that nothing here reads.
    const unread = {
      PrivateRemarks: 'Call the office. '.repeat(20),
      ListAgentFullName: 'A. Agent',
      BuyerOfficeName: 'Other Realty',
      TaxLegalDescription: 'PLAN 123 LOT 4 '.repeat(5),
    };
    feed.server.properties = Array.from({ length: 20 }, (_unused, index) => proptxRecord(index, unread));
    const whole = await run({ selectFields: false });
    const wholeBytes = feed.server.bytesServed;
    const wholeRequests = feed.server.requests.length;
    expect(whole.bytesFetched).toBe(wholeBytes);
    await sql("delete from listing where listing_key like 'C2000%'; delete from sync_state where source = 'reso'");

    const selected = await run();
    expect(selected).toMatchObject({ status: 'succeeded', inserted: 20 });
    expect(selected.bytesFetched).toBe(feed.server.bytesServed - wholeBytes);
    expect(selected.bytesFetched!).toBeLessThan(whole.bytesFetched! * 0.8);
    const replication = feed.server.requests.slice(wholeRequests).filter((request) => request.includes('orderby=ModificationTimestamp'));
    expect(replication.length).toBeGreaterThan(0);
    for (const request of replication) {
      const fields = new URLSearchParams(request.split('?')[1]).get('$select')!.split(',');
      expect(fields).toContain('ListPrice');
      expect(fields).not.toContain('PrivateRemarks');
    }
    const [stored] = await sql<{ id: number }>("select id from listing where listing_key = 'C20000001'");
    const raw = await readRawRecord(app().services.pool, stored!.id);
    expect(raw).toHaveProperty('ListingKey', 'C20000001');
    expect(raw).not.toHaveProperty('PrivateRemarks');
    const status = await importerStatus();
    expect(status.runs.find((entry) => entry.id === selected.runId)!.bytesFetched).toBe(selected.bytesFetched);
  });
});
