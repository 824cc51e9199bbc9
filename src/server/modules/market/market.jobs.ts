/**
 * The `market.refresh` worker (see market-refresh.ts), and the nightly full rebuild's schedule.
 * A worker starting enqueues one refresh: on a fresh install (or after a restore) the table is
 * empty and that refresh builds it.
 */
import cron, { type ScheduledTask } from 'node-cron';
import type { AppServices } from '#server/services.ts';
import { enqueueTick } from '#server/jobs/enqueue-tick.ts';
import { refreshMarket } from './market-refresh.ts';

/** 04:15 in Toronto: after the 03:30 reconcile has taken vanished listings off. */
export const MARKET_REBUILD_CRON = '15 4 * * *';
const SINGLETON = { singletonKey: 'market-refresh' };

export async function registerMarketWorkers(services: AppServices): Promise<void> {
  await services.jobs.work('market.refresh', {}, async (payloads) => {
    const result = await refreshMarket(services.pool, { full: payloads.some((payload) => payload.full) });
    services.log.info(
      `market refresh: ${result.isFull ? 'full' : 'incremental'}, ${result.areas} areas, ${result.rows} rows, ${result.buildingsKeyed} condo addresses keyed`,
    );
  });
  await services.jobs.enqueue('market.refresh', {}, SINGLETON);
}

export function startMarketSchedule(services: AppServices, timezone: string): ScheduledTask {
  return cron.schedule(
    MARKET_REBUILD_CRON,
    enqueueTick(services, 'market rebuild', () => services.jobs.enqueue('market.refresh', { full: true }, SINGLETON)),
    { timezone, name: 'market-rebuild' },
  );
}
