/**
 * Showing tours (issue 19): the agent's weekly hours, showing length and buffer (one row), days
 * off and one-off blocks, and booked tours. A tour keeps the agent busy from its start to
 * `busy_until` (its end plus the buffer); the exclusion constraint makes two live tours with
 * overlapping busy ranges impossible, so of two visitors booking one slot at once, one wins.
 * Range types have GiST support built in: no btree_gist needed for a range-only constraint.
 * A tour's stops are the appointment's showing entries, in visiting order, with their leg's
 * drive time, whether the home's position is approximate, and the pre-tour status check's flag.
 * A mail may carry a calendar file (email_message.ics).
 */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261126020000_showing_tours extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
create table tour_settings (
  id int primary key default 1 check (id = 1),
  weekly_hours jsonb not null,
  showing_minutes int not null default 30 check (showing_minutes between 10 and 180),
  buffer_minutes int not null default 15 check (buffer_minutes between 0 and 120),
  updated_at timestamptz not null default now()
);
-- Sunday first (like Date.getDay()): closed Sundays, 09:00-18:00 on weekdays, 10:00-16:00 on Saturdays.
insert into tour_settings (id, weekly_hours) values (1, '[null, {"start":"09:00","end":"18:00"}, {"start":"09:00","end":"18:00"}, {"start":"09:00","end":"18:00"}, {"start":"09:00","end":"18:00"}, {"start":"09:00","end":"18:00"}, {"start":"10:00","end":"16:00"}]');

create table availability_block (
  id serial primary key,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  is_day_off boolean not null default false,
  note text not null default '',
  created_at timestamptz not null default now(),
  constraint availability_block_order check (ends_at > starts_at)
);
create index availability_block_ends_idx on availability_block (ends_at);

create table showing_tour (
  id serial primary key,
  appointment_id int not null unique references appointment (id) on delete cascade,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  busy_until timestamptz not null,
  status text not null default 'BOOKED' check (status in ('BOOKED', 'CONFIRMED', 'CANCELLED')),
  ics_sequence int not null default 0,
  start_label text not null,
  drive_source text not null default 'estimate' check (drive_source in ('estimate', 'routing')),
  rechecked_at timestamptz null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint showing_tour_order check (ends_at > starts_at and busy_until >= ends_at),
  constraint showing_tour_no_overlap exclude using gist (tstzrange(starts_at, busy_until) with &&) where (status <> 'CANCELLED')
);
create index showing_tour_starts_idx on showing_tour (starts_at);

alter table showing_entry
  add column drive_minutes int null,
  add column is_approximate boolean not null default false,
  add column status_flag text null;

alter table email_message add column ics text null;
`);
  }
}
