/**
 * The sync path against real PostgreSQL: full import, idempotent re-run, incremental run with
 * changes and removals, resume after a crash, quarantine, curation surviving re-imports.
 */
import { describe, expect, it } from 'vitest';
import { searchWordsSql } from '#server/search/text/search-words.ts';
import { importerTestApp } from './testing/importer-test-app.ts';
import { readRawRecord } from './raw-record-codec.ts';
import { SampleFeedSource } from './sources/sample-source.ts';
import type { FeedCursor, FeedSource } from './sources/feed-source.ts';
import { syncFeed } from './sync-feed.ts';
import { reconcileFeed } from './reconcile.ts';
import { importSample } from './testing/import-sample.ts';
import { generateSampleFeed } from './sources/sample/index.ts';
import { mapResoProperty } from './map-listing.ts';
import { UPSERT_MEDIA_SQL } from './listing-writer.ts';
import { explainText, inRolledBackTransaction } from '../tests/support/query-plan.ts';
import { listingColumnsSql } from '#server/modules/listings/listing-row.ts';
import { loadDetail } from '#server/modules/listings/listing-read-model.ts';
import type { ListingRoomValue } from '#server/modules/listings/listing.entity.ts';
import { listingRooms } from '#server/modules/admin-properties/listing-snapshot.ts';

const COUNT = 600;
/** A listing row's search words, as the index expression names them. */
const WORDS = searchWordsSql('listing');

