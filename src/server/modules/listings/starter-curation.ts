/**
 * A fresh install on the bundled sample feed shows a working Home: the first time the curated
 * lists are read after listings exist, a few of the newest sample listings (photos first) are
 * marked featured and a few put in the own listing. It happens once (site_settings
 * `starter_curation_done`, under a row lock so two requests cannot both do it), and not at all
 * when the agent has already featured or added anything; later choices are the agent's alone.
 * Never on a real feed: other brokerages' listings must not appear as the agent's own.
 */
import type pg from 'pg';
import { runInTransaction } from '#server/db/transaction.ts';
import { enqueueSearchIndex } from '#server/jobs/job-queue.ts';
import type { AppServices } from '../../services.ts';
import { publicListingSql } from './public-listing.ts';

export const STARTER_FEATURED = 4;
export const STARTER_OWN = 3;

type Services = Pick<AppServices, 'pool' | 'jobs' | 'config'>;

/** Once done in this process, the curated reads skip even the check. */
const doneFor = new WeakSet<pg.Pool>();

export async function applyStarterCuration(services: Services): Promise<'done' | 'curated' | 'waiting'> {
  if (doneFor.has(services.pool)) return 'done';
  if (services.config.env.FEED_SOURCE !== 'sample') {
    doneFor.add(services.pool);
    return 'done';
  }
  const outcome = await runInTransaction(services.pool, async (client) => {
    const settings = await client.query<{ starter_curation_done: boolean }>('select starter_curation_done from site_settings where id = 1 for update');
    if (!settings.rows[0] || settings.rows[0].starter_curation_done) return 'done' as const;
    const curated = await client.query('select 1 from listing where is_featured or in_own_listing limit 1');
    if (curated.rows.length === 0) {
      const { rows } = await client.query<{ id: number }>(
        `select l.id from listing l
          where ${publicListingSql('l')} and l.origin = 'feed' and l.feed_class in ('residential', 'condo') and l.price is not null
          order by exists (select 1 from listing_media m where m.listing_id = l.id and m.status = 'ready') desc,
                   coalesce(l.listed_at, l.created_at) desc, l.id desc
          limit $1`,
        [STARTER_FEATURED + STARTER_OWN],
      );
      // Before the first import there is nothing to show yet: try again on a later read.
      if (rows.length < STARTER_FEATURED + STARTER_OWN) return 'waiting' as const;
      const ids = rows.map((row) => row.id);
      await client.query('update listing set is_featured = true, updated_at = now() where id = any($1::int[])', [ids.slice(0, STARTER_FEATURED)]);
      await client.query('update listing set in_own_listing = true, updated_at = now() where id = any($1::int[])', [ids.slice(STARTER_FEATURED)]);
      await enqueueSearchIndex(services.jobs, client, ids);
    }
    await client.query('update site_settings set starter_curation_done = true where id = 1');
    return curated.rows.length === 0 ? ('curated' as const) : ('done' as const);
  });
  if (outcome !== 'waiting') doneFor.add(services.pool);
  return outcome;
}
