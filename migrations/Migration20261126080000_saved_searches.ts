/**
 * Saved searches and listing alerts (issue #16). Only plain SQL (src/server/modules/alerts) reads
 * and writes these tables.
 * - `saved_search` keeps the visitor's criteria as they were saved (jsonb, shown and edited) and
 *   the same criteria resolved into typed columns (places resolved by the search planner, the
 *   keyword as a tsquery, the map area as four numbers), so one statement matches a batch of
 *   listing events against every search.
 * - `alert_item` is one event reaching one search: unique on (search, event), so an importer
 *   re-run, a repeated match job or a crash never alerts twice. `mail_status` says whether it
 *   still waits for a mail (pending), went out in one (sent, with the outbox message), or is
 *   kept for the history only (not_mailed: frequency "no e-mail", unsubscribed, no consent).
 * - `alert_match_state.last_event_id` is the high-water mark of matched events, advanced in the
 *   transaction that inserts the items.
 * - The visitor row gains the listing-alerts consent in force (CASL, a text version like the
 *   other consents) and the back-off counter (instant mails without a click in a row).
 * - `email_message.list_unsubscribe`: the one-click unsubscribe URL (RFC 8058) the mail worker
 *   puts in the List-Unsubscribe header of a transactional mail that has one.
 */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261126080000_saved_searches extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
alter table visitor_consent drop constraint visitor_consent_kind_check;
alter table visitor_consent add constraint visitor_consent_kind_check check (kind in ('vow_terms', 'marketing_email', 'listing_alerts'));

alter table visitor
  add column alerts_consent_version text null,
  add column alert_unclicked_mails int not null default 0,
  add column alert_backoff_notice boolean not null default false;

create table saved_search (
  id serial primary key,
  visitor_id int not null references visitor(id) on delete cascade,
  name text not null check (length(name) between 1 and 80),
  criteria jsonb not null,
  frequency text not null check (frequency in ('instant', 'daily', 'weekly', 'none')),
  created_by text not null default 'visitor' check (created_by in ('visitor', 'agent')),
  copy_agent boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  last_alert_at timestamptz null,
  classes text[] not null,
  sub_types text[] null,
  transaction_type text null,
  min_price numeric(14, 2) null,
  max_price numeric(14, 2) null,
  min_beds int null,
  min_baths int null,
  min_parking int null,
  area_municipalities text[] null,
  area_districts text[] null,
  area_communities text[] null,
  keyword_municipalities text[] null,
  keyword_districts text[] null,
  keyword_communities text[] null,
  bbox_south double precision null,
  bbox_north double precision null,
  bbox_west double precision null,
  bbox_east double precision null,
  building_key text null,
  mls_prefix text null,
  keyword_query tsquery null,
  exact_street text null,
  exact_unit text null
);
create index saved_search_visitor_idx on saved_search (visitor_id, created_at);
create index saved_search_created_idx on saved_search (created_at);

create table alert_item (
  saved_search_id int not null,
  listing_event_id bigint not null,
  listing_id int not null,
  kind text not null check (kind in ('new', 'price_changed', 'back_on_market', 'relisted', 'sold', 'leased')),
  from_price numeric(14, 2) null,
  to_price numeric(14, 2) null,
  created_at timestamptz not null default now(),
  mail_status text not null default 'pending' check (mail_status in ('pending', 'sent', 'not_mailed')),
  email_message_id int null,
  sent_at timestamptz null,
  clicked_at timestamptz null,
  clicks int not null default 0,
  primary key (saved_search_id, listing_event_id)
);
-- A search's items go with it (and so with its visitor's account): one statement per delete,
-- rather than a foreign key whose check would run once per inserted item.
create function delete_items_of_saved_searches() returns trigger language plpgsql as $fn$
begin
  delete from alert_item i using gone_searches g where i.saved_search_id = g.id;
  return null;
end
$fn$;
create trigger saved_search_delete_items after delete on saved_search
  referencing old table as gone_searches for each statement execute function delete_items_of_saved_searches();
create index alert_item_pending_idx on alert_item (saved_search_id) where mail_status = 'pending';
create index alert_item_sent_idx on alert_item (sent_at) where sent_at is not null;
create index alert_item_clicked_idx on alert_item (clicked_at) where clicked_at is not null;

create table alert_match_state (
  id int primary key check (id = 1),
  last_event_id bigint not null,
  matched_at timestamptz null
);
-- Events recorded before alerts existed are history, not news.
insert into alert_match_state (id, last_event_id) select 1, coalesce(max(id), 0) from listing_event;

alter table email_message add column list_unsubscribe text null;
`);
  }
}
