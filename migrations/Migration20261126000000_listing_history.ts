/**
 * Listing history (issue #15): what the importer saw change, kept per listing and per property.
 * - `listing_property` is one home across its MLS numbers: the same address, unit and kind of
 *   transaction. A re-listing (a new MLS number after the old one expired or was terminated) points
 *   at the same property, so its history and cumulative days on market follow it.
 * - `listing.market_status` is the board status reduced to the states the site reasons about;
 *   the VOW columns (close price and dates, days on market) are written only from a VOW feed.
 * - `listing_event` rows are written in the importer's page transaction; the unique key makes a
 *   re-run or a resumed crash record each change once.
 */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261126000000_listing_history extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
create table listing_property (
  id serial primary key,
  address_key text not null,
  unit_key text not null default '',
  transaction_kind text not null check (transaction_kind in ('sale', 'lease')),
  created_at timestamptz not null default now(),
  unique (address_key, unit_key, transaction_kind)
);

alter table listing
  add column property_id int null references listing_property(id),
  add column market_status text null
    check (market_status in ('active', 'conditional', 'sold', 'leased', 'expired', 'terminated', 'suspended', 'removed')),
  add column status_changed_at timestamptz null,
  add column close_price numeric(14, 2) null,
  add column close_date date null,
  add column purchase_contract_date date null,
  add column days_on_market int null;
create index listing_property_id_idx on listing (property_id) where property_id is not null;
update listing set market_status = case when is_active then 'active' else 'removed' end;

create table listing_event (
  id bigserial primary key,
  listing_id int not null references listing(id) on delete cascade,
  property_id int null references listing_property(id),
  kind text not null check (kind in ('listed', 'price_changed', 'status_changed', 'back_on_market', 'relisted', 'removed')),
  occurred_at timestamptz not null,
  from_price numeric(14, 2) null,
  to_price numeric(14, 2) null,
  from_status text null,
  to_status text null,
  previous_listing_id int null references listing(id) on delete set null,
  recorded_at timestamptz not null default now(),
  unique (listing_id, kind, occurred_at)
);
create index listing_event_property_idx on listing_event (property_id, occurred_at);
create index listing_event_occurred_idx on listing_event (occurred_at);
`);
  }
}
