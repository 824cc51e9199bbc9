/**
 * Sending alerts (issue #16) through the mail outbox. One transaction per visitor: the visitor
 * row is locked (two senders take turns), the pending items of the searches due are read, ONE
 * mail combining them is queued (queueMail: the message, its delivery and the mail.send job) and
 * the items are marked sent with that message, all in the same transaction. So a worker killed
 * before the commit leaves the items pending for the next run (nothing lost) and one killed after
 * it leaves a queued delivery the outbox sends once (no duplicate). A run with nothing left to say
 * queues nothing: never an empty mail.
 * - instant: right after each match run; daily: 07:00 Toronto; weekly: 07:00 Toronto on Mondays,
 *   combined with the daily ones into the one digest of that morning.
 * - Only with the listing-alerts consent in force; sold and leased items only while the visitor's
 *   VOW terms are current; an active kind only while the listing is still on the public site.
 * - Back-off: BACKOFF_UNCLICKED_MAILS instant mails in a row without a click move the visitor's
 *   instant searches to the daily digest, and that digest says so at the top.
 */
import type pg from 'pg';
import type { AlertItemKind } from '#shared/schemas/saved-search.schema.ts';
import { savedSearchSummary, savedSearchUrl } from '#shared/alerts/saved-search-summary.ts';
import type { TSavedSearchCriteria } from '#shared/schemas/saved-search.schema.ts';
import { VOW_TERMS } from '#shared/vow-terms.ts';
import type { FeedClass } from '#shared/listing-classes.ts';
import { runInTransaction } from '#server/db/transaction.ts';
import type { AppConfig } from '#server/env.ts';
import type { JobQueue } from '#server/jobs/job-queue.ts';
import { queueMail } from '#server/mail/mail-outbox.ts';
import { loadSenderIdentity } from '#server/mail/sender-identity.ts';
import { madeMainPhoto, photoUrl as photoFileUrl } from '#server/media/listing-photo-files.ts';
import { publicListingSql } from '#server/modules/listings/public-listing.ts';
import { accountUrl, clickUrl, listingPageUrl, oneClickUnsubscribeUrl, siteUrl, unsubscribePageUrl } from './alert-links.ts';
import { BACKOFF_UNCLICKED_MAILS, renderAlertMail, type AlertMailCadence, type AlertMailItem, type AlertMailSection } from './alert-mail.ts';

export const ALERT_MAIL_KINDS = { instant: 'alerts.instant', daily: 'alerts.digest', weekly: 'alerts.digest', agentCopy: 'alerts.agent-copy' } as const;

export interface SendDeps {
  pool: pg.Pool;
  jobs: JobQueue;
  config: AppConfig;
}

export interface SendResult {
  mails: number;
  items: number;
  backedOff: number;
}

type Frequency = 'instant' | 'daily' | 'weekly';

interface PendingRow {
  event_id: number;
  kind: AlertItemKind;
  from_price: number | null;
  to_price: number | null;
  search_id: number;
  search_name: string;
  frequency: Frequency;
  criteria: TSavedSearchCriteria;
  created_by: 'visitor' | 'agent';
  copy_agent: boolean;
  listing_id: number;
  feed_class: FeedClass;
  address: string;
  unit_number: string | null;
  municipality: string;
  transaction_type: string;
  price: number | null;
  close_price: number | null;
  bedrooms: number | null;
  bedrooms_plus: number | null;
  bathrooms: number | null;
  is_public: boolean;
  listing_key: string;
  main_media_key: string | null;
  main_file_token: string | null;
  main_width: number | null;
}

const PENDING_SQL = `
  select i.listing_event_id::float8 as event_id, i.kind, i.from_price::float8 as from_price, i.to_price::float8 as to_price,
         s.id as search_id, s.name as search_name, s.frequency, s.criteria, s.created_by, s.copy_agent,
         l.id as listing_id, l.feed_class, l.address, l.unit_number, l.municipality, l.transaction_type,
         l.price::float8 as price, l.close_price::float8 as close_price, l.bedrooms, l.bedrooms_plus, l.bathrooms,
         ${publicListingSql('l')} as is_public, l.listing_key,
         main.media_key as main_media_key, main.file_token as main_file_token, main.width as main_width
    from alert_item i
    join saved_search s on s.id = i.saved_search_id
    join listing l on l.id = i.listing_id
    left join lateral (
      select m.media_key, m.file_token, m.width from listing_media m where m.listing_id = l.id and m.status = 'ready' order by m.is_main desc, m.ord limit 1
    ) main on true
   where s.visitor_id = $1 and s.frequency = any($2::text[]) and i.mail_status = 'pending'
   order by s.created_at, s.id, i.listing_event_id
     for update of i`;

