/** Who the agent's mails come from (site_settings), and the site address links in mails point to. */
import type { AppConfig } from '../env.ts';
import { absoluteUrl, type SenderIdentity } from './campaign-layout.ts';
import type { Queryable } from '../db/queryable.ts';

/** PUBLIC_URL in production; the local server otherwise (the dev mailbox is read on this machine). */
export function siteUrlOf(config: AppConfig): string {
  return config.publicUrl;
}

export function unsubscribeUrlFor(config: AppConfig, token: string): string {
  return new URL(`/api/public/unsubscribe/${encodeURIComponent(token)}`, siteUrlOf(config)).toString();
}

export async function loadSenderIdentity(db: Queryable, config: AppConfig): Promise<SenderIdentity> {
  const { rows } = await db.query<{
    agent_name: string;
    site_title: string;
    brokerage: string | null;
    address: string | null;
    phone: string | null;
    email: string | null;
    logo_url: string | null;
  }>('select agent_name, site_title, brokerage, address, phone, email, logo_url from site_settings where id = 1');
  const settings = rows[0];
  if (!settings) return { agentName: 'Your realtor', siteTitle: 'Your realtor', brokerage: null, address: null, phone: null, email: null, logoUrl: null };
  const blankToNull = (value: string | null) => (value && value.trim() !== '' ? value.trim() : null);
  return {
    agentName: settings.agent_name,
    siteTitle: settings.site_title,
    brokerage: blankToNull(settings.brokerage),
    address: blankToNull(settings.address),
    phone: blankToNull(settings.phone),
    email: blankToNull(settings.email),
    logoUrl: settings.logo_url ? absoluteUrl(settings.logo_url, siteUrlOf(config)) : null,
  };
}
