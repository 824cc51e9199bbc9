/**
 * Test helper: a PropTx VOW feed on the fake OData server, changed by the test from day to day and
 * synced through the real importer (`ResoSource` + `syncFeed`), as the listing-event and alert
 * tests do. The test keeps its records; `publish` serves them, `sync` imports one feed class.
 */
import type { FeedClass } from '#shared/listing-classes.ts';
import type { AppServices } from '#server/services.ts';
import { CentroidGeocoder } from '../geocoder.ts';
import { VOW_FEED_FIELDS } from '../reso-record.schema.ts';
import type { FeedScope } from '../sources/feed-source.ts';
import { ResoSource } from '../sources/reso-source.ts';
import { type SyncOptions, type SyncSummary, syncFeed } from '../sync-feed.ts';
import { FakeODataServer, PROPTX_FIELDS, PROPTX_PROPERTY_FIELDS } from './fake-odata-server.ts';

export type FeedRow = Record<string, unknown>;

/** A detached home for sale, new in Toronto C08, with the given fields on top. */
export function proptxHomeRecord(key: string, modifiedAt: string, listedAt: string, fields: FeedRow): FeedRow {
  return {
    ListingKey: key,
    ModificationTimestamp: modifiedAt,
    OriginalEntryTimestamp: listedAt,
    PropertyType: 'Residential Freehold',
    PropertySubType: 'Detached',
    TransactionType: 'For Sale',
    ContractStatus: 'Available',
    StandardStatus: 'Active',
    MlsStatus: 'New',
    City: 'Toronto C08',
    CityRegion: 'Church-Yonge Corridor',
    StreetSuffix: 'Street',
    ...fields,
  };
}

export class ProptxVowFeed {
  /** The server itself, for scripting failures and reading what was asked. */
  readonly odata: FakeODataServer;
  private baseUrl = '';

  constructor(
    private readonly token: string,
    maxPageSize: number,
  ) {
    this.odata = new FakeODataServer({ token, maxPageSize, fields: { ...PROPTX_FIELDS, Property: [...PROPTX_PROPERTY_FIELDS, ...VOW_FEED_FIELDS] } });
  }

  async start(): Promise<void> {
    this.baseUrl = await this.odata.start();
  }

  stop(): Promise<void> {
    return this.odata.stop();
  }

  /** The records the server answers with from now on. */
  publish(records: Iterable<FeedRow>): void {
    this.odata.properties = [...records];
  }

  source(scope: FeedScope = 'vow'): ResoSource {
    return new ResoSource({ baseUrl: this.baseUrl, token: this.token, profile: 'proptx', scope, maxRetries: 0, sleep: async () => undefined });
  }

  /** One sync of a feed class, without media and without a look-back (every test change is news). */
  sync(
    services: Pick<AppServices, 'pool' | 'jobs'>,
    feedClass: FeedClass,
    options: { pageSize: number; scope?: FeedScope } & Omit<SyncOptions, 'pageSize'>,
  ): Promise<SyncSummary> {
    const { scope, ...syncOptions } = options;
    return syncFeed({ pool: services.pool, jobs: services.jobs, source: this.source(scope), geocoder: new CentroidGeocoder() }, feedClass, {
      skipMedia: true,
      lookbackMinutes: 0,
      ...syncOptions,
    });
  }
}
