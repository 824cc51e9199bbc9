/**
 * A schedule's tick (jobs/schedules.ts: schedules only enqueue). An enqueue that fails (the
 * database away for a moment) is logged, and the next tick tries again; nothing is thrown into
 * node-cron.
 */
import type { AppServices } from '../services.ts';

export function enqueueTick(services: Pick<AppServices, 'log'>, what: string, send: () => Promise<unknown>): () => Promise<void> {
  return () =>
    send().then(
      () => undefined,
      (error: unknown) => services.log.error(`could not enqueue the ${what}: ${String(error)}`),
    );
}
