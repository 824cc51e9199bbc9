/**
 * "Email me new leads" in the agent's Profile: on by default, so a fresh install mails the agent
 * every contact message, enquiry and showing request from the first day.
 * A showing entry remembers that the agent put it on the appointment's available list, with or
 * without a time yet (before, only a time marked it, so an entry saved without one was dropped);
 * entries already given a time are on the list.
 * `starter_curation_done` records that a sample-feed install got its few starter featured and own
 * listings (or that the agent had curated already), so it happens once and never again.
 */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261125140000_leads_and_showing_list extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table site_settings add column notify_new_leads boolean not null default true;`);
    this.addSql(`alter table site_settings add column starter_curation_done boolean not null default false;`);
    this.addSql(`alter table showing_entry add column is_listed boolean not null default false;`);
    this.addSql(`update showing_entry set is_listed = true where available_time is not null;`);
  }
}
