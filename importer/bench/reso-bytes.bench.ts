/**
 * `npx tsx importer/bench/reso-bytes.bench.ts [-- --count 1000]`: bytes per listing the RESO
 * source fetches from a PropTx-like server (importer/testing/fake-odata-server.ts loaded with the
 * sample feed, which answers every field it has, null or not, as real servers do), whole records
 * versus `$select` of the fields the mapping reads. No database: the pages are only read.
 */
import { parseArgs } from 'node:util';
import { FEED_CLASSES } from '#shared/listing-classes.ts';
import { generateSampleFeed } from '../sources/sample/index.ts';
import { ResoSource } from '../sources/reso-source.ts';
import { FakeODataServer, PROPTX_FIELDS } from '../testing/fake-odata-server.ts';

const { values } = parseArgs({ options: { count: { type: 'string' } } });
const COUNT = Number(values.count ?? 1000);
const TOKEN = 'bytes-bench';

async function main(): Promise<void> {
  const server = new FakeODataServer({ token: TOKEN, maxPageSize: 1000, fields: PROPTX_FIELDS });
  for (const record of generateSampleFeed({ count: COUNT })) {
    const {
      Media: media,
      PropertyRooms: rooms,
      ...property
    } = record as unknown as Record<string, unknown> & { Media?: Record<string, unknown>[]; PropertyRooms?: Record<string, unknown>[] };
    server.properties.push(property);
    for (const item of media ?? [])
      server.media.push({ ...item, ResourceRecordKey: property.ListingKey, ResourceName: 'Property', ImageSizeDescription: 'Largest' });
    for (const room of rooms ?? []) server.rooms.push({ ...room, ListingKey: property.ListingKey });
  }
  const baseUrl = await server.start();
  try {
    const measure = async (selectFields: boolean, fetchChildren: boolean) => {
      const source = new ResoSource({ baseUrl, token: TOKEN, profile: 'proptx', selectFields, fetchChildren });
      let listings = 0;
      for (const feedClass of FEED_CLASSES) for await (const page of source.pages(feedClass, null, 1000)) listings += page.length;
      return { listings, bytes: source.bytesFetched };
    };
    console.log(
      `reso-bytes — ${COUNT.toLocaleString()} sample listings (${server.media.length.toLocaleString()} photo rows, ${server.rooms.length.toLocaleString()} room rows) from a PropTx-like server`,
    );
    for (const fetchChildren of [false, true]) {
      const whole = await measure(false, fetchChildren);
      const selected = await measure(true, fetchChildren);
      const perListing = (result: { listings: number; bytes: number }) => Math.round(result.bytes / result.listings);
      console.log(
        `${fetchChildren ? 'with rooms and photos' : 'Property records only'}: ${perListing(whole).toLocaleString()} B/listing whole, ${perListing(selected).toLocaleString()} B/listing with $select (${Math.round((1 - selected.bytes / whole.bytes) * 100)} % less)`,
      );
    }
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
