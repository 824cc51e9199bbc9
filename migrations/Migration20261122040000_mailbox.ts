/**
 * The dev mailbox: without SMTP_URL every mail the product sends is kept here instead, as the
 * exact MIME source a recipient's server would have received, so the agent can read it in
 * /admin/mailbox. The Message-ID is unique: a retried delivery can never be kept twice.
 * Deliveries also keep the recipient's display name, so the To header reads "Name <address>".
 */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261122040000_mailbox extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
create table mailbox_message (
  id serial primary key,
  delivery_id int null references email_delivery(id) on delete set null,
  message_id text not null,
  from_address text not null,
  to_address text not null,
  subject text not null,
  source text not null,
  created_at timestamptz not null default now()
);
create unique index mailbox_message_message_id_unique on mailbox_message (message_id);
create index mailbox_message_delivery_idx on mailbox_message (delivery_id);
alter table email_delivery add column to_name text null;
create index email_delivery_created_idx on email_delivery (created_at desc, id desc);
`);
  }
}
