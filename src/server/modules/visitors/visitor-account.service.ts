/**
 * The signed-in visitor's own account: details, consents, saved homes, listing views and deletion.
 * Every function takes the visitor id from the session (visitorProcedure), never from the input.
 */
import type pg from 'pg';
import { CONSENT_TEXTS, type ConsentKind, VOW_TERMS } from '#shared/vow-terms.ts';
import type { FeedClass } from '#shared/listing-classes.ts';
import { runInTransaction } from '#server/db/transaction.ts';
import { notFound } from '#server/errors.ts';
import { publicListingSql } from '#server/modules/listings/public-listing.ts';
import { ALERT_MAIL_KINDS } from '#server/modules/alerts/alert-send.ts';
import { SIGN_IN_LINK_KIND } from './sign-in-mail.ts';
import { giveConsent, withdrawConsent } from './visitor-consents.ts';

export interface ConsentState {
  kind: ConsentKind;
  /** The version in force, or null (never given, or withdrawn). */
  acceptedVersion: string | null;
  currentVersion: string;
  isCurrent: boolean;
}

export interface VisitorAccount {
  name: string;
  email: string;
  phone: string | null;
  createdAt: string;
  consents: ConsentState[];
  /** The VOW terms are not accepted in their current version: VOW data stays hidden until they are. */
  needsTermsAcceptance: boolean;
}

export async function readAccount(pool: pg.Pool, visitorId: number): Promise<VisitorAccount> {
  const { rows } = await pool.query<{
    name: string;
    email: string;
    phone: string | null;
    created_at: Date;
    vow_terms_version: string | null;
    marketing_consent_version: string | null;
  }>('select name, email, phone, created_at, vow_terms_version, marketing_consent_version from visitor where id = $1', [visitorId]);
  const row = rows[0];
  if (!row) throw notFound('Account');
  const state = (kind: ConsentKind, accepted: string | null): ConsentState => ({
    kind,
    acceptedVersion: accepted,
    currentVersion: CONSENT_TEXTS[kind].version,
    isCurrent: accepted === CONSENT_TEXTS[kind].version,
  });
  return {
    name: row.name,
    email: row.email,
    phone: row.phone,
    createdAt: row.created_at.toISOString(),
    consents: [state('vow_terms', row.vow_terms_version), state('marketing_email', row.marketing_consent_version)],
    needsTermsAcceptance: row.vow_terms_version !== VOW_TERMS.version,
  };
}

export async function updateDetails(pool: pg.Pool, visitorId: number, details: { name: string; phone: string | null }): Promise<void> {
  await pool.query('update visitor set name = $2, phone = $3 where id = $1', [visitorId, details.name, details.phone]);
}

export async function changeConsent(pool: pg.Pool, visitorId: number, kind: ConsentKind, action: 'give' | 'withdraw', ip: string): Promise<void> {
  await runInTransaction(pool, (client) => (action === 'give' ? giveConsent(client, visitorId, kind, ip) : withdrawConsent(client, visitorId, kind, ip)));
}

export interface SavedHome {
  listingId: number;
  address: string;
  municipality: string;
  /** Shown only while the listing is on the public site (a sold price is VOW data). */
  price: number | null;
  transaction: string;
  listingClass: FeedClass;
  /** Still on the public site (false: sold, off the market or hidden; no detail page to link to). */
  isOnSite: boolean;
  savedAt: string;
}

