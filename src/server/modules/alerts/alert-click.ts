/**
 * The click redirect of alert mails (GET /a/<token>, alerts.http.ts): records the click on the
 * item, resets the visitor's back-off streak (they do read the alerts) and answers the listing's
 * page path. A token this server did not sign gives null (the route answers a friendly 404); an
 * item gone since (the search or account deleted) still leads somewhere useful: the home page.
 */
import type pg from 'pg';
import { listingPagePath, type FeedClass } from '#shared/listing-classes.ts';
import { verifyAlertToken } from './alert-tokens.ts';

export async function recordAlertClick(pool: pg.Pool, secret: string, token: string, options: { record: boolean } = { record: true }): Promise<string | null> {
  const parsed = verifyAlertToken(secret, token);
  if (parsed?.scope !== 'click' || parsed.eventId === undefined) return null;
  if (!options.record) {
    // A HEAD (a link checker, a preview) learns where the link goes; it is not a visitor's click.
    const { rows } = await pool.query<{ listing_id: number; feed_class: FeedClass }>(
      `select l.id as listing_id, l.feed_class from alert_item i join listing l on l.id = i.listing_id where i.saved_search_id = $1 and i.listing_event_id = $2`,
      [parsed.id, parsed.eventId],
    );
    return rows[0] ? listingPagePath(rows[0].listing_id, rows[0].feed_class) : '/';
  }
  const { rows } = await pool.query<{ listing_id: number; feed_class: FeedClass }>(
    `with clicked as (
       update alert_item set clicks = clicks + 1, clicked_at = coalesce(clicked_at, now()) where saved_search_id = $1 and listing_event_id = $2
       returning listing_id, saved_search_id
     ), reset as (
       update visitor set alert_unclicked_mails = 0
        where id = (select s.visitor_id from saved_search s join clicked c on c.saved_search_id = s.id)
     )
     select c.listing_id, l.feed_class from clicked c join listing l on l.id = c.listing_id`,
    [parsed.id, parsed.eventId],
  );
  const row = rows[0];
  return row ? listingPagePath(row.listing_id, row.feed_class) : '/';
}
