/**
 * The mail worker: one `mail.send` job per recipient's copy.
 *
 * It fetches jobs in batches and keeps fetching while batches come back full (pg-boss burst), so
 * a campaign drains at SMTP speed instead of one job per polling interval; each job in a batch
 * settles on its own (perJobResults), so one refused copy retries alone. Two copies are in flight
 * at a time: each attempt holds a pooled PostgreSQL connection while the SMTP server answers,
 * and the web server shares the pool. A batch is small enough to finish well within the job
 * expiry even when every attempt runs into the SMTP timeouts.
 *
 * This uses pg-boss directly because JobQueue.work has no burst or per-job settlement options;
 * the payload is still validated against the queue registry.
 */
import type { JobResult } from 'pg-boss';
import type { AppServices } from '../services.ts';
import type { WorkerRegistration } from '../jobs/worker-registration.ts';
import { QUEUES } from '../jobs/queues.ts';
import { deliverMail, RetryableDeliveryError } from './deliver-mail.job.ts';
import { createMailer, type Mailer } from './mailer.ts';

const MAIL_QUEUE = 'mail.send';
const MAIL_RETRY_LIMIT = QUEUES[MAIL_QUEUE].options.retryLimit;
const BATCH_SIZE = 10;
const LANES = 2;

/** Runs `work` over `items`, at most `lanes` at a time, keeping the results in order. */
async function inLanes<T, R>(items: T[], lanes: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(lanes, items.length) }, lane));
  return results;
}

/** Runs the worker with a given mailer (tests pass their own, to close it when done). */
export async function startMailWorker(services: AppServices, mailer: Mailer): Promise<void> {
  const deps = { pool: services.pool, config: services.config, mailer };
  const payloadSchema = QUEUES[MAIL_QUEUE].payload;
  await services.jobs.boss.work(
    MAIL_QUEUE,
    { batchSize: BATCH_SIZE, burstWhenBatchFull: true, perJobResults: true, pollingIntervalSeconds: 1 },
    async (jobs): Promise<JobResult[]> =>
      inLanes(jobs, LANES, async (job): Promise<JobResult> => {
        try {
          const { deliveryId } = payloadSchema.parse(job.data);
          const outcome = await deliverMail(deps, deliveryId, { isFinalAttempt: job.retryCount >= MAIL_RETRY_LIMIT });
          if (outcome === 'failed') services.log.warn(`mail delivery ${deliveryId} failed for good`);
          return { id: job.id, status: 'completed', output: { outcome } };
        } catch (error) {
          // Retryable SMTP trouble, or the database being away: pg-boss retries with backoff.
          if (!(error instanceof RetryableDeliveryError)) services.log.error(`mail job ${job.id}: ${String(error)}`);
          return { id: job.id, status: 'failed', output: { error: String(error) } };
        }
      }),
  );
}

export const registerMailWorkers: WorkerRegistration = async (services) => {
  await startMailWorker(services, createMailer(services.config));
};
