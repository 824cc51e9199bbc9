/**
 * Market pages and condo building pages (issue #18).
 * - `market_month`: one row per area (a municipality, or one of its communities), class,
 *   transaction and month, computed by the `market.refresh` job from the listings and their
 *   events (src/server/modules/market/market-refresh.ts). Pages read these rows; nothing is
 *   recomputed per request. `community = ''` is the whole municipality.
 * - `market_refresh_state`: how far the last refresh read (one row).
 * - `building_listing`: each condo listing's building key (street number and street, unit
 *   stripped, spelling normalized by #shared/market/building-address.ts), written by the same job
 *   so the normalizer has one implementation, in TypeScript.
 */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261126060000_market_months extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
create table market_month (
  municipality text not null,
  municipality_slug text not null,
  community text not null,
  community_slug text not null,
  class text not null check (class in ('houses', 'condos', 'commercial')),
  transaction text not null check (transaction in ('sale', 'lease')),
  month date not null,
  new_listings int not null,
  active_inventory int not null,
  median_ask numeric(14, 2) null,
  median_dom numeric(8, 1) null,
  sales_count int not null,
  median_sold numeric(14, 2) null,
  sold_to_ask numeric(8, 4) null,
  primary key (municipality_slug, community_slug, class, transaction, month)
);
-- The municipality's communities of one class and transaction in one month (community links, overview).
create index market_month_choice_idx on market_month (municipality_slug, class, transaction, month);
-- The municipalities' own rows of one month (the GTA overview).
create index market_month_town_idx on market_month (class, transaction, month) where community_slug = '';

create table market_refresh_state (
  id int primary key check (id = 1),
  last_event_id bigint not null default 0,
  refreshed_at timestamptz null
);
insert into market_refresh_state (id) values (1);

create table building_listing (
  listing_id int primary key references listing(id) on delete cascade,
  building_key text not null,
  address_text text not null
);
create index building_listing_key_idx on building_listing (building_key);
`);
  }
}