function photoUrl(config: AppConfig, row: PendingRow): string | null {
  const files = madeMainPhoto(row);
  return files ? siteUrl(config, photoFileUrl(files, '640', '320')) : null;
}

function mailItem(config: AppConfig, row: PendingRow, forAgent: boolean): AlertMailItem {
  return {
    kind: row.kind,
    listingId: row.listing_id,
    address: row.unit_number ? `${row.address} ${row.unit_number}` : row.address,
    municipality: row.municipality,
    transactionType: row.transaction_type,
    price: row.price,
    fromPrice: row.from_price,
    toPrice: row.to_price,
    closePrice: row.kind === 'sold' || row.kind === 'leased' ? row.close_price : null,
    beds: row.bedrooms,
    bedsPlus: row.bedrooms_plus,
    baths: row.bathrooms,
    photoUrl: photoUrl(config, row),
    link: forAgent ? listingPageUrl(config, row.listing_id, row.feed_class) : clickUrl(config, row.search_id, row.event_id),
  };
}

function sectionsOf(config: AppConfig, rows: PendingRow[], forAgent: boolean): AlertMailSection[] {
  const sections = new Map<number, AlertMailSection>();
  for (const row of rows) {
    let section = sections.get(row.search_id);
    if (!section) {
      section = {
        searchName: row.search_name,
        summary: savedSearchSummary(row.criteria),
        searchUrl: siteUrl(config, savedSearchUrl(row.criteria)),
        unsubscribeUrl: forAgent ? null : unsubscribePageUrl(config, 'search', row.search_id),
        items: [],
      };
      sections.set(row.search_id, section);
    }
    section.items.push(mailItem(config, row, forAgent));
  }
  return [...sections.values()];
}

interface VisitorRow {
  email: string;
  name: string;
  alerts_consent_version: string | null;
  vow_terms_version: string | null;
  alert_unclicked_mails: number;
  alert_backoff_notice: boolean;
}

/** The items of these rows, by their key (search, event). */
const ITEMS_OF_ROWS = `(saved_search_id, listing_event_id) in (select * from unnest($1::int[], $2::int8[]))`;
const keysOf = (rows: PendingRow[]) => [rows.map((row) => row.search_id), rows.map((row) => row.event_id)];

/** Marks items that will never be mailed (kept for the history). */
async function markNotMailed(client: pg.PoolClient, rows: PendingRow[]): Promise<void> {
  if (rows.length > 0) await client.query(`update alert_item set mail_status = 'not_mailed' where ${ITEMS_OF_ROWS}`, keysOf(rows));
}

