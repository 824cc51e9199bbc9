/**
 * The agent's side of saved searches (issue #16): a visitor's searches and alert history on the
 * Visitors screen, a saved search made for a client by e-mail (the consent recorded as given to
 * the agent), and the dashboard card's figures for the last 30 days.
 */
import type { FeedClass } from '#shared/listing-classes.ts';
import type pg from 'pg';
import type { AlertItemKind, TAlertHistoryItem, TAlertStats, TSavedSearch, TSavedSearchCriteria, AlertFrequency } from '#shared/schemas/saved-search.schema.ts';
import { runInTransaction } from '#server/db/transaction.ts';
import { notFound } from '#server/errors.ts';
import type { SearchEngine } from '#server/search/search-engine.ts';
import { savedSearchColumns } from './saved-search-columns.ts';
import { insertSavedSearch, listSavedSearches } from './saved-search.service.ts';

export const ALERT_HISTORY_LIMIT = 200;

export async function visitorAlerts(pool: pg.Pool, visitorId: number): Promise<{ searches: TSavedSearch[]; history: TAlertHistoryItem[] }> {
  const { rows: visitors } = await pool.query('select 1 from visitor where id = $1', [visitorId]);
  if (!visitors[0]) throw notFound('Visitor');
  const searches = await listSavedSearches(pool, visitorId);
  const { rows } = await pool.query<{
    sent_at: Date;
    search_name: string;
    kind: AlertItemKind;
    listing_id: number;
    feed_class: FeedClass;
    address: string;
    unit_number: string | null;
    municipality: string;
    clicked: boolean;
  }>(
    `select i.sent_at, s.name as search_name, i.kind, i.listing_id, l.feed_class, l.address, l.unit_number, l.municipality, i.clicks > 0 as clicked
       from alert_item i join saved_search s on s.id = i.saved_search_id join listing l on l.id = i.listing_id
      where s.visitor_id = $1 and i.mail_status = 'sent'
      order by i.sent_at desc, i.listing_event_id desc
      limit $2`,
    [visitorId, ALERT_HISTORY_LIMIT],
  );
  const history = rows.map((row) => ({
    sentAt: row.sent_at.toISOString(),
    searchName: row.search_name,
    kind: row.kind,
    listingId: row.listing_id,
    listingClass: row.feed_class,
    address: `${row.unit_number ? `${row.address} ${row.unit_number}` : row.address}, ${row.municipality}`,
    clicked: row.clicked,
  }));
  return { searches, history };
}

export interface AgentSavedSearchInput {
  email: string;
  clientName: string;
  name: string;
  criteria: TSavedSearchCriteria;
  frequency: AlertFrequency;
  copyAgent: boolean;
}

/**
 * Finds the client's account by e-mail or makes one (no sign-in link is sent: the client signs in
 * whenever they like with the same address), then saves the search with the consent recorded as
 * given to the agent (`recorded_by = 'agent'`).
 */
export async function createSavedSearchForClient(
  deps: { pool: pg.Pool; search: SearchEngine },
  input: AgentSavedSearchInput,
  ip: string,
): Promise<{ id: number; visitorId: number }> {
  const columns = await savedSearchColumns(deps.search, input.criteria);
  return runInTransaction(deps.pool, async (client) => {
    const { rows } = await client.query<{ id: number }>(
      `insert into visitor (email, name, sign_up_ip) values ($1, $2, null)
       on conflict (email) do update set email = excluded.email
       returning id`,
      [input.email.toLowerCase(), input.clientName],
    );
    const visitorId = rows[0]!.id;
    const id = await insertSavedSearch(
      client,
      visitorId,
      { name: input.name, criteria: input.criteria, frequency: input.frequency, createdBy: 'agent', copyAgent: input.copyAgent },
      columns,
      ip,
    );
    return { id, visitorId };
  });
}

export async function alertStats(pool: pg.Pool): Promise<TAlertStats> {
  const { rows } = await pool.query<TAlertStats>(
    `select (select count(*)::int from saved_search where created_at > now() - interval '30 days') as "searchesSaved",
            (select count(distinct email_message_id)::int from alert_item where sent_at > now() - interval '30 days') as "alertsSent",
            (select coalesce(sum(clicks), 0)::int from alert_item where clicked_at > now() - interval '30 days') as "clicks"`,
  );
  return rows[0] ?? { searchesSaved: 0, alertsSent: 0, clicks: 0 };
}
