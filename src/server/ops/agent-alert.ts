/**
 * Mails the agent about the site itself (a failed backup, a feed that stopped syncing), through
 * the ordinary mail outbox so it is recorded, retried and visible in the dev mailbox. Sent to the
 * address in the site settings, or ADMIN_EMAIL when none is set.
 */
import type pg from 'pg';
import { runInTransaction } from '../db/transaction.ts';
import { queueMail } from '../mail/mail-outbox.ts';
import { siteUrlOf } from '../mail/sender-identity.ts';
import { renderSimpleMail } from '../mail/simple-mail.ts';
import type { AppServices } from '../services.ts';

export interface AgentAlert {
  kind: string;
  /** Distinguishes alerts of one kind (a feed class and outage start, a backup time). */
  entityId: string;
  subject: string;
  body: string;
  /** Admin page the mail links to, e.g. `/admin/backups`. */
  adminPath: string;
}

export async function agentAddress(db: Pick<pg.PoolClient, 'query'>, fallback: string): Promise<string> {
  const { rows } = await db.query<{ email: string | null }>('select email from site_settings where id = 1');
  const email = rows[0]?.email?.trim();
  return email ? email : fallback;
}

/** Queues the alert; with `client`, inside the caller's transaction (it commits with the caller's change). */
export async function mailAgent(services: AppServices, alert: AgentAlert, client?: pg.PoolClient): Promise<void> {
  const send = async (db: pg.PoolClient) => {
    const { html, text } = renderSimpleMail({
      greeting: 'Hello,',
      body: alert.body,
      link: { label: 'Open the admin', url: new URL(alert.adminPath, siteUrlOf(services.config)).toString() },
      signature: ['Your website'],
    });
    await queueMail(db, services.jobs, {
      kind: alert.kind,
      entityId: alert.entityId,
      to: { email: await agentAddress(db, services.config.env.ADMIN_EMAIL) },
      subject: alert.subject,
      html,
      text,
    });
  };
  if (client) await send(client);
  else await runInTransaction(services.pool, send);
}
