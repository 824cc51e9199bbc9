/**
 * Keysets that cannot loop or skip, against the fake server behaving like real ones: timestamps
 * stored in microseconds and printed in milliseconds (or printed in microseconds), timestamps
 * printed without a zone, and a source that answers the same page again.
 */
// Timestamps without a zone were read as local time; a zone far from UTC makes that visible.
process.env.TZ = 'America/Toronto';

import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { importerTestApp } from '../testing/importer-test-app.ts';
import { FakeODataServer, PROPTX_FIELDS, type FakeODataOptions } from '../testing/fake-odata-server.ts';
import { syncFeed } from '../sync-feed.ts';
import type { FeedSource } from './feed-source.ts';
import { ResoSource } from './reso-source.ts';

const TOKEN = 'keyset-token';

function record(key: string, ts: string): Record<string, unknown> {
  return {
    ListingKey: key,
    ModificationTimestamp: ts,
    PropertyType: 'Commercial',
    PropertySubType: 'Retail',
    TransactionType: 'For Lease',
    ContractStatus: 'Available',
    StandardStatus: 'Active',
    MlsStatus: 'New',
    ListPrice: 4500,
    StreetNumber: '1',
    StreetName: 'Queen',
    StreetSuffix: 'Street',
    City: 'Toronto C01',
  };
}

describe('keysets on real servers', () => {
  const { sql, deps } = importerTestApp();
  let odata: FakeODataServer | undefined;
  const serve = async (options: Partial<FakeODataOptions>, rows: Record<string, unknown>[]) => {
    odata = new FakeODataServer({ token: TOKEN, fields: PROPTX_FIELDS, ...options });
    odata.properties = rows;
    return new ResoSource({ baseUrl: await odata.start(), token: TOKEN, sleep: async () => undefined, fetchChildren: false });
  };
  const stored = async () =>
    sql<{ listing_key: string; ts: string }>(
      "select listing_key, to_char(modification_ts at time zone 'UTC', 'HH24:MI:SS.US') as ts from listing where listing_key like 'K%' order by listing_key",
    );

  afterAll(() => {
    delete process.env.TZ;
  });
  beforeEach(() => sql("delete from listing where listing_key like 'K%'; delete from sync_state where source = 'reso'"));
  afterEach(() => odata?.stop());

  it.each([
    { digits: 3, printed: 'milliseconds', mark: '2026-06-01T10:00:01.500Z' },
    { digits: 2, printed: 'hundredths (as DDF does)', mark: '2026-06-01T10:00:01.50Z' },
  ])('reads every record once from a server that stores microseconds and prints $printed, ending the run', async ({ digits, mark: expectedMark }) => {
    // Seven records inside one printed millisecond, their key order the reverse of their real order,
    // and pages of three, so page boundaries fall inside the millisecond.
    const inside = Array.from({ length: 7 }, (_unused, index) =>
      record(`K00${7 - index}`, `2026-06-01T10:00:00.123${String(100 + index * 50).padStart(3, '0')}Z`),
    );
    const source = await serve({ printDigits: digits }, [
      record('K000', '2026-06-01T09:59:59.000000Z'),
      ...inside,
      record('K100', '2026-06-01T10:00:01.500250Z'),
    ]);
    const summary = await syncFeed(deps(source), 'commercial', { pageSize: 3, skipMedia: true });
    expect(summary.error).toBeNull();
    expect(summary).toMatchObject({ status: 'succeeded', inserted: 9 });
    expect((await stored()).map((row) => row.listing_key)).toEqual(['K000', 'K001', 'K002', 'K003', 'K004', 'K005', 'K006', 'K007', 'K100']);
    expect(odata!.requests.length).toBeLessThan(20);
    // The watermark is what the server printed, nothing rounded.
    const [mark] = await sql<{ last_ts_text: string; last_key: string }>("select last_ts_text, last_key from sync_state where source = 'reso'");
    expect(mark).toEqual({ last_ts_text: expectedMark, last_key: 'K100' });
  });

  it('keeps the microseconds a server prints, in the keyset and the watermark', async () => {
    const rows = Array.from({ length: 6 }, (_unused, index) => record(`K0${index}`, `2026-06-02T10:00:00.123${String(index + 1).padStart(3, '0')}Z`));
    const source = await serve({}, rows);
    const summary = await syncFeed(deps(source), 'commercial', { pageSize: 2, skipMedia: true });
    expect(summary).toMatchObject({ status: 'succeeded', inserted: 6 });
    expect((await stored()).map((row) => row.ts)).toEqual([
      '10:00:00.123001',
      '10:00:00.123002',
      '10:00:00.123003',
      '10:00:00.123004',
      '10:00:00.123005',
      '10:00:00.123006',
    ]);
    const [mark] = await sql<{ last_ts_text: string }>("select last_ts_text from sync_state where source = 'reso'");
    expect(mark!.last_ts_text).toBe('2026-06-02T10:00:00.123006Z');
  });

  it('reads timestamps printed without a zone as UTC: nothing skipped between runs, nothing shifted', async () => {
    const first = [record('K01', '2026-06-03T12:00:00.000'), record('K02', '2026-06-03T12:00:05.000')];
    let source = await serve({ printWithoutZone: true }, first);
    expect((await syncFeed(deps(source), 'commercial', { lookbackMinutes: 0, skipMedia: true })).inserted).toBe(2);
    await odata!.stop();
    // Changed half an hour later, after the first run.
    source = await serve({ printWithoutZone: true }, [...first, record('K03', '2026-06-03T12:30:00.000')]);
    const second = await syncFeed(deps(source), 'commercial', { lookbackMinutes: 0, skipMedia: true });
    expect(second).toMatchObject({ status: 'succeeded', inserted: 1 });
    expect(await stored()).toEqual([
      { listing_key: 'K01', ts: '12:00:00.000000' },
      { listing_key: 'K02', ts: '12:00:05.000000' },
      { listing_key: 'K03', ts: '12:30:00.000000' },
    ]);
  });

  it('stops a run whose keyset does not advance, with a clear error in the run record', async () => {
    const page = [record('K01', '2026-06-04T00:00:00Z'), record('K02', '2026-06-04T00:00:01Z')];
    let served = 0;
    const stuck: FeedSource = {
      name: 'stuck',
      async *pages() {
        // A server that ignores the keyset: the same page, for ever.
        for (;;) {
          served += 1;
          yield page.map((row) => ({ ...row }));
        }
      },
      async *activeKeys() {},
    };
    const summary = await syncFeed(deps(stuck), 'commercial', { skipMedia: true });
    expect(summary.status).toBe('failed');
    expect(summary.error).toMatch(/keyset did not advance.*2026-06-04T00:00:01Z \/ K02/);
    expect(served).toBeLessThan(5);
    const [run] = await sql<{ status: string; error: string }>('select status, error from sync_run where id = $1', [summary.runId]);
    expect(run).toMatchObject({ status: 'failed', error: expect.stringMatching(/keyset did not advance/) });
  });
});
