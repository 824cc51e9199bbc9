/**
 * pg-boss on the application's own database (schema `pgboss`). Creates every registered queue on
 * start, validates payloads on send, and runs handlers with an EntityManager forked per batch.
 */
import type pg from 'pg';
import { PgBoss, type Job, type SendOptions } from 'pg-boss';
import { QUEUES, QUEUE_NAMES, type QueueName, type QueuePayload } from './queues.ts';
import { describeError, throttledLog } from '../db/db-errors.ts';

/** Send options that make pg-boss write the job in the caller's transaction: it commits or rolls back with it. */
export function inTransaction(client: pg.PoolClient): { db: { executeSql: (text: string, values?: unknown[]) => Promise<pg.QueryResult> } } {
  return { db: { executeSql: (text, values) => client.query(text, values) } };
}

/** `search.index` jobs for changed listings, in payload-sized batches, inside the caller's transaction. */
export async function enqueueSearchIndex(jobs: JobQueue, client: pg.PoolClient, listingIds: number[]): Promise<void> {
  for (let index = 0; index < listingIds.length; index += SEARCH_INDEX_BATCH) {
    await jobs.enqueue('search.index', { listingIds: listingIds.slice(index, index + SEARCH_INDEX_BATCH) }, inTransaction(client));
  }
}

const SEARCH_INDEX_BATCH = 2000;

/**
 * `media.fetch` jobs for photos, MEDIA_FETCH_BATCH a job. `batchKey` names each batch's job in a
 * singleton window (`options.singletonSeconds`): the same batch asked again within it is not queued twice.
 */
export async function enqueueMediaFetch(jobs: JobQueue, mediaIds: number[], options: SendOptions = {}, batchKey?: string): Promise<void> {
  for (let index = 0; index < mediaIds.length; index += MEDIA_FETCH_BATCH) {
    const singleton = batchKey === undefined ? {} : { singletonKey: `${batchKey}:${index}` };
    await jobs.enqueue('media.fetch', { mediaIds: mediaIds.slice(index, index + MEDIA_FETCH_BATCH) }, { ...options, ...singleton });
  }
}

const MEDIA_FETCH_BATCH = 50;

/** The `media.sweep` job (importer/media/sweep-media.job.ts): one waiting at most, however many ask. */
export async function enqueueMediaSweep(jobs: JobQueue, options: SendOptions = {}): Promise<void> {
  await jobs.enqueue('media.sweep', {}, { ...options, singletonKey: 'media-sweep' });
}

export type JobHandler<Name extends QueueName> = (payloads: QueuePayload<Name>[], jobs: Job<unknown>[]) => Promise<void>;

export interface WorkerOptions {
  batchSize?: number;
  localConcurrency?: number;
  pollingIntervalSeconds?: number;
}

export class JobQueue {
  readonly boss: PgBoss;
  private isStarted = false;

  constructor(
    databaseUrl: string,
    private readonly log: (line: string) => void = () => undefined,
  ) {
    this.boss = new PgBoss({ connectionString: databaseUrl, schema: 'pgboss', max: 5 });
    // pg-boss reports every failed poll while the database is away: one line per distinct error
    // per half minute, readable (it hands over plain objects, which String() made [object Object]).
    const report = throttledLog(this.log);
    this.boss.on('error', (error: unknown) => {
      // 57P01 (admin_shutdown): the database is stopping with the process; nothing to report.
      if ((error as { code?: string }).code === '57P01') return;
      report(`[pg-boss] ${describeError(error)}`);
    });
  }

  async start(): Promise<void> {
    await this.boss.start();
    for (const name of QUEUE_NAMES) {
      const existing = await this.boss.getQueue(name);
      if (!existing) await this.boss.createQueue(name, { ...QUEUES[name].options });
    }
    this.isStarted = true;
  }

  async stop(): Promise<void> {
    if (!this.isStarted) return;
    this.isStarted = false;
    await this.boss.stop({ graceful: true, timeout: 10_000 });
  }

  get started(): boolean {
    return this.isStarted;
  }

  async enqueue<Name extends QueueName>(name: Name, payload: QueuePayload<Name>, options: SendOptions = {}): Promise<string | null> {
    const data = QUEUES[name].payload.parse(payload);
    return this.boss.send(name, data as object, options);
  }

  async work<Name extends QueueName>(name: Name, options: WorkerOptions, handler: JobHandler<Name>): Promise<void> {
    const schema = QUEUES[name].payload;
    await this.boss.work<unknown>(
      name,
      {
        batchSize: options.batchSize ?? 1,
        localConcurrency: options.localConcurrency ?? 1,
        pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1,
        // A full batch means a backlog: fetch the next at once rather than a polling interval
        // later. Without it a whole board's search.index jobs drained at 5 a second, whatever
        // the engine's pace (bench:worker at 2,000,000 listings: ~200 s on either engine).
        burstWhenBatchFull: true,
      },
      async (jobs: Job<unknown>[]) => {
        const payloads = jobs.map((job) => schema.parse(job.data) as QueuePayload<Name>);
        await handler(payloads, jobs);
      },
    );
  }

  /** A cheap liveness probe used by /api/health. */
  async ping(): Promise<boolean> {
    if (!this.isStarted) return false;
    await this.boss.getQueue(QUEUE_NAMES[0]!);
    return true;
  }
}
