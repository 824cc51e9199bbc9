/**
 * The RESO Web API source against an OData server of our own (importer/testing/fake-odata-server.ts)
 * with PropTx-shaped records: capped pages offering a nextLink, timestamp ties across a page boundary,
 * a record modified mid-run, 429 / 5xx retries and 401 stopping the run.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { importerTestApp } from '../testing/importer-test-app.ts';
import { fakeResoFeed } from '../testing/fake-reso-feed.ts';
import { PROPTX_FIELDS, photoRow } from '../testing/fake-odata-server.ts';
import { syncFeed } from '../sync-feed.ts';
import { unpackRoomList } from '../room-list-codec.ts';

const TOKEN = 'test-bearer-token';
const TIE = '2026-03-02T15:04:05.123Z';

/** A scrubbed PropTx IDX record shape (see mls-feed.md §1.9): no coordinates, districted City. */
function proptxRecord(index: number, overrides: Record<string, unknown> = {}) {
  const key = `C1246${String(7000 + index).padStart(4, '0')}`;
  return {
    ListingKey: key,
    ListingId: null,
    ModificationTimestamp: index < 12 ? TIE : `2026-03-02T16:00:${String(index).padStart(2, '0')}.000Z`,
    SystemModificationTimestamp: '2026-03-02T15:04:05.123456Z',
    PropertyType: 'Commercial',
    PropertySubType: 'Sale Of Business',
    TransactionType: 'For Sale',
    ContractStatus: 'Available',
    StandardStatus: 'Active',
    MlsStatus: 'New',
    ListPrice: 150000 + index * 1000,
    StreetNumber: String(500 + index),
    StreetName: 'Yonge',
    StreetSuffix: 'Street',
    UnparsedAddress: `${500 + index} Yonge Street, Toronto C08, ON M4Y 1Z2`,
    City: 'Toronto C08',
    CityRegion: 'Church-Yonge Corridor',
    CountyOrParish: 'Toronto',
    StateOrProvince: 'ON',
    PostalCode: 'M4Y 1Z2',
    Cooling: ['Yes'],
    PublicRemarks: 'Turnkey business opportunity on Yonge Street.',
    ListOfficeName: 'Example Realty Ltd., Brokerage',
    OriginatingSystemName: 'Toronto Regional Real Estate Board',
    ...overrides,
  };
}

