/**
 * The alert workers and schedules (issue #16). `alerts.match` matches new listing events and then
 * queues the instant mails; the importer enqueues it in the transaction that closes a run, and a
 * safety schedule enqueues it every few minutes (a run whose enqueue was lost, items left pending
 * by a killed worker). `alerts.digest` sends the 07:00 Toronto digest (weekly searches on Mondays).
 * Cron only enqueues.
 */
import cron, { type ScheduledTask } from 'node-cron';
import type { AppServices } from '#server/services.ts';
import { enqueueTick } from '#server/jobs/enqueue-tick.ts';
import { matchNewEvents } from './alert-match.ts';
import { sendDigest, sendInstantAlerts } from './alert-send.ts';

export const ALERT_MATCH_SAFETY_CRON = '*/5 * * * *';
export const ALERT_DIGEST_CRON = '0 7 * * *';
const MATCH_SINGLETON = { singletonKey: 'alerts-match' };

/** Monday in Toronto at this instant (the weekly digest's day). */
export function isMondayInToronto(now: Date): boolean {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', weekday: 'short' }).format(now) === 'Mon';
}

export async function runAlertMatch(services: Pick<AppServices, 'pool' | 'jobs' | 'config'>) {
  const matched = await matchNewEvents(services.pool);
  const sent = await sendInstantAlerts(services);
  return { matched, sent };
}

export async function registerAlertWorkers(services: AppServices): Promise<void> {
  await services.jobs.work('alerts.match', {}, async () => {
    const { matched, sent } = await runAlertMatch(services);
    if (matched.events > 0 || sent.mails > 0) {
      services.log.info(`alerts: ${matched.events} events matched into ${matched.items} items; ${sent.mails} instant mails queued`);
    }
  });
  await services.jobs.work('alerts.digest', {}, async (payloads) => {
    const result = await sendDigest(
      services,
      payloads.some((payload) => payload.weekly),
    );
    services.log.info(`alerts digest: ${result.mails} mails queued with ${result.items} items`);
  });
}

export function startAlertSchedules(services: AppServices, timezone: string): { stop(): void; digest: ScheduledTask; safety: ScheduledTask } {
  const safety = cron.schedule(
    ALERT_MATCH_SAFETY_CRON,
    enqueueTick(services, 'alert match', () => services.jobs.enqueue('alerts.match', {}, MATCH_SINGLETON)),
  );
  const digest = cron.schedule(
    ALERT_DIGEST_CRON,
    enqueueTick(services, 'alert digest', () =>
      services.jobs.enqueue('alerts.digest', { weekly: isMondayInToronto(new Date()) }, { singletonKey: 'alerts-digest' }),
    ),
    { timezone, name: 'alerts-digest' },
  );
  return {
    safety,
    digest,
    stop: () => {
      void safety.stop();
      void digest.stop();
    },
  };
}
