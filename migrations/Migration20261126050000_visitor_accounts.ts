/**
 * Visitor accounts (issue #15): passwordless sign-in by an e-mailed link, consent records, saved
 * homes and listing views. Only plain SQL (src/server/modules/visitors) reads and writes them.
 * - `visitor.email` is stored lower-cased and unique; `vow_terms_version` and
 *   `marketing_consent_version` are the consents in force (null: not given or withdrawn), kept on
 *   the row so the per-request VOW check is one indexed read. `visitor_consent` is the evidence:
 *   every acceptance and withdrawal with the exact text version, time and address, never updated.
 * - Link and session tokens are stored as sha256 digests only.
 * - Deleting a visitor deletes everything personal by cascade; listing views keep their counts
 *   with the visitor cut off (visitor_id null), which is no longer personal data.
 * - `consent.recorded_by` is ready for issue #16 (a saved search the agent creates for a client).
 */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261126050000_visitor_accounts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
create table visitor (
  id serial primary key,
  email text not null check (email = lower(email) and length(email) between 3 and 254),
  name text not null check (length(name) between 1 and 120),
  phone text null check (length(phone) <= 40),
  vow_terms_version text null,
  marketing_consent_version text null,
  created_at timestamptz not null default now(),
  last_visit_at timestamptz null,
  sign_up_ip text null
);
create unique index visitor_email_key on visitor (email);
create index visitor_created_idx on visitor (created_at desc);

create table visitor_consent (
  id bigserial primary key,
  visitor_id int not null references visitor(id) on delete cascade,
  kind text not null check (kind in ('vow_terms', 'marketing_email')),
  action text not null check (action in ('given', 'withdrawn')),
  text_version text not null,
  ip text not null,
  recorded_by text not null default 'visitor' check (recorded_by in ('visitor', 'agent')),
  recorded_at timestamptz not null default now()
);
create index visitor_consent_visitor_idx on visitor_consent (visitor_id, recorded_at);

create table visitor_sign_in_token (
  token_hash bytea primary key,
  purpose text not null check (purpose in ('sign_in', 'sign_up')),
  email text not null,
  visitor_id int null references visitor(id) on delete cascade,
  expires_at timestamptz not null,
  used_at timestamptz null,
  created_at timestamptz not null default now()
);
create index visitor_sign_in_token_expiry_idx on visitor_sign_in_token (expires_at);
create index visitor_sign_in_token_email_idx on visitor_sign_in_token (email);

create table visitor_session (
  token_hash bytea primary key,
  visitor_id int not null references visitor(id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz null,
  ip text null
);
create index visitor_session_visitor_idx on visitor_session (visitor_id);

create table visitor_favourite (
  visitor_id int not null references visitor(id) on delete cascade,
  listing_id int not null references listing(id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (visitor_id, listing_id)
);
create index visitor_favourite_listing_idx on visitor_favourite (listing_id);

create table visitor_listing_view (
  id bigserial primary key,
  visitor_id int null references visitor(id) on delete set null,
  listing_id int not null references listing(id) on delete cascade,
  viewed_on date not null,
  views int not null default 1,
  first_viewed_at timestamptz not null default now(),
  last_viewed_at timestamptz not null default now(),
  unique (visitor_id, listing_id, viewed_on)
);
create index visitor_listing_view_listing_idx on visitor_listing_view (listing_id, viewed_on);
`);
  }
}
