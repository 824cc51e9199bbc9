/**
 * The feed watchdog: staleness counted from the last success (or the first failure when none
 * succeeded), one mail per outage however many ticks (or concurrent workers) see it, one on
 * recovery, the admin's list of stale classes, and /api/health saying `feed: stale` with a 200.
 */
import { describe, expect, it } from 'vitest';
import { suiteApp } from '../../../../tests/support/suite-app.ts';
import { checkFeeds, feedHealth } from './feed-watchdog.ts';

const MINUTE = 60_000;

describe('the feed watchdog', () => {
  const t = suiteApp({ env: { FEED_STALE_MINUTES: '120' } });
  const now = new Date();
  const ago = (minutes: number) => new Date(now.getTime() - minutes * MINUTE);

  const run = (feedClass: string, status: 'succeeded' | 'failed', at: Date, error: string | null = null) =>
    t.services.pool.query(
      `insert into sync_run (source, feed_class, kind, status, started_at, finished_at, error) values ('sample', $1, 'sync', $2, $3, $3, $4)`,
      [feedClass, status, at, error],
    );
  const mails = async () =>
    (await t.services.pool.query<{ kind: string; subject: string }>(`select kind, subject from email_message where kind like 'ops.feed-%' order by id`)).rows;
  const health = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    return { status: response.statusCode, feed: response.json().feed as string };
  };

  it('counts from the last success, or from the first failure when none succeeded', async () => {
    await run('residential', 'succeeded', ago(180));
    await run('residential', 'failed', ago(60), 'HTTP 503 from the board');
    await run('condo', 'succeeded', ago(10));
    await run('commercial', 'failed', ago(90), 'timeout');
    await run('commercial', 'failed', ago(30), 'timeout again');
    const byClass = Object.fromEntries((await feedHealth(t.services.pool, 120, now)).map((feed) => [feed.feedClass, feed]));
    expect(byClass.residential).toMatchObject({ isStale: true, lastError: 'HTTP 503 from the board', lastSuccessAt: ago(180), staleSince: ago(60) });
    expect(byClass.condo).toMatchObject({ isStale: false });
    // First failure 90 minutes ago: not yet stale, stale 30 minutes from now.
    expect(byClass.commercial).toMatchObject({ isStale: false, lastSuccessAt: null, staleSince: new Date(ago(90).getTime() + 120 * MINUTE) });
    expect((await feedHealth(t.services.pool, 120, new Date(now.getTime() + 31 * MINUTE))).find((feed) => feed.feedClass === 'commercial')?.isStale).toBe(true);
  });

  it('shows the stale class to the admin, and /api/health says stale with a 200', async () => {
    expect(await health()).toEqual({ status: 200, feed: 'stale' });
    const stale = await t.caller(await t.adminToken()).ops.staleFeeds();
    expect(stale).toEqual([
      { feedClass: 'residential', lastSuccessAt: ago(180).toISOString(), lastError: 'HTTP 503 from the board', staleSince: ago(60).toISOString() },
    ]);
  });

  it('mails the agent once per outage, however many ticks and workers see it', async () => {
    await Promise.all([checkFeeds(t.services, now), checkFeeds(t.services, now)]);
    await checkFeeds(t.services, now);
    await run('residential', 'failed', ago(5), 'still down');
    await checkFeeds(t.services, now);
    expect(await mails()).toEqual([{ kind: 'ops.feed-stale', subject: 'Your residential listings have stopped updating' }]);
  });

  it('mails once more when the class recovers, and again for the next outage', async () => {
    await run('residential', 'succeeded', ago(1));
    await checkFeeds(t.services, now);
    await checkFeeds(t.services, now);
    expect((await mails()).map((mail) => mail.kind)).toEqual(['ops.feed-stale', 'ops.feed-recovered']);
    expect(await health()).toEqual({ status: 200, feed: 'ok' });

    const later = new Date(now.getTime() + 3 * 60 * MINUTE);
    await checkFeeds(t.services, later);
    await checkFeeds(t.services, later);
    // Three hours on, every class is out again (none synced since): one mail each.
    expect((await mails()).map((mail) => mail.kind)).toEqual(['ops.feed-stale', 'ops.feed-recovered', 'ops.feed-stale', 'ops.feed-stale', 'ops.feed-stale']);
  });
});
