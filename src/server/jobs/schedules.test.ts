import { describe, expect, it, vi } from 'vitest';
import { FEED_CLASSES } from '#shared/listing-classes.ts';
import type { AppServices } from '../services.ts';
import { startSchedules } from './schedules.ts';
import { isMondayInToronto } from '../modules/alerts/alerts.jobs.ts';

const torontoTime = (date: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(date);

/** Only what the schedule reads: its settings, the queue it enqueues into and the log. */
function fakeServices(env: { IMPORT_CRON?: string; BACKUP_CRON?: string } = {}) {
  const enqueue = vi.fn(async () => 'job-id');
  const services = {
    config: { env: { IMPORT_CRON: '*/15 * * * *', BACKUP_CRON: 'off', ...env } },
    jobs: { enqueue },
    log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() },
  } as unknown as AppServices;
  return { services, enqueue };
}

/** Starts the schedules on fake services for `check`, and always stops them after. */
async function withSchedules(
  check: (schedule: ReturnType<typeof startSchedules>, enqueue: ReturnType<typeof fakeServices>['enqueue']) => void | Promise<void>,
) {
  const { services, enqueue } = fakeServices();
  const schedule = startSchedules(services);
  try {
    await check(schedule, enqueue);
  } finally {
    schedule.stop();
  }
}

/** A schedule whose next run is at `time` Toronto time, and whose tick only enqueues `call` (name, data, options). */
async function expectTickAt(
  cron: { getNextRun(): Date | null; execute(): unknown },
  enqueue: ReturnType<typeof fakeServices>['enqueue'],
  time: string,
  call: unknown[],
) {
  expect(torontoTime(cron.getNextRun()!)).toBe(time);
  await cron.execute();
  await vi.waitFor(() => expect(enqueue).toHaveBeenCalledTimes(1));
  expect(enqueue.mock.calls[0]).toEqual(call);
}

describe('the importer schedule', () => {
  it('syncs the feed on IMPORT_CRON, and not at all when it is off', () => {
    const on = startSchedules(fakeServices().services);
    const off = startSchedules(fakeServices({ IMPORT_CRON: 'off' }).services);
    try {
      expect(on.feedSync!.getNextRun()!.getUTCMinutes() % 15).toBe(0);
      expect(off.feedSync).toBeNull();
    } finally {
      on.stop();
      off.stop();
    }
  });

  it('refuses a schedule setting that is neither a cron expression nor off, naming it', () => {
    expect(() => startSchedules(fakeServices({ IMPORT_CRON: 'every hour' }).services)).toThrow(
      "IMPORT_CRON is not a valid cron expression: 'every hour' (or 'off')",
    );
    expect(() => startSchedules(fakeServices({ BACKUP_CRON: '61 * * * *' }).services)).toThrow(/^BACKUP_CRON is not a valid cron expression/);
  });

  it('runs the reconcile at 03:30 Toronto time, whatever the server time zone', () =>
    withSchedules((schedule) => {
      const next = schedule.reconcile.getNextRun()!;
      expect(torontoTime(next)).toBe('03:30');
      expect(next.getTime() - Date.now()).toBeLessThanOrEqual(25 * 3600 * 1000);
    }));

  it('a reconcile tick only enqueues one job per feed class', () =>
    withSchedules(async (schedule, enqueue) => {
      await schedule.reconcile.execute();
      await vi.waitFor(() => expect(enqueue).toHaveBeenCalledTimes(FEED_CLASSES.length));
      expect(enqueue.mock.calls.map((call: unknown[]) => call[1])).toEqual(FEED_CLASSES.map((feedClass) => ({ feedClass })));
    }));
});

describe('the weekly index rebuild', () => {
  it('rebuilds the listing indexes on Sunday at 04:30 Toronto time, and a tick only enqueues the job', () =>
    withSchedules(async (schedule, enqueue) => {
      const next = schedule.indexCompaction.getNextRun()!;
      expect(new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', weekday: 'long' }).format(next)).toBe('Sunday');
      expect(next.getTime() - Date.now()).toBeLessThanOrEqual(7 * 24 * 3600 * 1000 + 3600 * 1000);
      await expectTickAt(schedule.indexCompaction, enqueue, '04:30', ['listings.compact-indexes', {}, { singletonKey: 'listings-compact-indexes' }]);
    }));
});

describe('the showing-tour schedule', () => {
  it('re-checks tours at 07:00 Toronto time, and a tick only enqueues the job', () =>
    withSchedules((schedule, enqueue) => expectTickAt(schedule.tourRecheck, enqueue, '07:00', ['tours.recheck', {}, { singletonKey: 'tours-recheck' }])));
});

describe('the listing-alert digest schedule', () => {
  it('sends the digest at 07:00 Toronto time, weekly ones on Mondays, and a tick only enqueues', () =>
    withSchedules((schedule, enqueue) =>
      expectTickAt(schedule.alertDigest, enqueue, '07:00', ['alerts.digest', { weekly: isMondayInToronto(new Date()) }, { singletonKey: 'alerts-digest' }]),
    ));

  it('knows Monday in Toronto, whatever the server zone', () => {
    // Monday 02:00 UTC is still Sunday evening in Toronto; Monday 12:00 UTC is Monday morning.
    expect(isMondayInToronto(new Date('2026-11-30T02:00:00Z'))).toBe(false);
    expect(isMondayInToronto(new Date('2026-11-30T12:00:00Z'))).toBe(true);
  });
});