/** One visitor's due alerts in one transaction; returns what was queued. */
export async function sendVisitorAlerts(deps: SendDeps, visitorId: number, frequencies: Frequency[], cadence: AlertMailCadence): Promise<SendResult> {
  return runInTransaction(deps.pool, async (client) => {
    const result: SendResult = { mails: 0, items: 0, backedOff: 0 };
    const { rows: visitors } = await client.query<VisitorRow>(
      `select email, name, alerts_consent_version, vow_terms_version, alert_unclicked_mails, alert_backoff_notice from visitor where id = $1 for update`,
      [visitorId],
    );
    const visitor = visitors[0];
    if (!visitor) return result;
    if (cadence === 'instant' && visitor.alert_unclicked_mails >= BACKOFF_UNCLICKED_MAILS) {
      // Their items stay pending and go out in the next daily digest, which tells them why.
      await client.query(`update saved_search set frequency = 'daily', updated_at = now() where visitor_id = $1 and frequency = 'instant'`, [visitorId]);
      await client.query('update visitor set alert_unclicked_mails = 0, alert_backoff_notice = true where id = $1', [visitorId]);
      result.backedOff = 1;
      return result;
    }
    const { rows } = await client.query<PendingRow>(PENDING_SQL, [visitorId, frequencies]);
    if (rows.length === 0) return result;
    const isVow = visitor.vow_terms_version === VOW_TERMS.version;
    const dropped = rows.filter((row) => !visitor.alerts_consent_version || (row.kind === 'sold' || row.kind === 'leased' ? !isVow : !row.is_public));
    await markNotMailed(client, dropped);
    const due = rows.filter((row) => !dropped.includes(row));
    if (due.length === 0) return result;

    const sender = await loadSenderIdentity(client, deps.config);
    const sections = sectionsOf(deps.config, due, false);
    const searchIds = [...new Set(due.map((row) => row.search_id))];
    const savedByAgent = due.some((row) => row.created_by === 'agent');
    // Monday's digest carries the daily searches too: it is a weekly digest only when all of it is.
    const mailCadence = cadence === 'weekly' && due.some((row) => row.frequency === 'daily') ? 'daily' : cadence;
    const rendered = renderAlertMail({
      cadence: mailCadence,
      recipientName: visitor.name,
      sender,
      sections,
      backoffNotice: visitor.alert_backoff_notice,
      unsubscribeAllUrl: unsubscribePageUrl(deps.config, 'all', visitorId),
      accountUrl: accountUrl(deps.config),
      savedByAgent,
    });
    const oneSearch = searchIds.length === 1;
    const queued = await queueMail(client, deps.jobs, {
      kind: cadence === 'instant' ? ALERT_MAIL_KINDS.instant : ALERT_MAIL_KINDS.daily,
      entityId: `${visitorId}`,
      to: { email: visitor.email, name: visitor.name },
      template: 'listing-alert',
      ...rendered,
      listUnsubscribe: oneSearch ? oneClickUnsubscribeUrl(deps.config, 'search', searchIds[0]!) : oneClickUnsubscribeUrl(deps.config, 'all', visitorId),
    });
    await client.query(`update alert_item set mail_status = 'sent', sent_at = now(), email_message_id = $3 where ${ITEMS_OF_ROWS}`, [
      ...keysOf(due),
      queued.messageId,
    ]);
    await client.query('update saved_search set last_alert_at = now() where id = any($1::int[])', [searchIds]);
    await client.query(
      `update visitor set alert_backoff_notice = false, alert_unclicked_mails = alert_unclicked_mails + case when $2 then 1 else 0 end where id = $1`,
      [visitorId, cadence === 'instant'],
    );
    result.mails += 1;
    result.items += due.length;

    const forAgent = due.filter((row) => row.copy_agent);
    if (forAgent.length > 0) {
      const { rows: settings } = await client.query<{ email: string | null }>('select email from site_settings where id = 1');
      const agentEmail = settings[0]?.email?.trim();
      if (agentEmail) {
        const copy = renderAlertMail({
          cadence: mailCadence,
          recipientName: sender.agentName,
          sender,
          sections: sectionsOf(deps.config, forAgent, true),
          backoffNotice: false,
          unsubscribeAllUrl: null,
          accountUrl: siteUrl(deps.config, '/admin/visitors'),
          copyOf: { name: visitor.name, email: visitor.email },
          savedByAgent: true,
        });
        await queueMail(client, deps.jobs, {
          kind: ALERT_MAIL_KINDS.agentCopy,
          entityId: `${visitorId}`,
          to: { email: agentEmail, name: sender.agentName },
          template: 'listing-alert',
          ...copy,
          subject: `Copy for ${visitor.name}: ${copy.subject}`,
        });
        result.mails += 1;
      }
    }
    return result;
  });
}

/** Every visitor with items pending in searches of these frequencies, one transaction each. */
export async function sendDueAlerts(deps: SendDeps, frequencies: Frequency[], cadence: AlertMailCadence): Promise<SendResult> {
  const { rows } = await deps.pool.query<{ visitor_id: number }>(
    `select distinct s.visitor_id from alert_item i join saved_search s on s.id = i.saved_search_id
      where i.mail_status = 'pending' and s.frequency = any($1::text[]) order by 1`,
    [frequencies],
  );
  const total: SendResult = { mails: 0, items: 0, backedOff: 0 };
  // One visitor's failure (rolled back, items still pending) does not hold back the others' mails;
  // it is thrown at the end, so the job is retried for what is left.
  let firstError: unknown = null;
  for (const { visitor_id } of rows) {
    try {
      const result = await sendVisitorAlerts(deps, visitor_id, frequencies, cadence);
      total.mails += result.mails;
      total.items += result.items;
      total.backedOff += result.backedOff;
    } catch (error) {
      firstError ??= error;
    }
  }
  if (firstError) throw firstError;
  return total;
}

export const sendInstantAlerts = (deps: SendDeps) => sendDueAlerts(deps, ['instant'], 'instant');

/** The morning digest: daily searches, and weekly ones too on Mondays, in one mail per visitor. */
export const sendDigest = (deps: SendDeps, weekly: boolean) => sendDueAlerts(deps, weekly ? ['daily', 'weekly'] : ['daily'], weekly ? 'weekly' : 'daily');
