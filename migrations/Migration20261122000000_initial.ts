/**
 * The initial data model of both specs. Migrations are never edited after they land: add a new
 * file and register it in migrations/index.ts.
 */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261122000000_initial extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
create extension if not exists pg_trgm;
create extension if not exists unaccent;

-- Users and sessions ---------------------------------------------------------------------------
create table app_user (
  id serial primary key,
  email text not null,
  password_hash text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index app_user_email_unique on app_user (lower(email));

create table user_session (
  id uuid primary key,
  user_id int not null references app_user(id) on delete cascade,
  refresh_token_hash text not null,
  created_at timestamptz not null default now(),
  last_used_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz null,
  revoked_reason text null
);
create index user_session_user_idx on user_session (user_id);

-- Lookups ----------------------------------------------------------------------------------
create table municipality (
  id serial primary key,
  name text not null,
  region text null,
  latitude double precision not null,
  longitude double precision not null,
  created_at timestamptz not null default now()
);
create unique index municipality_name_unique on municipality (lower(name));

create table community (
  id serial primary key,
  municipality_id int not null references municipality(id) on delete cascade,
  name text not null,
  latitude double precision not null,
  longitude double precision not null
);
create unique index community_name_unique on community (municipality_id, lower(name));

create table property_type (
  id serial primary key,
  prop_type text not null
);
create unique index property_type_unique on property_type (lower(prop_type));

create table listing_type (
  id serial primary key,
  type text not null
);
create unique index listing_type_unique on listing_type (lower(type));

-- Listings ---------------------------------------------------------------------------------
create table listing (
  id serial primary key,
  listing_key text not null,
  origin text not null default 'feed' check (origin in ('feed', 'agent')),
  feed_class text not null check (feed_class in ('residential', 'condo', 'commercial')),
  property_sub_type text null,
  transaction_type text not null default 'Sale' check (transaction_type in ('Sale', 'Lease', 'Sub-Lease')),
  price numeric(14, 2) null,
  original_price numeric(14, 2) null,
  address text not null default '',
  unit_number text null,
  street_number text null,
  street_name text null,
  street_suffix text null,
  municipality text not null default '',
  municipality_district text null,
  area text null,
  community text null,
  postal_code text null,
  cross_street text null,
  bedrooms int null,
  bedrooms_plus int null,
  bathrooms int null,
  kitchens int null,
  rooms int null,
  parking_spaces int null,
  parking_total numeric(6, 1) null,
  garage_spaces numeric(6, 1) null,
  garage_type text null,
  sqft_range text null,
  approximate_age text null,
  taxes numeric(12, 2) null,
  tax_year int null,
  association_fee numeric(10, 2) null,
  remarks text null,
  extras text null,
  latitude double precision null,
  longitude double precision null,
  is_geo_approximate boolean not null default false,
  contract_status text null,
  standard_status text null,
  mls_status text null,
  is_active boolean not null default true,
  list_office_name text null,
  details jsonb not null default '{}',
  raw jsonb null,
  modification_ts timestamptz null,
  photos_change_ts timestamptz null,
  listed_at timestamptz null,
  first_seen_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  removed_at timestamptz null,
  -- The agent's curation: the importer never writes these columns.
  in_own_listing boolean not null default false,
  is_featured boolean not null default false,
  agent_status text null check (agent_status in ('Sale', 'Sold')),
  agent_overrides jsonb not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index listing_key_unique on listing (listing_key);
create index listing_class_active_idx on listing (feed_class, is_active);
create index listing_municipality_idx on listing (lower(municipality));
create index listing_price_idx on listing (price);
create index listing_own_idx on listing (in_own_listing) where in_own_listing;
create index listing_featured_idx on listing (is_featured) where is_featured;

create table listing_room (
  id serial primary key,
  listing_id int not null references listing(id) on delete cascade,
  room_key text null,
  ord int not null default 0,
  room_type text not null,
  level text null,
  length numeric(8, 2) null,
  width numeric(8, 2) null,
  units text null,
  features text[] not null default '{}'
);
create index listing_room_listing_idx on listing_room (listing_id, ord);

create table listing_media (
  id serial primary key,
  listing_id int not null references listing(id) on delete cascade,
  media_key text null,
  ord int not null default 0,
  source_url text null,
  is_main boolean not null default false,
  status text not null default 'pending' check (status in ('pending', 'ready', 'failed', 'deleted')),
  variants jsonb not null default '{}',
  width int null,
  height int null,
  sha256 text null,
  attempts int not null default 0,
  last_error text null,
  modification_ts timestamptz null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index listing_media_key_unique on listing_media (media_key) where media_key is not null;
create index listing_media_listing_idx on listing_media (listing_id, ord);

-- Importer state ---------------------------------------------------------------------------
create table sync_state (
  source text not null,
  feed_class text not null,
  resource text not null default 'Property',
  last_ts timestamptz null,
  last_key text null,
  updated_at timestamptz not null default now(),
  primary key (source, feed_class, resource)
);

create table sync_run (
  id serial primary key,
  source text not null,
  feed_class text null,
  kind text not null check (kind in ('sync', 'reconcile')),
  status text not null default 'running' check (status in ('running', 'succeeded', 'failed')),
  started_at timestamptz not null default now(),
  finished_at timestamptz null,
  pages int not null default 0,
  fetched int not null default 0,
  inserted int not null default 0,
  updated int not null default 0,
  removed int not null default 0,
  quarantined int not null default 0,
  error text null
);
create index sync_run_started_idx on sync_run (started_at desc);

create table quarantined_record (
  id serial primary key,
  run_id int null references sync_run(id) on delete set null,
  source text not null,
  feed_class text null,
  listing_key text null,
  reason text not null,
  raw jsonb not null,
  created_at timestamptz not null default now()
);
create index quarantined_record_created_idx on quarantined_record (created_at desc);

-- Visitors' messages -------------------------------------------------------------------------
create table enquiry (
  id serial primary key,
  listing_id int null references listing(id) on delete set null,
  property_type text null,
  full_name text not null,
  email_address text not null,
  phone_number text null,
  enquiry text not null,
  status text not null default 'NEW' check (status in ('NEW', 'ACCEPTED', 'COMPLETED')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table contact_inquiry (
  id serial primary key,
  firstname text not null,
  lastname text not null,
  email_address text not null,
  phone_number text null,
  enquiry text not null,
  created_at timestamptz not null default now()
);

create table appointment (
  id serial primary key,
  full_name text not null,
  email_address text not null,
  phone_number text null,
  message text not null,
  appointment text null,
  appointment_at timestamptz null,
  url_code text not null,
  status text not null default 'NEW' check (status in ('NEW', 'ACCEPTED', 'COMPLETED')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index appointment_url_code_unique on appointment (url_code);

create table showing_entry (
  id serial primary key,
  appointment_id int not null references appointment(id) on delete cascade,
  listing_id int null references listing(id) on delete set null,
  sn int not null default 0,
  mls text null,
  address text null,
  municipality text null,
  price numeric(14, 2) null,
  property_type text null,
  latitude double precision null,
  longitude double precision null,
  available_time timestamptz null,
  rating numeric(2, 1) null check (rating is null or (rating >= 0.5 and rating <= 5)),
  comment text null
);
create index showing_entry_appointment_idx on showing_entry (appointment_id, sn);

create table comment (
  id serial primary key,
  appointment_id int null references appointment(id) on delete set null,
  listing_id int null references listing(id) on delete set null,
  mls text null,
  address text null,
  customer_name text not null,
  customer_email text not null,
  rating numeric(2, 1) null check (rating is null or (rating >= 0.5 and rating <= 5)),
  comment text null,
  created_at timestamptz not null default now()
);
create index comment_created_idx on comment (created_at desc);

-- Todos --------------------------------------------------------------------------------------
create table todo_category (
  id serial primary key,
  category text not null
);
create unique index todo_category_unique on todo_category (lower(category));

create table todo (
  id serial primary key,
  title text not null,
  date date null,
  category_id int null references todo_category(id) on delete set null,
  status text not null default 'PENDING' check (status in ('PENDING', 'COMPLETED')),
  completed_at timestamptz null,
  created_at timestamptz not null default now()
);

-- Email list and mailing -------------------------------------------------------------------------
create table email_group (
  id serial primary key,
  group_type text not null,
  created_at timestamptz not null default now()
);
create unique index email_group_unique on email_group (lower(group_type));

create table email_contact (
  id serial primary key,
  full_name text not null,
  email text not null,
  phone_number text null,
  group_id int null references email_group(id) on delete set null,
  source text not null default 'manual',
  unsubscribe_token text not null,
  unsubscribed_at timestamptz null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index email_contact_email_unique on email_contact (lower(email));
create unique index email_contact_unsubscribe_unique on email_contact (unsubscribe_token);

create table email_message (
  id serial primary key,
  kind text not null,
  template text null,
  subject text not null,
  title text null,
  html text not null,
  text text not null,
  is_campaign boolean not null default false,
  created_at timestamptz not null default now()
);

create table email_delivery (
  id serial primary key,
  message_id int not null references email_message(id) on delete cascade,
  contact_id int null references email_contact(id) on delete set null,
  to_address text not null,
  idempotency_key text not null,
  status text not null default 'pending' check (status in ('pending', 'sent', 'failed', 'skipped')),
  attempts int not null default 0,
  last_error text null,
  sent_at timestamptz null,
  created_at timestamptz not null default now()
);
create unique index email_delivery_idempotency_unique on email_delivery (idempotency_key);
create index email_delivery_message_idx on email_delivery (message_id, status);

-- Blog ------------------------------------------------------------------------------------------
create table blog_category (
  id serial primary key,
  category text not null,
  image_url text null,
  created_at timestamptz not null default now()
);
create unique index blog_category_unique on blog_category (lower(category));

create table blog_post (
  id serial primary key,
  title text not null,
  category_id int not null references blog_category(id),
  excerpt text not null,
  content jsonb not null,
  featured_image_url text null,
  is_active boolean not null default true,
  trashed_at timestamptz null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index blog_post_category_idx on blog_post (category_id, created_at desc);

create table blog_reply (
  id serial primary key,
  post_id int not null references blog_post(id) on delete cascade,
  name text not null,
  email text not null,
  message text not null,
  is_approved boolean not null default false,
  created_at timestamptz not null default now()
);

-- Site settings (one row) -------------------------------------------------------------------------
create table site_settings (
  id int primary key default 1 check (id = 1),
  agent_name text not null,
  site_title text not null,
  site_short_description text not null,
  phone text null,
  email text null,
  address text null,
  brokerage text null,
  social_links jsonb not null default '{}',
  fav_icon_url text null,
  logo_url text null,
  profile_url text null,
  default_mortgage_rate numeric(5, 3) not null default 4.5,
  updated_at timestamptz not null default now()
);
`);
  }
}
