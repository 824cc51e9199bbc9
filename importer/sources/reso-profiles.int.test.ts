/**
 * Any RESO server: one with the standard Data Dictionary values and fields only (no PropTx
 * TransactionType, ContractStatus or ImageSizeDescription, a 400 for any field it does not have)
 * imports into the right classes with the right transaction and status, its photos included,
 * and reconciles; a run that sees records and imports none says so.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { FEED_CLASSES } from '#shared/listing-classes.ts';
import { importerTestApp } from '../testing/importer-test-app.ts';
import { fakeResoFeed } from '../testing/fake-reso-feed.ts';
import { PROPTX_PROPERTY_FIELDS, photoRow, RESO_DD_PROPERTY_FIELDS } from '../testing/fake-odata-server.ts';
import { VOW_FEED_FIELDS } from '../reso-record.schema.ts';
import { syncFeed } from '../sync-feed.ts';
import { unpackRoomList } from '../room-list-codec.ts';
import { reconcileFeed } from '../reconcile.ts';
import type { FeedSource } from './feed-source.ts';
import { RESO_PROFILES } from './reso-profiles.ts';

const TOKEN = 'dd-token';

function ddRecord(key: string, fields: Record<string, unknown>): Record<string, unknown> {
  return {
    ListingKey: key,
    ModificationTimestamp: `2026-07-01T08:00:00.${key.slice(-3)}Z`,
    StandardStatus: 'Active',
    ListPrice: 950_000,
    StreetNumber: '12',
    StreetName: 'Maple',
    StreetSuffix: 'Avenue',
    City: 'Oakville',
    StateOrProvince: 'ON',
    PostalCode: 'L6J 1A1',
    Latitude: 43.45,
    Longitude: -79.68,
    PublicRemarks: 'Standard Data Dictionary listing.',
    ...fields,
  };
}

const RECORDS = [
  ddRecord('D001', { PropertyType: 'Residential', PropertySubType: 'Single Family Residence' }),
  ddRecord('D002', { PropertyType: 'Residential', PropertySubType: 'Condominium' }),
  ddRecord('D003', { PropertyType: 'Residential Lease', PropertySubType: 'Apartment', ListPrice: 2800 }),
  ddRecord('D004', { PropertyType: 'Residential Lease', PropertySubType: 'Townhouse', ListPrice: 3500 }),
  ddRecord('D005', { PropertyType: 'Commercial Sale', PropertySubType: 'Retail' }),
  ddRecord('D006', { PropertyType: 'Commercial Lease', PropertySubType: 'Office', ListPrice: 9000, StandardStatus: 'Active Under Contract' }),
  ddRecord('D007', { PropertyType: 'Residential', PropertySubType: 'Single Family Residence', StandardStatus: 'Closed' }),
  ddRecord('D008', { PropertyType: 'Residential', PropertySubType: null, StandardStatus: null }),
  ddRecord('D009', { PropertyType: 'Land', PropertySubType: 'Unimproved Land', StandardStatus: 'Hold' }),
];

describe('a RESO Data Dictionary server without PropTx fields', () => {
  const { app, sql, deps, importerStatus } = importerTestApp();
  const feed = fakeResoFeed({ token: TOKEN, maxPageSize: 5, fields: { Property: RESO_DD_PROPERTY_FIELDS } });
  const log: string[] = [];
  const source = () => feed.source({ log: (line) => log.push(line) });

  beforeEach(async () => {
    log.length = 0;
    feed.server.properties = RECORDS.map((record) => ({ ...record }));
    feed.server.media = [
      photoRow('M11', 'D001', 1, 'https://cdn.example/d1-1.jpg'),
      photoRow('M12', 'D001', 2, 'https://cdn.example/d1-2.jpg'),
      // One photo in two sizes, as rows of their own.
      photoRow('M21L', 'D002', 1, 'https://cdn.example/d2-large.jpg', { ImageSizeDescription: 'Large' }),
      photoRow('M21T', 'D002', 1, 'https://cdn.example/d2-thumb.jpg', { ImageSizeDescription: 'Thumbnail' }),
    ];
    feed.server.rooms = [{ RoomKey: 'R1', ListingKey: 'D001', Order: 1, RoomType: 'Kitchen', RoomLevel: 'Main' }];
    await sql("delete from listing where listing_key like 'D0%'; delete from sync_state where source = 'reso'");
  });

  it('imports every class with the transaction and status the standard values give, photos included', async () => {
    const reso = source();
    for (const feedClass of FEED_CLASSES) {
      const summary = await syncFeed(deps(reso), feedClass, { skipMedia: true });
      expect(summary.error).toBeNull();
      expect(summary.warning).toBeNull();
    }
    expect(log).toContain("FEED_RESO_PROFILE=auto: the feed's records look like the RESO Data Dictionary; using the reso profile");
    const rows = await sql<{ listing_key: string; feed_class: string; transaction_type: string; is_active: boolean }>(
      "select listing_key, feed_class, transaction_type, is_active from listing where listing_key like 'D0%' order by listing_key",
    );
    expect(rows).toEqual([
      { listing_key: 'D001', feed_class: 'residential', transaction_type: 'Sale', is_active: true },
      { listing_key: 'D002', feed_class: 'condo', transaction_type: 'Sale', is_active: true },
      { listing_key: 'D003', feed_class: 'condo', transaction_type: 'Lease', is_active: true },
      { listing_key: 'D004', feed_class: 'residential', transaction_type: 'Lease', is_active: true },
      { listing_key: 'D005', feed_class: 'commercial', transaction_type: 'Sale', is_active: true },
      { listing_key: 'D006', feed_class: 'commercial', transaction_type: 'Lease', is_active: false },
      { listing_key: 'D007', feed_class: 'residential', transaction_type: 'Sale', is_active: false },
      { listing_key: 'D008', feed_class: 'residential', transaction_type: 'Sale', is_active: true },
      { listing_key: 'D009', feed_class: 'residential', transaction_type: 'Sale', is_active: false },
    ]);
    const photos = await sql<{ media_key: string }>(
      "select media_key from listing_media m join listing l on l.id = m.listing_id where l.listing_key like 'D0%' order by media_key",
    );
    expect(photos.map((row) => row.media_key)).toEqual(['M11', 'M12', 'M21L']);
    const [rooms] = await sql<{ rooms_packed: Buffer }>(
      "select r.rooms_packed from listing_raw r join listing l on l.id = r.listing_id where l.listing_key = 'D001'",
    );
    expect(unpackRoomList(rooms!.rooms_packed)).toHaveLength(1);
    expect(
      feed.server.requests.some(
        (request) => request.includes('ContractStatus') || request.includes('TransactionType') || request.includes('ImageSizeDescription'),
      ),
    ).toBe(false);
  });

  it('reconciles without PropTx fields, by the site status rule: a record without a status stays', async () => {
    const reso = source();
    for (const feedClass of FEED_CLASSES) await syncFeed(deps(reso), feedClass, { skipMedia: true });
    feed.server.properties = feed.server.properties.filter((record) => record.ListingKey !== 'D001' && record.ListingKey !== 'D005');
    for (const feedClass of FEED_CLASSES) {
      const result = await reconcileFeed({ pool: app().services.pool, jobs: app().services.jobs, source: reso }, feedClass);
      expect(result.error).toBeNull();
    }
    const active = await sql<{ listing_key: string }>("select listing_key from listing where listing_key like 'D0%' and is_active order by listing_key");
    expect(active.map((row) => row.listing_key)).toEqual(['D002', 'D003', 'D004', 'D008']);
  });

  it('asks each kind of server only for fields it has', () => {
    // An IDX feed is not asked for the VOW fields (FEED_SCOPE=idx, the default); a VOW feed has them too.
    const idx = (fields: readonly string[]) => fields.filter((field) => !(VOW_FEED_FIELDS as readonly string[]).includes(field));
    expect(idx(RESO_PROFILES.proptx.propertyFields).filter((field) => !(PROPTX_PROPERTY_FIELDS as readonly string[]).includes(field))).toEqual([]);
    expect(idx(RESO_PROFILES.reso.propertyFields).filter((field) => !(RESO_DD_PROPERTY_FIELDS as readonly string[]).includes(field))).toEqual([]);
  });

  it('warns in the run record when a run sees records and imports none', async () => {
    const unknownValues: FeedSource = {
      name: 'odd-values',
      async *pages() {
        yield [ddRecord('D101', { PropertyType: 'Mobile Home Park' }), ddRecord('D102', { PropertyType: 'Mobile Home Park' })];
      },
      async *activeKeys() {},
    };
    const summary = await syncFeed(deps(unknownValues), 'residential');
    expect(summary).toMatchObject({ status: 'succeeded', inserted: 0, quarantined: 2 });
    expect(summary.warning).toMatch(/Saw 2 residential records and could import none of them \(first reason: PropertyType: unknown class 'Mobile Home Park'\)/);
    const status = await importerStatus();
    expect(status.runs.find((run) => run.id === summary.runId)!.warning).toBe(summary.warning);
  });
});
