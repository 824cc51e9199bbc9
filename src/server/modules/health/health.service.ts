/** The state of each part the site needs, for /api/health and the admin. */
import type { AppServices } from '../../services.ts';
import { feedHealth } from '../../ops/watchdog/feed-watchdog.ts';

export type PartState = 'ok' | 'down';
export interface HealthReport {
  status: 'ok' | 'degraded';
  database: PartState;
  queue: PartState;
  search: PartState;
  searchEngine: 'postgres' | 'meilisearch';
  /** A feed class has not synced for FEED_STALE_MINUTES (ops/watchdog). Informational: the site still serves. */
  feed: 'ok' | 'stale';
  uptimeSeconds: number;
}

const PROBE_TIMEOUT_MS = 2000;

async function probe(check: () => Promise<boolean>): Promise<PartState> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), PROBE_TIMEOUT_MS);
  });
  try {
    return (await Promise.race([check(), timeout])) ? 'ok' : 'down';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

export async function checkHealth(services: AppServices): Promise<HealthReport> {
  const [database, queue, search, feed] = await Promise.all([
    probe(async () => {
      await services.orm.em.getConnection().execute('select 1');
      return true;
    }),
    probe(() => services.jobs.ping()),
    probe(() => services.search.isHealthy()),
    // Unknown counts as ok: a database that cannot answer is reported by its own part.
    feedHealth(services.pool, services.config.env.FEED_STALE_MINUTES).then(
      (feeds) => (feeds.some((one) => one.isStale) ? ('stale' as const) : ('ok' as const)),
      () => 'ok' as const,
    ),
  ]);
  const isOk = database === 'ok' && queue === 'ok' && search === 'ok';
  return {
    status: isOk ? 'ok' : 'degraded',
    database,
    queue,
    search,
    searchEngine: services.search.name,
    feed,
    uptimeSeconds: Math.round(process.uptime()),
  };
}
