/**
 * "Email me new leads" in the agent's Profile: on by default, so a fresh install mails the agent
 * every contact message, enquiry and showing request from the first day.
 */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261125140000_lead_notices extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table site_settings add column notify_new_leads boolean not null default true;`);
  }
}