describe('feed sync', () => {
  const { app, sql, deps } = importerTestApp();

  /**
   * The plan of a full-text query with sequential scans off and, for as long as it takes (the
   * transaction rolls back), without the indexes named: an index that matches the expression is used.
   */
  function planOf(query: string, without: string[] = []): Promise<string> {
    return inRolledBackTransaction(app().services.pool, async (client) => {
      await client.query('set local enable_seqscan = off');
      for (const index of without) await client.query(`drop index ${index}`);
      return explainText(client, query, ['toronto']);
    });
  }

  it('imports every class of the sample feed with rooms, media and legacy details', async () => {
    const summaries = await importSample(app(), { count: COUNT });
    const inserted = summaries.reduce((sum, summary) => sum + summary.inserted, 0);
    const [count] = await sql<{ n: number }>('select count(*)::int as n from listing');
    const n = count!.n;
    expect(n).toBe(inserted);
    expect(n).toBeGreaterThan(COUNT * 0.95);
    const classes = await sql<{ feed_class: string; n: number }>('select feed_class, count(*)::int as n from listing group by 1 order by 1');
    expect(classes.map((row) => row.feed_class)).toEqual(['commercial', 'condo', 'residential']);
    // The rooms are packed beside the raw record, none in the rows (room-list-codec.ts).
    const [withRooms] = await sql<{ n: number }>('select count(*)::int as n from listing_raw where rooms_packed is not null');
    expect(withRooms!.n).toBeGreaterThan(n * 0.8);
    const [roomsInRows] = await sql<{ n: number }>("select count(*)::int as n from listing where room_list <> '[]'::jsonb");
    expect(roomsInRows!.n).toBe(0);
    const [mainPhotos] = await sql<{ n: number }>('select count(*)::int as n from listing_media where is_main');
    expect(mainPhotos!.n).toBe(n);
    const [sample] = await sql<{ id: number; details: Record<string, unknown>; latitude: number }>(
      `select id, ${listingColumnsSql(['details'], 'l')}, latitude from listing l where feed_class = 'residential' limit 1`,
    );
    expect(sample!.details).toHaveProperty('Style');
    const raw = await readRawRecord(app().services.pool, sample!.id);
    expect(raw).toHaveProperty('ListingKey');
    expect(raw).not.toHaveProperty('Media');
    expect(sample!.latitude).toBeGreaterThan(43);
  });

  it('finds imported listings by their words through the indexes on them (the words are not stored)', async () => {
    const [listing] = await sql<{ id: number; listing_key: string }>('select id, listing_key from listing where is_active order by id limit 1');
    const active = `select id from listing where is_active and ${WORDS} @@ to_tsquery('simple', $1)`;
    const found = await sql<{ id: number }>(active, [listing!.listing_key.toLowerCase()]);
    expect(found.map((row) => row.id)).toEqual([listing!.id]);
    // The engine's expression is the indexes': PostgreSQL reads them (a sequential scan would
    // compute every row's words), the active listings' for the public search, the closed ones' for the VOW tier's.
    const closed = `select id from listing where close_date between '2000-01-01' and '2100-01-01' and ${WORDS} @@ to_tsquery('simple', $1)`;
    expect(await planOf(active)).toContain('listing_search_words_idx');
    // The few closed rows here are found faster by their close date: without those indexes.
    expect(await planOf(closed, ['listing_closed_date_idx', 'listing_closed_price_idx'])).toContain('listing_closed_words_idx');
    const columns = await sql<{ n: number }>(
      "select count(*)::int as n from information_schema.columns where table_name = 'listing' and column_name = 'search_words'",
    );
    expect(columns[0]!.n).toBe(0);
  });

  it('stores the details as an array without the fields their column holds, and reads back the details the mapping made', async () => {
    const mapped = new Map<string, Record<string, unknown>>();
    for (const record of generateSampleFeed({ count: COUNT })) {
      const result = mapResoProperty(record);
      if (result.ok) mapped.set(result.listing.listing_key, result.listing.details);
    }
    const rows = await sql<{ listing_key: string; stored: unknown; details: Record<string, unknown> }>(
      `select l.listing_key, l.details as stored, ${listingColumnsSql(['details'], 'l')} from listing l order by l.id`,
    );
    const compared = rows.filter((row) => mapped.has(row.listing_key));
    expect(compared.length).toBeGreaterThan(COUNT * 0.9);
    for (const row of compared) expect(row.details, row.listing_key).toEqual(mapped.get(row.listing_key));
    // Every mapped listing's details fit the array (stored-details.ts): no object, so no twin stored.
    expect(compared.filter((row) => !Array.isArray(row.stored)).map((row) => row.listing_key)).toEqual([]);
  });

  it('reads back each raw record as the feed sent it, the fields its columns hold included', async () => {
    const sent = new Map<string, Record<string, unknown>>();
    for (const record of generateSampleFeed({ count: COUNT })) {
      const { Media: _media, PropertyRooms: _rooms, Rooms: _otherRooms, ...raw } = record as unknown as Record<string, unknown>;
      sent.set(record.ListingKey, JSON.parse(JSON.stringify(raw)) as Record<string, unknown>);
    }
    const rows = await sql<{ id: number; listing_key: string }>('select id, listing_key from listing order by id limit 60');
    const compared = rows.filter((row) => sent.has(row.listing_key));
    expect(compared.length).toBeGreaterThan(40);
    for (const { id, listing_key: key } of compared) expect(await readRawRecord(app().services.pool, id), key).toEqual(sent.get(key));
    // The fields the columns hold are not in the stored bytes (format 2 and its mask: raw-record-codec.ts).
    const [packed] = await sql<{ format: number; mask: number }>(
      'select get_byte(packed, 0) as format, get_byte(packed, 1) + 256 * get_byte(packed, 2) as mask from listing_raw where listing_id = $1',
      [compared[0]!.id],
    );
    expect(packed).toMatchObject({ format: 2 });
    expect(packed!.mask & 1).toBe(1);
  });

  it("reads back each listing's rooms as mapped, packed or (a row not sent again since they moved) from the row", async () => {
    const mapped = new Map<string, ListingRoomValue[]>();
    for (const record of generateSampleFeed({ count: COUNT })) {
      const result = mapResoProperty(record);
      if (result.ok) mapped.set(result.listing.listing_key, result.listing.room_list);
    }
    const rows = await sql<{ id: number; listing_key: string }>('select id, listing_key from listing order by id');
    const compared = rows.filter((row) => (mapped.get(row.listing_key)?.length ?? 0) > 0);
    expect(compared.length).toBeGreaterThan(COUNT * 0.8);
    const roomsOf = async (id: number) => ({
      admin: await listingRooms(app().services.pool, id),
      shown: (await loadDetail(app().services.pool, id))?.rooms.map((room) => room.name),
    });
    for (const { id, listing_key: key } of compared.slice(0, 40)) {
      const rooms = mapped.get(key)!;
      const { admin, shown } = await roomsOf(id);
      expect(admin, key).toEqual(rooms.map(({ room_key: _key, ...room }) => room));
      if (shown) expect(shown, key).toEqual(rooms.map((room) => room.room_type));
    }
    // A row as the migration left it: its rooms in room_list, nothing packed.
    const { id, listing_key: key } = compared[0]!;
    const before = await roomsOf(id);
    await sql('update listing set room_list = $2::jsonb where id = $1', [id, JSON.stringify(mapped.get(key))]);
    await sql('update listing_raw set rooms_packed = null where listing_id = $1', [id]);
    expect(await roomsOf(id)).toEqual(before);
  });

  it('writes nothing on a re-run with no changes', async () => {
    const before = await sql<{ max: Date }>('select max(updated_at) as max from listing');
    const summaries = await importSample(app(), { count: COUNT });
    expect(summaries.every((summary) => summary.inserted === 0 && summary.updated === 0)).toBe(true);
    const after = await sql<{ max: Date }>('select max(updated_at) as max from listing');
    expect(after[0]!.max).toEqual(before[0]!.max);
  });

  it('applies the next day of the feed: changes, new listings and status removals, then reconciles vanished keys', async () => {
    const summaries = await importSample(app(), { count: COUNT, runNumber: 1 });
    const changed = summaries.reduce((sum, summary) => sum + summary.updated + summary.inserted, 0);
    expect(changed).toBeGreaterThan(0);
    expect(changed).toBeLessThan(COUNT * 0.1);

    const source = new SampleFeedSource({ count: COUNT, runNumber: 1 });
    const results = [];
    for (const feedClass of ['residential', 'condo', 'commercial'] as const)
      results.push(await reconcileFeed({ pool: app().services.pool, jobs: app().services.jobs, source }, feedClass));
    expect(results.every((result) => result.status === 'succeeded')).toBe(true);
    const feedKeys = new Set<string>();
    for (const feedClass of ['residential', 'condo', 'commercial'] as const)
      for await (const keys of source.activeKeys(feedClass)) for (const key of keys) feedKeys.add(key);
    const active = await sql<{ listing_key: string }>("select listing_key from listing where is_active and origin = 'feed'");
    for (const row of active) expect(feedKeys.has(row.listing_key)).toBe(true);
  });

  it('keeps the agent curation through a re-import of a changed listing', async () => {
    const [target] = await sql<{ id: number; listing_key: string }>(
      "select id, listing_key from listing where feed_class = 'condo' and is_active order by id limit 1",
    );
    await sql("update listing set in_own_listing = true, is_featured = true, modification_ts = modification_ts - interval '1 day' where id = $1", [target!.id]);
    // The feed's version is now newer than ours: the next run rewrites the feed columns only.
    await sql("delete from sync_state where feed_class = 'condo'");
    await importSample(app(), { count: COUNT, runNumber: 1 });
    const [after] = await sql<{ in_own_listing: boolean; is_featured: boolean; modification_ts: Date }>(
      'select in_own_listing, is_featured, modification_ts from listing where id = $1',
      [target!.id],
    );
    expect(after).toMatchObject({ in_own_listing: true, is_featured: true });
  });

  it("finds a listing by the agent's corrected address after a re-import", async () => {
    const [target] = await sql<{ id: number }>("select id from listing where feed_class = 'residential' and is_active order by id limit 1");
    // What the admin's correction does: the column and the override record (the words follow the column).
    await sql(
      `update listing set address = '7 Quillfeather Lane', agent_overrides = '{"columns": {"address": "7 Quillfeather Lane"}}',
         modification_ts = modification_ts - interval '1 day' where id = $1`,
      [target!.id],
    );
    const found = async () => (await sql<{ id: number }>(`select id from listing where ${WORDS} @@ to_tsquery('simple', 'quillfeather')`)).map((row) => row.id);
    expect(await found()).toEqual([target!.id]);
    await sql("delete from sync_state where feed_class = 'residential'");
    const summaries = await importSample(app(), { count: COUNT, runNumber: 1 });
    expect(summaries.find((summary) => summary.updated > 0)).toBeTruthy();
    const [after] = await sql<{ address: string }>('select address from listing where id = $1', [target!.id]);
    expect(after).toMatchObject({ address: '7 Quillfeather Lane' });
    expect(await found()).toEqual([target!.id]);
  });

  it('keeps a listing the agent removed off the site when the feed changes it', async () => {
    const [target] = await sql<{ id: number }>("select id from listing where feed_class = 'commercial' and is_active order by id limit 1");
    await sql("update listing set agent_hidden = true, is_active = false, modification_ts = modification_ts - interval '1 day' where id = $1", [target!.id]);
    await sql("delete from sync_state where feed_class = 'commercial'");
    const summaries = await importSample(app(), { count: COUNT, runNumber: 1 });
    expect(summaries.find((summary) => summary.updated > 0)).toBeTruthy();
    const [after] = await sql<{ is_active: boolean }>('select is_active from listing where id = $1', [target!.id]);
    expect(after!.is_active).toBe(false);
  });

  it("keeps photos the agent removed removed, and the agent's own main photo main, through a re-import", async () => {
    const [target] = await sql<{ id: number }>("select id from listing where feed_class = 'residential' and is_active order by id limit 1");
    const [removed] = await sql<{ id: number }>(
      "update listing_media set status = 'deleted', is_main = false, agent_removed = true where id = (select id from listing_media where listing_id = $1 and not is_main order by ord limit 1) returning id",
      [target!.id],
    );
    await sql('update listing_media set is_main = false where listing_id = $1', [target!.id]);
    await sql("insert into listing_media (listing_id, ord, is_main, agent_main, status, source_url) values ($1, 99, true, true, 'ready', 'upload://agent')", [
      target!.id,
    ]);
    await sql("update listing set modification_ts = modification_ts - interval '1 day' where id = $1", [target!.id]);
    await sql("delete from sync_state where feed_class = 'residential'");
    await importSample(app(), { count: COUNT, runNumber: 1 });
    const media = await sql<{ id: number; status: string; is_main: boolean; media_key: string | null }>(
      'select id, status, is_main, media_key from listing_media where listing_id = $1',
      [target!.id],
    );
    expect(media.find((row) => row.id === removed!.id)!.status).toBe('deleted');
    expect(media.filter((row) => row.is_main).map((row) => row.media_key)).toEqual([null]);
  });

  it('keeps a feed photo the agent chose as main through a re-import that names another', async () => {
    const [target] = await sql<{ id: number }>("select id from listing where feed_class = 'condo' and is_active order by id limit 1");
    const [chosen] = await sql<{ id: number }>(
      'select id from listing_media where listing_id = $1 and not is_main and status <> $2 order by ord desc limit 1',
      [target!.id, 'deleted'],
    );
    const answer = await app()
      .caller(await app().adminToken())
      .adminProperties.setMainImage({ listingId: target!.id, mediaId: chosen!.id });
    expect(answer.images[0]).toMatchObject({ id: chosen!.id, isMain: true });
    const [before] = await sql<{ modification_ts: Date }>(
      "update listing set modification_ts = modification_ts - interval '1 day' where id = $1 returning modification_ts",
      [target!.id],
    );
    await sql("delete from sync_state where feed_class = 'condo'");
    await importSample(app(), { count: COUNT, runNumber: 1 });
    const [after] = await sql<{ modification_ts: Date }>('select modification_ts from listing where id = $1', [target!.id]);
    expect(after!.modification_ts.getTime()).toBeGreaterThan(before!.modification_ts.getTime()); // the feed did rewrite it
    const mains = await sql<{ id: number }>('select id from listing_media where listing_id = $1 and is_main', [target!.id]);
    expect(mains).toEqual([{ id: chosen!.id }]);
  });

  it('quarantines a bad record with its reason and imports the rest of the page', async () => {
    const good = { ListingKey: 'X00000001', ModificationTimestamp: '2030-01-01T00:00:00Z', PropertyType: 'Commercial', City: 'Toronto C01', ListPrice: 500000 };
    const bad = { ListingKey: 'X00000002', ModificationTimestamp: 'yesterday', PropertyType: 'Commercial', City: 'Toronto C01' };
    const source: FeedSource = {
      name: 'test-file',
      async *pages() {
        yield [good, bad];
      },
      async *activeKeys() {},
    };
    const summary = await syncFeed(deps(source), 'commercial');
    expect(summary).toMatchObject({ status: 'succeeded', inserted: 1, quarantined: 1 });
    const [quarantined] = await sql<{ listing_key: string; reason: string }>('select listing_key, reason from quarantined_record where run_id = $1', [
      summary.runId,
    ]);
    expect(quarantined!.listing_key).toBe('X00000002');
    expect(quarantined!.reason).toMatch(/ModificationTimestamp/);
  });

  /** A feed photo, a commercial record carrying photos, a sync of one page of records, a listing's stored photos. */
  const photo = (key: string, order: number, url: string, modified = '2030-01-01T00:00:00Z') => ({
    MediaKey: key,
    Order: order,
    MediaURL: url,
    MediaCategory: 'Photo',
    ModificationTimestamp: modified,
  });
  const record = (listingKey: string, modified: string, media: ReturnType<typeof photo>[]) => ({
    ListingKey: listingKey,
    ModificationTimestamp: modified,
    PropertyType: 'Commercial',
    City: 'Toronto C01',
    ListPrice: 500000,
    Media: media,
  });
  const sync = (records: unknown[]) =>
    syncFeed(
      deps({
        name: 'test-file',
        async *pages() {
          yield records;
        },
        async *activeKeys() {},
      }),
      'commercial',
    );
  const photosOf = (listingKey: string) =>
    sql<{ id: number; media_key: string; ord: number; source_url: string; status: string; is_main: boolean }>(
      `select m.id, m.media_key, m.ord, m.source_url, m.status, m.is_main from listing_media m join listing l on l.id = m.listing_id
       where l.listing_key = $1 order by m.media_key, m.id`,
      [listingKey],
    );

  it('keeps one photo row a media key within its listing through a re-import that changes, repeats and drops keys', async () => {
    // Another listing sends the same keys: a key is its listing's.
    await sync([
      record('X00000101', '2030-01-01T00:00:00Z', [photo('A', 0, 'https://feed/a'), photo('B', 1, 'https://feed/b'), photo('C', 2, 'https://feed/c')]),
      record('X00000102', '2030-01-01T00:00:00Z', [photo('A', 0, 'https://feed/other-a'), photo('B', 1, 'https://feed/other-b')]),
    ]);
    const before = await photosOf('X00000101');
    expect(before.map((row) => row.media_key)).toEqual(['A', 'B', 'C']);
    await sql("update listing_media set status = 'ready' where id = any($1::int[])", [before.map((row) => row.id)]);
    await sql("delete from pgboss.job where name = 'media.sweep'");

    const summary = await sync([
      record('X00000101', '2030-01-02T00:00:00Z', [
        photo('A', 0, 'https://feed/a'),
        photo('B', 1, 'https://feed/b-retaken'),
        photo('D', 2, 'https://feed/d-first', '2030-01-01T00:00:00Z'),
        photo('D', 3, 'https://feed/d-later', '2030-01-02T00:00:00Z'),
      ]),
    ]);
    expect(summary).toMatchObject({ status: 'succeeded', updated: 1, quarantined: 0 });
    const [a, b, c, d, ...more] = await photosOf('X00000101');
    expect(more).toEqual([]);
    const [beforeA, beforeB, beforeC] = before;
    expect(a).toMatchObject({ id: beforeA!.id, status: 'ready', is_main: true }); // unchanged photo: kept, not fetched again
    expect(b).toMatchObject({ id: beforeB!.id, status: 'pending', source_url: 'https://feed/b-retaken' });
    expect(c).toMatchObject({ id: beforeC!.id, status: 'deleted' }); // no longer listed
    // Its files go with the sweep the run queued.
    expect(await sql("select 1 from pgboss.job where name = 'media.sweep' and state = 'created'")).toHaveLength(1);
    expect(d).toMatchObject({ media_key: 'D', ord: 3, source_url: 'https://feed/d-later', status: 'pending', is_main: false });
    expect((await photosOf('X00000102')).map((row) => [row.media_key, row.source_url, row.status])).toEqual([
      ['A', 'https://feed/other-a', 'pending'],
      ['B', 'https://feed/other-b', 'pending'],
    ]);
  });

  it('queues every photo of a listing on the market and only the main photo of one off it', async () => {
    const photos = (prefix: string) => [0, 1, 2].map((order) => photo(`${prefix}${order}`, order, `https://feed/${prefix}/${order}`));
    await sync([
      record('X00000201', '2030-01-01T00:00:00Z', photos('on')),
      {
        ...record('X00000202', '2030-01-01T00:00:00Z', photos('off')),
        MlsStatus: 'Sold',
        StandardStatus: 'Closed',
        ClosePrice: 480000,
        CloseDate: '2029-12-01',
      },
    ]);
    const queued = await sql<{ media_key: string }>(
      `select m.media_key from pgboss.job job cross join jsonb_array_elements_text(job.data->'mediaIds') as queued(id)
       join listing_media m on m.id = queued.id::int join listing l on l.id = m.listing_id
       where job.name = 'media.fetch' and l.listing_key in ('X00000201', 'X00000202') order by 1`,
    );
    expect(queued.map((row) => row.media_key)).toEqual(['off0', 'on0', 'on1', 'on2']);
    expect((await photosOf('X00000202')).map((row) => [row.media_key, row.status])).toEqual([
      ['off0', 'pending'],
      ['off1', 'pending'],
      ['off2', 'pending'],
    ]);
  });

  it("finds a page's stored photos by probes of the listing's index, even with no statistics of the photos", async () => {
    const listings = await sql<{ id: number; listing_key: string }>('select id, listing_key from listing order by id limit 500');
    expect(listings.length).toBeGreaterThan(100);
    const media = listings.flatMap((listing) =>
      [0, 1, 2].map((ord) => ({
        listing_key: listing.listing_key,
        media_key: `K${ord}`,
        ord,
        source_url: `https://feed/${ord}`,
        is_main: ord === 0,
        is_deleted: false,
      })),
    );
    // A table a first import is filling has no statistics yet, or ones far behind it: the
    // planner's defaults then favoured reading every stored photo into a hash, each page.
    await inRolledBackTransaction(app().services.pool, async (client) => {
      await client.query(
        `insert into listing_media (listing_id, media_key, ord, source_url)
         select l.id, 'bulk-' || n, n, 'https://feed/bulk' from listing l cross join generate_series(1, 100) as n`,
      );
      await client.query("delete from pg_statistic where starelid = 'listing_media'::regclass");
      const plan = await explainText(client, UPSERT_MEDIA_SQL, [
        JSON.stringify(media),
        listings.map((listing) => listing.listing_key),
        listings.map((listing) => listing.id),
      ]);
      expect(plan).toMatch(/Index Cond: \(listing_id = /);
      expect(plan).not.toMatch(/Seq Scan on listing_media/);
    });
  });

  // One page in flight is the default on two cores (defaultPagesInFlight); two on larger machines.
  it.each([1, 2])('resumes from the last committed page after a crash, losing and duplicating nothing (%i page(s) in flight)', async (pagesInFlight) => {
    const records = Array.from({ length: 30 }, (_unused, index) => ({
      ListingKey: `R${pagesInFlight}${String(index).padStart(7, '0')}`,
      ModificationTimestamp: `2031-01-01T00:00:${String(Math.floor(index / 4)).padStart(2, '0')}.000Z`,
      PropertyType: 'Residential Freehold',
      City: 'Mississauga',
      ListPrice: 900000 + index,
    }));
    const pageAfter = (cursor: FeedCursor | null) =>
      records.filter(
        (record) => !cursor || record.ModificationTimestamp > cursor.ts || (record.ModificationTimestamp === cursor.ts && record.ListingKey > cursor.key),
      );
    let crashAfterPages = 2;
    const source: FeedSource = {
      name: `crashy-${pagesInFlight}`,
      async *pages(_feedClass, cursor, pageSize) {
        let remaining = pageAfter(cursor);
        while (remaining.length > 0) {
          if (crashAfterPages-- === 0) throw new Error('connection reset by peer');
          const page = remaining.slice(0, pageSize);
          yield page;
          const last = page.at(-1)!;
          remaining = pageAfter({ ts: new Date(last.ModificationTimestamp).toISOString(), key: last.ListingKey });
        }
      },
      async *activeKeys() {},
    };
    const first = await syncFeed(deps(source), 'residential', { pageSize: 7, lookbackMinutes: 0, pagesInFlight });
    expect(first.status).toBe('failed');
    expect(first.inserted).toBe(14);
    crashAfterPages = -1;
    const second = await syncFeed(deps(source), 'residential', { pageSize: 7, lookbackMinutes: 0, pagesInFlight });
    expect(second.status).toBe('succeeded');
    const rows = await sql<{ n: number; keys: number }>(
      'select count(*)::int as n, count(distinct listing_key)::int as keys from listing where listing_key like $1',
      [`R${pagesInFlight}%`],
    );
    expect(rows[0]).toEqual({ n: 30, keys: 30 });
  });
});
