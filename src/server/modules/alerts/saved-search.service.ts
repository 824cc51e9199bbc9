/**
 * A visitor's saved searches (issue #16): list, save, rename / change frequency, remove, stop all,
 * and the unsubscribe links of the alert mails. Every visitor function takes the visitor id from
 * the session (visitorProcedure), never from the input. Saving plans the criteria with the site's
 * search engine once (saved-search-columns.ts), so matching never calls it.
 */
import type pg from 'pg';
import { savedSearchSummary, savedSearchUrl } from '#shared/alerts/saved-search-summary.ts';
import type { AlertFrequency, TSavedSearch, TSavedSearchCriteria } from '#shared/schemas/saved-search.schema.ts';
import { runInTransaction } from '#server/db/transaction.ts';
import { AppError, notFound } from '#server/errors.ts';
import type { SearchEngine } from '#server/search/search-engine.ts';
import { giveAlertsConsent, withdrawAlertsConsent } from './alert-consent.ts';
import { verifyAlertToken } from './alert-tokens.ts';
import { COLUMN_NAMES, savedSearchColumns, type SavedSearchColumns } from './saved-search-columns.ts';

/** Enough for anyone; a bound so one account cannot make matching slow for everybody. */
export const MAX_SAVED_SEARCHES = 50;

type Db = Pick<pg.PoolClient, 'query'>;

interface SavedSearchRow {
  id: number;
  name: string;
  criteria: TSavedSearchCriteria;
  frequency: AlertFrequency;
  created_at: Date;
  last_alert_at: Date | null;
  created_by: 'visitor' | 'agent';
  copy_agent: boolean;
}

const ROW_COLUMNS = 'id, name, criteria, frequency, created_at, last_alert_at, created_by, copy_agent';

export function toSavedSearch(row: SavedSearchRow): TSavedSearch {
  return {
    id: row.id,
    name: row.name,
    criteria: row.criteria,
    frequency: row.frequency,
    summary: savedSearchSummary(row.criteria),
    searchUrl: savedSearchUrl(row.criteria),
    createdAt: row.created_at.toISOString(),
    lastAlertAt: row.last_alert_at?.toISOString() ?? null,
    createdByAgent: row.created_by === 'agent',
    copyAgent: row.copy_agent,
  };
}

export async function listSavedSearches(db: Db, visitorId: number): Promise<TSavedSearch[]> {
  const { rows } = await db.query<SavedSearchRow>(`select ${ROW_COLUMNS} from saved_search where visitor_id = $1 order by created_at desc, id desc`, [
    visitorId,
  ]);
  return rows.map(toSavedSearch);
}

export interface NewSavedSearch {
  name: string;
  criteria: TSavedSearchCriteria;
  frequency: AlertFrequency;
  createdBy: 'visitor' | 'agent';
  copyAgent: boolean;
}

/** Inserts a search in the caller's transaction (consent recorded first when it mails). */
export async function insertSavedSearch(db: Db, visitorId: number, search: NewSavedSearch, columns: SavedSearchColumns, ip: string): Promise<number> {
  const { rows: counts } = await db.query<{ n: number }>('select count(*)::int as n from saved_search where visitor_id = $1', [visitorId]);
  if ((counts[0]?.n ?? 0) >= MAX_SAVED_SEARCHES) {
    throw new AppError('BAD_REQUEST', `You can keep up to ${MAX_SAVED_SEARCHES} saved searches. Remove one to save another.`);
  }
  if (search.frequency !== 'none') await giveAlertsConsent(db, visitorId, ip, search.createdBy);
  const values = COLUMN_NAMES.map((name) => columns[name]);
  const placeholders = COLUMN_NAMES.map((name, index) => (name === 'keyword_query' ? `to_tsquery('simple', $${index + 7})` : `$${index + 7}`));
  const { rows } = await db.query<{ id: number }>(
    `insert into saved_search (visitor_id, name, criteria, frequency, created_by, copy_agent, ${COLUMN_NAMES.join(', ')})
     values ($1, $2, $3, $4, $5, $6, ${placeholders.join(', ')}) returning id`,
    [visitorId, search.name, JSON.stringify(search.criteria), search.frequency, search.createdBy, search.copyAgent, ...values],
  );
  return rows[0]!.id;
}

