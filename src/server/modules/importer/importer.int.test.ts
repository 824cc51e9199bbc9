import { beforeAll, describe, expect, it } from 'vitest';
import { suiteApp } from '../../../../tests/support/suite-app.ts';
import { importSample } from '#importer/testing/import-sample.ts';
import { explainText, inRolledBackTransaction } from '../../../../tests/support/query-plan.ts';
import { LISTING_COUNTS_SQL } from './importer.service.ts';

describe('importer status for the admin', () => {
  const t = suiteApp();
  beforeAll(async () => {
    await importSample(t, { count: 60 });
  });

  it('shows the runs, watermarks and listing counts to a signed-in admin only', async () => {
    await expect(t.caller().importer.status()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    const status = await t.caller(await t.adminToken()).importer.status();
    expect(status.runs.filter((run) => run.status === 'succeeded' && run.kind === 'sync')).toHaveLength(3);
    expect(status.watermarks.map((mark) => mark.feedClass).sort()).toEqual(['commercial', 'condo', 'residential']);
    expect(status.listings.reduce((sum, row) => sum + row.total, 0)).toBe(status.runs.reduce((sum, run) => sum + run.inserted, 0));
  });

  it('counts listings and photos afresh, but reuses the counts for a while during a sync', async () => {
    const admin = t.caller(await t.adminToken());
    const activeOf = (status: { listings: { active: number }[] }) => status.listings.reduce((sum, row) => sum + row.active, 0);
    const hide = (isActive: boolean) =>
      t.services.pool.query(`update listing set is_active = $1 where id = (select id from listing where origin = 'feed' order by id limit 1)`, [isActive]);
    const before = await admin.importer.status();
    await hide(false);
    // No sync running: every status is counted afresh.
    const afterChange = await admin.importer.status();
    expect(activeOf(afterChange)).toBe(activeOf(before) - 1);

    const { rows } = await t.services.pool.query<{ id: number }>(
      `insert into sync_run (source, feed_class, kind, status) values ('sample', 'residential', 'sync', 'running') returning id`,
    );
    try {
      const first = await admin.importer.status();
      await hide(true);
      const reused = await admin.importer.status();
      expect(activeOf(reused)).toBe(activeOf(first));
      expect(reused.countedAt).toBe(first.countedAt);
    } finally {
      await t.services.pool.query(`update sync_run set status = 'succeeded', finished_at = now() where id = $1`, [rows[0]!.id]);
    }
    expect(activeOf(await admin.importer.status())).toBe(activeOf(before));
  });

  it('counts the listings from an index alone, never by reading the table', async () => {
    await inRolledBackTransaction(t.services.pool, async (client) => {
      // Sixty rows would be read whole on any plan; with the table scan ruled out, the count must
      // still have an index that holds both columns it reads (at two million rows the scan took
      // 1.2–2.9 s, the index-only scan ~110 ms).
      await client.query('set local enable_seqscan = off');
      const plan = await explainText(client, LISTING_COUNTS_SQL);
      expect(plan).toContain('Index Only Scan using listing_class_active_idx on listing');
    });
  });

  it('counts the photos queued to be made, not the pending photos nobody asked for yet', async () => {
    const admin = t.caller(await t.adminToken());
    // The sample import above queued none (importSample skips photos); every photo row is pending.
    const { rows } = await t.services.pool.query<{ id: number }>("select id from listing_media where status = 'pending' order by id limit 7");
    expect(rows).toHaveLength(7);
    expect((await admin.importer.status()).pendingPhotos).toBe(0);
    await t.services.jobs.enqueue('media.fetch', { mediaIds: rows.slice(0, 4).map((row) => row.id) }, { startAfter: 3600 });
    await t.services.jobs.enqueue('media.fetch', { mediaIds: rows.slice(4).map((row) => row.id) }, { startAfter: 3600 });
    try {
      expect((await admin.importer.status()).pendingPhotos).toBe(7);
    } finally {
      await t.services.pool.query("delete from pgboss.job where name = 'media.fetch'");
    }
  });

  it('queues one sync per class on "run now", never two at once', async () => {
    const admin = t.caller(await t.adminToken());
    await admin.importer.runNow();
    await admin.importer.runNow();
    const { rows } = await t.services.pool.query(
      "select data->>'feedClass' as feed_class, count(*)::int as n from pgboss.job where name = 'importer.sync-feed' and state = 'created' group by 1 order by 1",
    );
    expect(rows).toEqual([
      { feed_class: 'commercial', n: 1 },
      { feed_class: 'condo', n: 1 },
      { feed_class: 'residential', n: 1 },
    ]);
  });
});
