/**
 * At start, imports a killed process left half-done are put back in order:
 * - sync runs still `running` whose owner (the application_name of the process that created them,
 *   see migrations/Migration20261125110000_sync_run_owner.ts) has no connection any more are
 *   marked failed with a message that says so; a live process's runs are left alone, so a start
 *   beside a running `npm run import` does not touch its run.
 * - importer jobs pg-boss still holds `active` are failed, which makes them retryable, when no
 *   other worker process of the app is connected: nobody is working on them, and a stately queue
 *   otherwise keeps every later "Run now" waiting behind them until they expire.
 */
import type pg from 'pg';
import type { JobQueue } from '#server/jobs/job-queue.ts';
import { APPLICATION_NAME_PREFIX } from '#server/db/database-url.ts';

export const INTERRUPTED_RUN_MESSAGE = 'Interrupted: the process running this import stopped before it finished; it will run again.';
const IMPORTER_QUEUES = ['importer.sync-feed', 'importer.reconcile'] as const;

export interface RecoveryDeps {
  pool: pg.Pool;
  jobs: JobQueue;
  /** This process's application_name: its own connections are not a sign of another live process. */
  applicationName: string;
  log: { info(line: string): void };
}

export interface RecoveryResult {
  runsFailed: number;
  jobsRetried: number;
}

export async function recoverInterruptedImports(deps: RecoveryDeps): Promise<RecoveryResult> {
  const runs = await deps.pool.query<{ id: number; feed_class: string | null }>(
    `update sync_run
        set status = 'failed', finished_at = now(), error = $1
      where status = 'running'
        and (owner is null
             or not exists (select 1 from pg_stat_activity a where a.datname = current_database() and a.application_name = sync_run.owner))
      returning id, feed_class`,
    [INTERRUPTED_RUN_MESSAGE],
  );

  let jobsRetried = 0;
  const { rows: workers } = await deps.pool.query<{ n: number }>(
    `select count(*)::int as n from pg_stat_activity
      where datname = current_database() and application_name <> $1
        and (application_name like $2 or application_name like $3)`,
    [deps.applicationName, `${APPLICATION_NAME_PREFIX}all:%`, `${APPLICATION_NAME_PREFIX}worker:%`],
  );
  if ((workers[0]?.n ?? 0) === 0) {
    for (const queue of IMPORTER_QUEUES) {
      const { rows } = await deps.pool.query<{ id: string }>(`select id from pgboss.job where name = $1 and state = 'active'`, [queue]);
      if (rows.length === 0) continue;
      await deps.jobs.boss.fail(
        queue,
        rows.map((row) => row.id),
        { message: INTERRUPTED_RUN_MESSAGE },
      );
      jobsRetried += rows.length;
    }
  }

  if (runs.rowCount || jobsRetried) {
    const classes = [...new Set(runs.rows.map((row) => row.feed_class ?? 'all'))].join(', ');
    deps.log.info(
      `recovered interrupted imports: ${runs.rowCount ?? 0} run(s) marked failed${classes ? ` (${classes})` : ''}, ${jobsRetried} job(s) queued again`,
    );
  }
  return { runsFailed: runs.rowCount ?? 0, jobsRetried };
}