export async function saveSearch(
  deps: { pool: pg.Pool; search: SearchEngine },
  visitorId: number,
  input: { name: string; criteria: TSavedSearchCriteria; frequency: AlertFrequency },
  ip: string,
): Promise<{ id: number }> {
  const columns = await savedSearchColumns(deps.search, input.criteria);
  const id = await runInTransaction(deps.pool, (client) =>
    insertSavedSearch(client, visitorId, { ...input, createdBy: 'visitor', copyAgent: false }, columns, ip),
  );
  return { id };
}

export async function updateSavedSearch(
  pool: pg.Pool,
  visitorId: number,
  input: { id: number; name?: string | undefined; frequency?: AlertFrequency | undefined },
  ip: string,
): Promise<void> {
  await runInTransaction(pool, async (client) => {
    const { rows } = await client.query<{ frequency: AlertFrequency }>('select frequency from saved_search where id = $1 and visitor_id = $2 for update', [
      input.id,
      visitorId,
    ]);
    if (!rows[0]) throw notFound('Saved search');
    if (input.frequency && input.frequency !== 'none') await giveAlertsConsent(client, visitorId, ip, 'visitor');
    await client.query(
      'update saved_search set name = coalesce($3, name), frequency = coalesce($4, frequency), updated_at = now() where id = $1 and visitor_id = $2',
      [input.id, visitorId, input.name ?? null, input.frequency ?? null],
    );
    // Items waiting for a mail this search no longer sends are kept for the history only.
    if (input.frequency === 'none') await dropPendingItems(client, 'saved_search_id = $1', [input.id]);
  });
}

async function dropPendingItems(db: Db, where: string, params: unknown[]): Promise<void> {
  await db.query(
    `update alert_item set mail_status = 'not_mailed' where mail_status = 'pending' and saved_search_id in (select id from saved_search where ${where})`,
    params,
  );
}

export async function removeSavedSearch(pool: pg.Pool, visitorId: number, id: number): Promise<void> {
  const { rowCount } = await pool.query('delete from saved_search where id = $1 and visitor_id = $2', [id, visitorId]);
  if (!rowCount) throw notFound('Saved search');
}

/** The account page's "Stop all alerts", in its own transaction. */
export async function stopAllAlertsOf(pool: pg.Pool, visitorId: number, ip: string): Promise<void> {
  await runInTransaction(pool, (client) => stopAllAlerts(client, visitorId, ip));
}

/** Every search of the visitor stops mailing, and the alerts consent is withdrawn (CASL). */
export async function stopAllAlerts(db: Db, visitorId: number, ip: string): Promise<void> {
  await db.query(`update saved_search set frequency = 'none', updated_at = now() where visitor_id = $1 and frequency <> 'none'`, [visitorId]);
  await dropPendingItems(db, 'visitor_id = $1', [visitorId]);
  await withdrawAlertsConsent(db, visitorId, ip);
}

export const INVALID_UNSUBSCRIBE_LINK = 'This link is not valid. Sign in to manage your saved searches.';

/**
 * An unsubscribe link (page or one-click POST): one search stops mailing, or all of them.
 * Idempotent; a link this server did not sign is NOT_FOUND, one whose search or account is gone
 * since is done already.
 */
export async function unsubscribeByToken(
  pool: pg.Pool,
  secret: string,
  token: string,
  ip: string,
): Promise<{ ok: true; scope: 'search' | 'all'; searchName: string | null }> {
  const parsed = verifyAlertToken(secret, token);
  if (!parsed || parsed.scope === 'click') throw new AppError('NOT_FOUND', INVALID_UNSUBSCRIBE_LINK);
  return runInTransaction(pool, async (client) => {
    if (parsed.scope === 'all') {
      // A deleted account has nothing left to stop: the link still answers that it is done.
      const { rows } = await client.query('select 1 from visitor where id = $1', [parsed.id]);
      if (rows[0]) await stopAllAlerts(client, parsed.id, ip);
      return { ok: true as const, scope: 'all' as const, searchName: null };
    }
    const { rows } = await client.query<{ name: string }>(`update saved_search set frequency = 'none', updated_at = now() where id = $1 returning name`, [
      parsed.id,
    ]);
    // A search removed since the mail: nothing left to stop, and the link says it is done.
    if (rows[0]) await dropPendingItems(client, 'id = $1', [parsed.id]);
    return { ok: true as const, scope: 'search' as const, searchName: rows[0]?.name ?? null };
  });
}