describe('RESO Web API source', () => {
  const { app, deps } = importerTestApp();
  const feed = fakeResoFeed({ token: TOKEN, maxPageSize: 4, fields: PROPTX_FIELDS });
  const waits: number[] = [];

  const source = () => feed.source({ sleep: async (ms) => void waits.push(ms), maxRetries: 3 });
  const run = () =>
    syncFeed(deps(source()), 'commercial', {
      pageSize: 10,
      skipMedia: true,
    });
  const listings = async () =>
    (
      await app().services.pool.query<{ listing_key: string; price: string; n: number }>(
        "select listing_key, price, count(*) over ()::int as n from listing where listing_key like 'C1246%' order by listing_key",
      )
    ).rows;

  beforeEach(async () => {
    waits.length = 0;
    feed.server.properties = Array.from({ length: 25 }, (_unused, index) => proptxRecord(index));
    feed.server.rooms = [
      { RoomKey: 'R1', ListingKey: 'C12467000', Order: 1, RoomType: 'Office', RoomLength: 3.1, RoomWidth: 2.9, RoomStatus: 'Active' },
      { RoomKey: 'R2', ListingKey: 'C12467000', Order: 2, RoomType: 'Storage', RoomStatus: 'Deleted' },
    ];
    feed.server.media = [
      photoRow('M1', 'C12467000', 1, 'https://cdn.example/1.jpg', { MediaStatus: 'Active', ImageSizeDescription: 'Largest' }),
      photoRow('M2', 'C12467000', 2, 'https://cdn.example/2.jpg', { MediaStatus: 'Deleted', ImageSizeDescription: 'Largest' }),
    ];
    await app().services.pool.query("delete from listing where listing_key like 'C1246%'; delete from sync_state where source = 'reso'");
  });

  it('pages a capped server by nextLink and keyset, across timestamp ties, importing each record once', async () => {
    const summary = await run();
    expect(summary).toMatchObject({ status: 'succeeded', inserted: 25, quarantined: 0 });
    const rows = await listings();
    expect(rows).toHaveLength(25);
    // The server capped every answer at 4 rows: the source restarted the keyset each time rather
    // than trusting a skip-based nextLink (which shifts when records change mid-run).
    const propertyRequests = feed.server.requests.filter(
      (request) => request.startsWith('/odata/Property?') && request.includes('orderby=ModificationTimestamp'),
    );
    expect(propertyRequests.length).toBeGreaterThanOrEqual(Math.ceil(25 / 4));
    expect(propertyRequests.every((request) => !request.includes('skip'))).toBe(true);
    const [{ rooms, media }] = (
      await app().services.pool.query<{ rooms: Buffer; media: { key: string; status: string }[] }>(
        `select (select rooms_packed from listing_raw where listing_id = l.id) as rooms,
                array(select json_build_object('key', media_key, 'status', status) from listing_media m where m.listing_id = l.id order by ord) as media
         from listing l where listing_key = 'C12467000'`,
      )
    ).rows as [{ rooms: Buffer; media: { key: string; status: string }[] }];
    expect(unpackRoomList(rooms).map((room) => room.room_type)).toEqual(['Office']);
    expect(media).toEqual([
      { key: 'M1', status: 'pending' },
      { key: 'M2', status: 'deleted' },
    ]);
    const [listing] = (
      await app().services.pool.query("select municipality, municipality_district, is_geo_approximate, latitude from listing where listing_key = 'C12467000'")
    ).rows;
    expect(listing).toMatchObject({ municipality: 'Toronto', municipality_district: 'Toronto C08', is_geo_approximate: true });
    expect(listing.latitude).toBeCloseTo(43.66, 1);
  });

  it('keeps the newest version of a record modified while the run pages through the feed', async () => {
    feed.server.onPropertyPage = (page) => {
      if (page === 2) feed.server.properties[1] = proptxRecord(1, { ListPrice: 99_000, ModificationTimestamp: '2026-03-02T17:00:00.000Z' });
    };
    const summary = await run();
    expect(summary.status).toBe('succeeded');
    const rows = await listings();
    expect(rows).toHaveLength(25);
    expect(Number(rows.find((row) => row.listing_key === 'C12467001')!.price)).toBe(99_000);
  });

  it('waits as told by a 429 and retries 5xx answers with backoff', async () => {
    feed.server.failures.push({ status: 429, headers: { 'X-Rate-Limit-Retry-After-Seconds': '7' } }, { status: 503 }, { status: 502 });
    const summary = await run();
    expect(summary).toMatchObject({ status: 'succeeded', inserted: 25 });
    expect(waits[0]).toBe(7000);
    expect(waits.slice(1, 3).every((ms) => ms >= 500 && ms < 60_250)).toBe(true);
  });

  it('stops the run with a clear error on 401, and resumes later from its watermark', async () => {
    const first = await syncFeed(deps(feed.source({ token: 'expired' })), 'commercial', { pageSize: 10 });
    expect(first.status).toBe('failed');
    expect(first.error).toMatch(/refused our credentials \(HTTP 401/);
    expect(first.error).not.toContain('expired');
    expect(await listings()).toHaveLength(0);
    expect((await run()).inserted).toBe(25);
  });

  it('gives up after the retry budget on a server that keeps failing', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) feed.server.failures.push({ status: 500 });
    const summary = await run();
    expect(summary.status).toBe('failed');
    expect(summary.error).toMatch(/HTTP 500/);
  });

  it('lists the active keys for reconciliation, skipping unavailable listings', async () => {
    feed.server.properties[3] = proptxRecord(3, { ContractStatus: 'Unavailable' });
    const keys: string[] = [];
    for await (const batch of source().activeKeys('commercial')) keys.push(...batch);
    expect(keys).toHaveLength(24);
    expect(keys).not.toContain('C12467003');
  });
});