export async function listFavourites(pool: pg.Pool, visitorId: number): Promise<SavedHome[]> {
  const { rows } = await pool.query<{
    listing_id: number;
    address: string;
    unit_number: string | null;
    municipality: string;
    price: string | null;
    transaction_type: string;
    feed_class: FeedClass;
    is_public: boolean;
    created_at: Date;
  }>(
    `select f.listing_id, l.address, l.unit_number, l.municipality, l.price, l.transaction_type, l.feed_class,
            ${publicListingSql('l')} as is_public, f.created_at
       from visitor_favourite f join listing l on l.id = f.listing_id
      where f.visitor_id = $1
      order by f.created_at desc`,
    [visitorId],
  );
  return rows.map((row) => ({
    listingId: row.listing_id,
    address: row.unit_number ? `${row.address} ${row.unit_number}` : row.address,
    municipality: row.municipality,
    price: row.is_public && row.price !== null ? Number(row.price) : null,
    transaction: row.transaction_type,
    listingClass: row.feed_class,
    isOnSite: row.is_public,
    savedAt: row.created_at.toISOString(),
  }));
}

/** Saves homes (one, or the browser's list on sign-in); only listings on the public site, each once. */
export async function addFavourites(pool: pg.Pool, visitorId: number, listingIds: number[]): Promise<{ added: number }> {
  if (listingIds.length === 0) return { added: 0 };
  const { rowCount } = await pool.query(
    `insert into visitor_favourite (visitor_id, listing_id)
     select $1, l.id from listing l where l.id = any($2::int[]) and ${publicListingSql('l')}
     on conflict do nothing`,
    [visitorId, listingIds],
  );
  return { added: rowCount ?? 0 };
}

export async function removeFavourite(pool: pg.Pool, visitorId: number, listingId: number): Promise<void> {
  await pool.query('delete from visitor_favourite where visitor_id = $1 and listing_id = $2', [visitorId, listingId]);
}

/**
 * One row per visitor, listing and Toronto day, counted up by an upsert: a busy visitor costs one
 * small write per detail page they open, and the Visitors screen reads counts, not a log.
 */
export async function recordListingView(pool: pg.Pool, visitorId: number, listingId: number): Promise<void> {
  await pool.query(
    `insert into visitor_listing_view (visitor_id, listing_id, viewed_on)
     select $1, l.id, (now() at time zone 'America/Toronto')::date from listing l where l.id = $2 and ${publicListingSql('l')}
     on conflict (visitor_id, listing_id, viewed_on) do update
       set views = visitor_listing_view.views + 1, last_viewed_at = now()`,
    [visitorId, listingId],
  );
}

/**
 * "Delete my account" (PIPEDA). Removed: the account row and with it, by cascade, the consent
 * records, sessions, sign-in links, saved homes and saved searches (their alert items go with them,
 * saved_search's delete trigger); the sign-in and listing-alert mails sent to the address (outbox
 * rows and dev-mailbox copies) and its links not yet used. Kept, anonymised: the listing views,
 * with the visitor cut off (visitor_id null), so the agent's per-listing view counts stay true;
 * they no longer relate to anybody. Not linked to the account and handled as leads: messages the
 * visitor sent through the site's forms (contact, enquiries, showings), which the agent answers
 * and deletes from the admin.
 */
export async function deleteAccount(pool: pg.Pool, visitorId: number): Promise<void> {
  await runInTransaction(pool, async (client) => {
    const { rows } = await client.query<{ email: string }>('select email from visitor where id = $1 for update', [visitorId]);
    const email = rows[0]?.email;
    if (!email) return;
    const kinds = [SIGN_IN_LINK_KIND, ALERT_MAIL_KINDS.instant, ALERT_MAIL_KINDS.daily];
    const deliveries = `select d.id from email_delivery d join email_message m on m.id = d.message_id where d.to_address = $1 and m.kind = any($2::text[])`;
    await client.query(`delete from mailbox_message where delivery_id in (${deliveries})`, [email, kinds]);
    // A sign-in or alert mail has one delivery: deleting its message deletes the delivery (cascade).
    await client.query(
      `delete from email_message where id in (select d.message_id from email_delivery d join email_message m on m.id = d.message_id where d.to_address = $1 and m.kind = any($2::text[]))`,
      [email, kinds],
    );
    await client.query('delete from visitor_sign_in_token where email = $1', [email]);
    await client.query('delete from visitor where id = $1', [visitorId]);
  });
}
