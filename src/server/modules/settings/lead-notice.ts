/**
 * The agent hears of every new lead by mail: a contact message, a property enquiry or a showing
 * request queues one mail to the agent's address (site settings `email`) in the same transaction
 * that stores the lead (the outbox: no lead without its notice, no notice of a lead rolled back),
 * unless the agent turned "Email me new leads" off or left no address. The mail links to the
 * admin screen where the answer is recorded; the visitor's details are in it for a quick call.
 */
import type pg from 'pg';
import type { AppConfig } from '../../env.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { queueMail, type QueuedMail } from '../../mail/mail-outbox.ts';
import { renderSimpleMail } from '../../mail/simple-mail.ts';
import { formatWallTime } from '../showings/appointment-mail.ts';

export type LeadKind = 'contact' | 'enquiry' | 'appointment';

export interface Lead {
  kind: LeadKind;
  /** The stored row (contact_inquiry, enquiry or appointment id). */
  id: number;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  /** What the lead is about: the property of an enquiry, the homes of a showing request. */
  properties?: string[];
  /** A showing request's wished time, as the visitor gave it. */
  when?: string | null;
}

const TITLE: Record<LeadKind, string> = {
  contact: 'New contact message',
  enquiry: 'New enquiry about a property',
  appointment: 'New showing request',
};

/** Where the agent answers each kind of lead. */
const ADMIN_PATH: Record<LeadKind, string> = { contact: '/admin/enquiries', enquiry: '/admin/enquiries', appointment: '/admin/showings' };

export function leadNoticeMail(config: AppConfig, lead: Lead, agentEmail: string) {
  const base = config.env.PUBLIC_URL ?? `http://localhost:${config.env.PORT}`;
  const lines = [`From: ${lead.name}`, `Email: ${lead.email}`, `Phone: ${lead.phone || 'not given'}`];
  if (lead.kind === 'appointment') lines.push(`Wished time: ${lead.when ? `${formatWallTime(lead.when)} (Toronto time)` : 'not chosen yet'}`);
  const rendered = renderSimpleMail({
    greeting: `${TITLE[lead.kind]} on your site.`,
    body: `${lines.join('\n')}\n\n${lead.message}`,
    ...(lead.properties && lead.properties.length > 0
      ? { list: { title: lead.kind === 'appointment' ? 'Homes to see' : 'About', items: lead.properties } }
      : {}),
    link: { label: 'Answer in the admin', url: new URL(ADMIN_PATH[lead.kind], base).toString() },
    signature: ['Your website'],
  });
  return {
    kind: `lead.${lead.kind}`,
    entityId: lead.id,
    to: { email: agentEmail },
    subject: `${TITLE[lead.kind]} from ${lead.name}`,
    template: 'lead',
    ...rendered,
  };
}

/** Queues the agent's notice in the caller's transaction; null when notices are off or no address is set. */
export async function queueLeadNotice(client: pg.PoolClient, services: { jobs: JobQueue; config: AppConfig }, lead: Lead): Promise<QueuedMail | null> {
  const { rows } = await client.query<{ email: string | null; notify_new_leads: boolean }>('select email, notify_new_leads from site_settings where id = 1');
  const settings = rows[0];
  if (!settings?.notify_new_leads || !settings.email) return null;
  return queueMail(client, services.jobs, leadNoticeMail(services.config, lead, settings.email));
}
