/** The state of each part the site needs, for /api/health and the admin. */
import type { AppServices } from '../../services.ts';

export type PartState = 'ok' | 'down';
export interface HealthReport {
  status: 'ok' | 'degraded';
  database: PartState;
  queue: PartState;
  search: PartState;
  searchEngine: 'postgres' | 'meilisearch';
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
  const [database, queue, search] = await Promise.all([
    probe(async () => {
      await services.orm.em.getConnection().execute('select 1');
      return true;
    }),
    probe(() => services.jobs.ping()),
    probe(() => services.search.isHealthy()),
  ]);
  const isOk = database === 'ok' && queue === 'ok' && search === 'ok';
  return {
    status: isOk ? 'ok' : 'degraded',
    database,
    queue,
    search,
    searchEngine: services.search.name,
    uptimeSeconds: Math.round(process.uptime()),
  };
}
