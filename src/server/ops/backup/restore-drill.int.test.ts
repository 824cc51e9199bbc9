/**
 * The restore drill: a database filled the way the site fills it (the sample feed, an enquiry, a
 * campaign, a blog post with its image, an own listing's photo), backed up while writes go on,
 * restored into a fresh database and media directory, and compared table by table, row by row,
 * and file by file. Then the refusals: a damaged archive changes nothing, and a database that
 * holds data is only replaced with --force.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { importSample } from '#importer/testing/import-sample.ts';
import { runInTransaction } from '#server/db/transaction.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import { testConfig } from '../../../../tests/support/test-config.ts';
import { createBackup, type BackupResult } from './create-backup.ts';
import { listTables } from './database-catalog.ts';
import { restoreBackup, RestoreRefusedError } from './restore-backup.ts';
import { DamagedArchiveError } from './verify-archive.ts';
import { emptyDatabase } from './testing/empty-database.ts';

async function rowsOf(url: string, table: string, where = 'true'): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ row: string }>(
      `select to_jsonb(t)::text as row from public.${pg.escapeIdentifier(table)} t where ${where} order by 1`,
    );
    return rows.map((row) => row.row);
  } finally {
    await client.end();
  }
}

async function filesUnder(root: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  const walk = async (directory: string) => {
    for (const entry of await fs.readdir(directory, { withFileTypes: true }).catch(() => [])) {
      const full = path.join(directory, entry.name);
      if (entry.isDirectory()) await walk(full);
      else files.set(path.relative(root, full), await fs.readFile(full));
    }
  };
  await walk(root);
  return files;
}

/** A database owned by a fresh role without superuser rights, as a hosting provider hands out. */
async function databaseOwnedByNewRole(): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = inject('databaseServerUrl');
  const name = `realtor_managed_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create role ${name} login password 'managed-password' nosuperuser`);
  await admin.query(`create database ${name} owner ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.username = name;
  url.password = 'managed-password';
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.query(`drop role if exists ${name}`);
      await client.end();
    },
  };
}

/** Writes an e-mail message and its delivery in one transaction, over and over, until stopped. */
function startWriter(pool: pg.Pool) {
  let written = 0;
  let isStopped = false;
  const waiters: { count: number; resolve: () => void }[] = [];
  const running = (async () => {
    while (!isStopped) {
      await runInTransaction(pool, async (client) => {
        const { rows } = await client.query<{ id: number }>(
          `insert into email_message (kind, subject, html, text) values ('drill', 'Drill', '<p>x</p>', 'x') returning id`,
        );
        await client.query(`insert into email_delivery (message_id, to_address, idempotency_key) values ($1, 'drill@example.com', $2)`, [
          rows[0]!.id,
          `drill:${rows[0]!.id}`,
        ]);
      });
      written += 1;
      for (const waiter of waiters.filter((candidate) => written >= candidate.count)) waiter.resolve();
    }
  })();
  return {
    get written() {
      return written;
    },
    /** Resolves once `count` more transactions have committed. */
    more(count: number) {
      return new Promise<void>((resolve) => waiters.push({ count: written + count, resolve }));
    },
    async stop() {
      isStopped = true;
      await running;
    },
  };
}

describe('the restore drill', () => {
  let source: TestApp;
  let work: string;
  let backup: BackupResult;
  let target: { url: string; drop(): Promise<void> };
  const restoredConfig = () => testConfig(target.url, { DATA_DIR: path.join(work, 'restored') });

  beforeAll(async () => {
    work = await fs.mkdtemp(path.join(os.tmpdir(), 'realtor-drill-'));
    source = await createTestApp({ env: { DATA_DIR: path.join(work, 'source') } });
    await importSample(source, { count: 40 });

    const admin = source.caller(await source.adminToken());
    const headers = await source.adminHeaders();
    const png = (
      await sharp({ create: { width: 800, height: 500, channels: 3, background: '#2a6f4e' } })
        .png()
        .toBuffer()
    ).toString('base64');

    const { rows: listings } = await source.services.pool.query<{ id: number }>(`select id from listing where origin = 'feed' order by id limit 1`);
    await source
      .caller()
      .messages.sendEnquiry({ listingId: listings[0]!.id, fullName: 'Tina Park', emailAddress: 'tina@example.com', enquiry: 'Is parking included?' });
    await admin.email.importRows([
      ['Ana Lee', 'ana@example.com', ''],
      ['Bo Chen', 'bo@example.com', ''],
    ]);
    await admin.email.sendBulk({ template: 'reply', subject: 'Spring market update', msg: 'Prices are up.', emails: ['ana@example.com', 'bo@example.com'] });
    const blog = await source.app.inject({
      method: 'POST',
      url: '/api/admin/blogs',
      headers,
      payload: {
        title: 'Spring market outlook',
        category: 'Other',
        excerpt: 'What buyers can expect.',
        content: [{ type: 'paragraph', children: [{ text: 'Prices are up.' }] }],
        data: `data:image/png;base64,${png}`,
        active: true,
      },
    });
    expect(blog.statusCode, blog.body).toBe(200);
    // A saved search (typed criteria columns, a tsquery) and one alert item (issue #16).
    const saved = await admin.visitors.createSavedSearch({
      email: 'drill@example.com',
      clientName: 'Drill Client',
      name: 'Drill search',
      criteria: { search: { classes: ['residential'], keyword: 'Drill Street', minPrice: 500000 } },
      frequency: 'daily',
      copyAgent: false,
      consentGiven: true,
    });
    await source.services.pool.query(
      `insert into alert_item (saved_search_id, listing_event_id, listing_id, kind, to_price) values ($1, 1, $2, 'new', 650000)`,
      [saved.id, listings[0]!.id],
    );
    const { rows: own } = await source.services.pool.query<{ id: number }>(
      `insert into listing (listing_key, origin, feed_class, address, municipality, in_own_listing) values ('P7100001', 'agent', 'residential', '12 Drill Street', 'Toronto', true) returning id`,
    );
    const photo = await source.app.inject({
      method: 'POST',
      url: '/api/admin/properties/image/upload',
      headers,
      payload: { property_id: own[0]!.id, images: [{ name: 'front.png', type: 'image/png', data: `data:image/png;base64,${png}`, mainImage: true }] },
    });
    expect(photo.statusCode, photo.body).toBe(200);
    target = await emptyDatabase();
  });

  afterAll(async () => {
    await target?.drop();
    await source?.close();
    await fs.rm(work, { recursive: true, force: true });
  });

  it('backs up while writes go on, and the restore equals the snapshot row for row and file for file', async () => {
    const writer = startWriter(source.services.pool);
    try {
      await writer.more(3);
      backup = await createBackup({ databaseUrl: source.database.url, config: source.services.config, directory: path.join(work, 'backups') });
      // Writes committed after the backup finished are certainly after its snapshot.
      await writer.more(3);
    } finally {
      await writer.stop();
    }

    const summary = await restoreBackup({ archive: backup.path, databaseUrl: target.url, config: restoredConfig() });
    expect(summary.tables).toBe(backup.manifest.tables.length);
    expect(summary.files).toBe(backup.manifest.media.files);
    expect(summary.files).toBeGreaterThanOrEqual(2);
    // The campaign's and the writer's deliveries were waiting (no mail worker in this test).
    expect(summary.pendingMails).toBe((await rowsOf(target.url, 'email_delivery', `status = 'pending'`)).length);
    expect(summary.pendingMails).toBeGreaterThan(0);

    const written = new Set(['email_message', 'email_delivery']);
    const sourceTables = (await listTables(source.services.pool)).map((table) => table.name).sort();
    expect(backup.manifest.tables.map((table) => table.name).sort()).toEqual(sourceTables);
    for (const table of backup.manifest.tables) {
      const restored = await rowsOf(target.url, table.name);
      expect(restored.length, table.name).toBe(table.rows);
      if (written.has(table.name)) continue;
      expect(restored, table.name).toEqual(await rowsOf(source.database.url, table.name));
    }
    // The same indexes, rebuilt after the load.
    const indexesOf = async (url: string) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return (await client.query<{ indexdef: string }>(`select indexdef from pg_indexes where schemaname = 'public' order by 1`)).rows.map(
          (row) => row.indexdef,
        );
      } finally {
        await client.end();
      }
    };
    expect(await indexesOf(target.url)).toEqual(await indexesOf(source.database.url));
    for (const table of ['listing', 'listing_media', 'enquiry', 'email_contact', 'blog_post']) {
      expect(backup.manifest.tables.find((entry) => entry.name === table)?.rows, table).toBeGreaterThan(0);
    }

    // The tables written during the backup: the restore holds the messages up to one point in
    // time, each with its delivery, and not the ones committed after.
    const cut = Math.max(...(await rowsOf(target.url, 'email_message')).map((row) => (JSON.parse(row) as { id: number }).id));
    expect(await rowsOf(target.url, 'email_message')).toEqual(await rowsOf(source.database.url, 'email_message', `id <= ${cut}`));
    expect(await rowsOf(target.url, 'email_delivery')).toEqual(await rowsOf(source.database.url, 'email_delivery', `message_id <= ${cut}`));
    expect((await rowsOf(source.database.url, 'email_message', `id > ${cut}`)).length).toBeGreaterThanOrEqual(3);

    // Sequences continue past the restored rows.
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    try {
      const { rows: next } = await client.query<{ id: number }>(
        `insert into email_message (kind, subject, html, text) values ('after', 'After', 'x', 'x') returning id`,
      );
      expect(next[0]!.id).toBeGreaterThan(cut);
    } finally {
      await client.end();
    }

    const sourceFiles = await filesUnder(source.services.config.mediaDir);
    const restoredFiles = await filesUnder(restoredConfig().mediaDir);
    expect([...restoredFiles.keys()].sort()).toEqual([...sourceFiles.keys()].sort());
    for (const [key, bytes] of sourceFiles) expect(restoredFiles.get(key)?.equals(bytes), key).toBe(true);
  });

  it('restores as an ordinary database owner too (a managed PostgreSQL): foreign keys checked, the same rows', async () => {
    const owner = await databaseOwnedByNewRole();
    try {
      const lines: string[] = [];
      const summary = await restoreBackup({
        archive: backup.path,
        databaseUrl: owner.url,
        config: testConfig(owner.url, { DATA_DIR: path.join(work, 'managed') }),
        log: (line) => lines.push(line),
      });
      expect(lines.some((line) => line.includes('foreign keys checked'))).toBe(true);
      expect(summary.rows).toBe(backup.manifest.tables.reduce((sum, table) => sum + table.rows, 0));
      for (const table of ['listing', 'enquiry', 'email_delivery', 'blog_post'])
        expect(await rowsOf(owner.url, table), table).toEqual(await rowsOf(target.url, table));
    } finally {
      await owner.drop();
    }
  });

  it('refuses a damaged archive before changing anything', async () => {
    const damaged = path.join(work, 'damaged.tar.gz');
    const bytes = await fs.readFile(backup.path);
    bytes[Math.floor(bytes.length / 2)]! ^= 0xff;
    await fs.writeFile(damaged, bytes);
    const truncated = path.join(work, 'truncated.tar.gz');
    await fs.writeFile(truncated, (await fs.readFile(backup.path)).subarray(0, Math.floor(bytes.length * 0.9)));

    const fresh = await emptyDatabase();
    const config = testConfig(fresh.url, { DATA_DIR: path.join(work, 'untouched') });
    try {
      for (const archive of [damaged, truncated]) {
        await expect(restoreBackup({ archive, databaseUrl: fresh.url, config, force: true })).rejects.toBeInstanceOf(DamagedArchiveError);
      }
      const client = new pg.Client({ connectionString: fresh.url });
      await client.connect();
      const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from pg_class where relnamespace = 'public'::regnamespace`);
      await client.end();
      expect(rows[0]!.n).toBe(0);
      expect((await filesUnder(config.mediaDir)).size).toBe(0);
      // The restored database from the drill is untouched too (force or not, nothing ran).
      await expect(restoreBackup({ archive: damaged, databaseUrl: target.url, config: restoredConfig(), force: true })).rejects.toBeInstanceOf(
        DamagedArchiveError,
      );
      expect((await rowsOf(target.url, 'enquiry')).length).toBe(1);
    } finally {
      await fresh.drop();
    }
  });

  it('refuses a database that holds data unless forced, then replaces it', async () => {
    const before = await rowsOf(target.url, 'email_message');
    await expect(restoreBackup({ archive: backup.path, databaseUrl: target.url, config: restoredConfig() })).rejects.toBeInstanceOf(RestoreRefusedError);
    expect(await rowsOf(target.url, 'email_message')).toEqual(before);

    const summary = await restoreBackup({ archive: backup.path, databaseUrl: target.url, config: restoredConfig(), force: true });
    expect(summary.rows).toBe(backup.manifest.tables.reduce((sum, table) => sum + table.rows, 0));
    // The row the previous test added after restoring is gone: the archive replaced everything.
    expect(await rowsOf(target.url, 'email_message', `kind = 'after'`)).toEqual([]);
  });
});
