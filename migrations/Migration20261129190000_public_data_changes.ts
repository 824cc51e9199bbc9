/**
 * A committed change to what the public site shows is announced on the `public_data_changed`
 * channel, so a web process's cache of anonymous answers (src/server/public-answer-cache.ts) keeps
 * an answer while nothing it was made from changed, and only a few seconds once something did.
 * One trigger per statement, not per row: an import page is one notification, and PostgreSQL
 * folds the same notification raised twice in a transaction into one, delivered at its commit
 * (never before: a reader woken by it reads the committed rows).
 * The tables are those whose rows the public pages and the cached listing and market queries read;
 * a visitor's own rows (favourites, sessions, enquiries) and the agent's private ones are not.
 * docs/decisions/2026-11-29-public-answers-kept-until-data-changes.md
 */
import { Migration } from '@mikro-orm/migrations';

const TABLES = [
  'listing',
  'listing_media',
  'listing_event',
  'listing_property',
  'building_listing',
  'market_month',
  'community',
  'municipality',
  'property_type',
  'listing_type',
  'blog_post',
  'blog_category',
  'blog_reply',
  'site_settings',
  'tour_settings',
  'availability_block',
];

export class Migration20261129190000_public_data_changes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
create function notify_public_data_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('public_data_changed', '');
  return null;
end $$;
${TABLES.map(
  (table) =>
    `create trigger public_data_changed after insert or update or delete or truncate on ${table} for each statement execute function notify_public_data_changed();`,
).join('\n')}
`);
  }
}
