/**
 * The feed watchdog. A feed class is stale when it has not synced successfully for
 * FEED_STALE_MINUTES, counted from its last success, or from its first failed attempt when none
 * has succeeded (a class never attempted is not judged). `feedHealth` answers from the sync
 * history alone (the admin banner, /api/health, /metrics); `checkFeeds` (the `ops.feed-watchdog`
 * job) opens and closes outages in feed_outage and mails the agent once per outage and once on
 * recovery: the row and the mail commit together, so repeated ticks or two workers never mail twice.
 */
import { FEED_CLASSES, type FeedClass } from '#shared/listing-classes.ts';
import { runInTransaction } from '../../db/transaction.ts';
import type { AppServices } from '../../services.ts';
import { mailAgent } from '../agent-alert.ts';
import type { Queryable } from '../../db/queryable.ts';

export interface FeedClassHealth {
  feedClass: FeedClass;
  isStale: boolean;
  lastSuccessAt: Date | null;
  lastErrorAt: Date | null;
  lastError: string | null;
  /** The moment the class became (or will become) stale; null when it was never attempted. */
  staleSince: Date | null;
}

export async function feedHealth(db: Queryable, staleMinutes: number, now = new Date()): Promise<FeedClassHealth[]> {
  const { rows } = await db.query<{
    feed_class: string;
    last_success: Date | null;
    first_failure: Date | null;
    last_error_at: Date | null;
    last_error: string | null;
  }>(
    `select c.feed_class,
            s.last_success,
            (select min(r.started_at) from sync_run r
              where r.kind = 'sync' and r.feed_class = c.feed_class and r.status = 'failed'
                and (s.last_success is null or r.started_at > s.last_success)) as first_failure,
            e.finished_at as last_error_at, e.error as last_error
       from unnest($1::text[]) as c(feed_class)
       cross join lateral (select max(finished_at) as last_success from sync_run
                            where kind = 'sync' and feed_class = c.feed_class and status = 'succeeded') s
       left join lateral (select coalesce(finished_at, started_at) as finished_at, error from sync_run
                           where kind = 'sync' and feed_class = c.feed_class and status = 'failed'
                           order by started_at desc, id desc limit 1) e on true`,
    [FEED_CLASSES],
  );
  return rows.map((row) => {
    const from = row.last_success ?? row.first_failure;
    const staleSince = from ? new Date(from.getTime() + staleMinutes * 60_000) : null;
    return {
      feedClass: row.feed_class as FeedClass,
      isStale: staleSince !== null && staleSince <= now,
      lastSuccessAt: row.last_success,
      lastErrorAt: row.last_error_at,
      lastError: row.last_error,
      staleSince,
    };
  });
}

const when = (date: Date | null) => (date ? `${date.toISOString().replace('T', ' ').slice(0, 16)} UTC` : 'never');

export interface WatchdogResult {
  opened: FeedClass[];
  recovered: FeedClass[];
}

export async function checkFeeds(services: AppServices, now = new Date()): Promise<WatchdogResult> {
  const result: WatchdogResult = { opened: [], recovered: [] };
  for (const health of await feedHealth(services.pool, services.config.env.FEED_STALE_MINUTES, now)) {
    if (health.isStale) {
      await runInTransaction(services.pool, async (client) => {
        const { rowCount } = await client.query(
          `insert into feed_outage (feed_class, stale_since, last_success_at, last_error) values ($1, $2, $3, $4) on conflict (feed_class) do nothing`,
          [health.feedClass, health.staleSince, health.lastSuccessAt, health.lastError],
        );
        if (rowCount === 0) return;
        result.opened.push(health.feedClass);
        await mailAgent(
          services,
          {
            kind: 'ops.feed-stale',
            entityId: `${health.feedClass}:${health.staleSince!.toISOString()}`,
            subject: `Your ${health.feedClass} listings have stopped updating`,
            body:
              `The MLS feed for ${health.feedClass} listings has not synced for over ${services.config.env.FEED_STALE_MINUTES} minutes.\n\n` +
              `Last successful sync: ${when(health.lastSuccessAt)}\nLast error: ${health.lastError ?? 'none recorded'}\n\n` +
              'Visitors still see the listings as of the last sync. You will get one more mail when it recovers.',
            adminPath: '/admin/home',
          },
          client,
        );
      });
    } else if (health.lastSuccessAt) {
      await runInTransaction(services.pool, async (client) => {
        const { rows } = await client.query<{ stale_since: Date }>(`delete from feed_outage where feed_class = $1 returning stale_since`, [health.feedClass]);
        if (rows.length === 0) return;
        result.recovered.push(health.feedClass);
        await mailAgent(
          services,
          {
            kind: 'ops.feed-recovered',
            entityId: `${health.feedClass}:${rows[0]!.stale_since.toISOString()}`,
            subject: `Your ${health.feedClass} listings are updating again`,
            body: `The MLS feed for ${health.feedClass} listings synced successfully at ${when(health.lastSuccessAt)}; it had been stale since ${when(rows[0]!.stale_since)}.`,
            adminPath: '/admin/home',
          },
          client,
        );
      });
    }
  }
  return result;
}

export async function registerWatchdogWorker(services: AppServices): Promise<void> {
  await services.jobs.work('ops.feed-watchdog', {}, async () => {
    await checkFeeds(services);
  });
}
