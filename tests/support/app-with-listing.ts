/**
 * The start of the tests of what visitors send about a listing (messages, showings): a test app
 * with one listing of the file's choosing, the admin's Authorization header and a row counter.
 */
import { type AdminHeaders, createTestApp, type TestApp } from './test-app.ts';

export type { AdminHeaders };

export interface ListingSeed {
  listing_key: string;
  feed_class: 'residential' | 'condo' | 'commercial';
  address: string;
  municipality: string;
  price: number;
  latitude: number;
  longitude: number;
}

export type CountRows = (table: string) => Promise<number>;

export interface AppWithListing {
  testApp: TestApp;
  listingId: number;
  adminHeaders: AdminHeaders;
  count: CountRows;
}

export async function createAppWithListing(listing: ListingSeed): Promise<AppWithListing> {
  const testApp = await createTestApp();
  const { rows } = await testApp.services.pool.query<{ id: number }>(
    `insert into listing (listing_key, feed_class, address, municipality, price, latitude, longitude)
     values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [listing.listing_key, listing.feed_class, listing.address, listing.municipality, listing.price, listing.latitude, listing.longitude],
  );
  const count: CountRows = async (table) => (await testApp.services.pool.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]!.n;
  return { testApp, listingId: rows[0]!.id, adminHeaders: await testApp.adminHeaders(), count };
}

/** A new remote address per call (`${prefix}.1`, `.2`, ...), so the per-IP limits only bite where a test wants them to. */
export function ipSequence(prefix: string): () => string {
  let last = 0;
  return () => `${prefix}.${++last}`;
}
