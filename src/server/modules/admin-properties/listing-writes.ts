/**
 * What every admin write to a listing shares: one transaction on one pooled connection, and the
 * `search.index` job enqueued inside it (pg-boss writes the job in the same transaction), so the
 * search engine hears of the change exactly when the change commits.
 */
import type pg from 'pg';
import { runInTransaction } from '#server/db/transaction.ts';
import { enqueueSearchIndex } from '#server/jobs/job-queue.ts';
import type { AppServices } from '../../services.ts';

export async function writeListings<T>(services: AppServices, work: (client: pg.PoolClient) => Promise<{ result: T; changedIds: number[] }>): Promise<T> {
  return runInTransaction(services.pool, async (client) => {
    const { result, changedIds } = await work(client);
    await enqueueSearchIndex(services.jobs, client, changedIds);
    return result;
  });
}
