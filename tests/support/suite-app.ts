/**
 * The usual start of an integration test file: one test app for the enclosing `describe` block (or
 * the file), created before its tests (with, when asked, the signed-in agent's REST headers, one
 * listing of the file's choosing or the sample feed's first listings) and closed after them. Its
 * fields are read inside tests, hooks and the helpers they call, never while the file is collected.
 * Options given as a function are read when the app is created, so they can name a server (SMTP,
 * S3) that an earlier `beforeAll` of the file started; that server's `afterAll`, registered
 * earlier, runs after the app is closed.
 */
import { afterAll, beforeAll } from 'vitest';
import { importSample } from '#importer/testing/import-sample.ts';
import { type AdminHeaders, createTestApp, type TestApp, type TestAppOptions } from './test-app.ts';

export type { AdminHeaders };

/** The one listing a test of what visitors send about a listing (messages, showings) needs. */
export interface ListingSeed {
  listing_key: string;
  feed_class: 'residential' | 'condo' | 'commercial';
  address: string;
  municipality: string;
  price: number;
  latitude: number;
  longitude: number;
}

export interface SuiteApp extends Omit<TestApp, 'close'> {
  /** The signed-in agent's `authorization` header (with `signedIn: true`). */
  readonly headers: AdminHeaders;
  /** The id of the listing `options.listing` inserted (0 without one). */
  readonly listingId: number;
}

export interface SuiteAppOptions extends TestAppOptions {
  listing?: ListingSeed;
  /** Imports the sample feed (`importSample` with this count) before the tests. */
  sample?: number;
  signedIn?: boolean;
}

export function suiteApp(given: SuiteAppOptions | (() => SuiteAppOptions) = {}): SuiteApp {
  let current: { t: TestApp; headers?: AdminHeaders; listingId: number } | undefined;
  beforeAll(async () => {
    const options = typeof given === 'function' ? given() : given;
    const t = await createTestApp(options);
    current = { t, listingId: 0 }; // closed after the tests even if what follows fails
    if (options.sample) await importSample(t, { count: options.sample });
    const headers = options.signedIn ? await t.adminHeaders() : undefined;
    current = { t, headers, listingId: options.listing ? await insertListing(t, options.listing) : 0 };
  });
  afterAll(() => current?.t.close());
  const now = () => {
    if (!current) throw new Error('suiteApp: its fields are set by beforeAll; read them inside tests and hooks');
    return current;
  };
  return {
    get database() {
      return now().t.database;
    },
    get services() {
      return now().t.services;
    },
    get app() {
      return now().t.app;
    },
    caller: (accessToken) => now().t.caller(accessToken),
    adminToken: () => now().t.adminToken(),
    adminHeaders: () => now().t.adminHeaders(),
    count: (table) => now().t.count(table),
    get headers() {
      const { headers } = now();
      if (!headers) throw new Error("suiteApp: pass signedIn: true for the agent's headers");
      return headers;
    },
    get listingId() {
      return now().listingId;
    },
  };
}

async function insertListing(t: TestApp, listing: ListingSeed): Promise<number> {
  const { rows } = await t.services.pool.query<{ id: number }>(
    `insert into listing (listing_key, feed_class, address, municipality, price, latitude, longitude)
     values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [listing.listing_key, listing.feed_class, listing.address, listing.municipality, listing.price, listing.latitude, listing.longitude],
  );
  return rows[0]!.id;
}

/** A new remote address per call (`${prefix}.1`, `.2`, ...), so the per-IP limits only bite where a test wants them to. */
export function ipSequence(prefix: string): () => string {
  let last = 0;
  return () => `${prefix}.${++last}`;
}
