/**
 * The alert mail (issue #16), rendered to HTML and text from plain data (pure; alert-send.ts
 * reads the data). One mail per visitor per run: a section per saved search, an item per listing
 * (photo, what happened, price, beds/baths, address and a link through the click redirect), the
 * back-off notice on top when the visitor was just moved to the daily digest, and the CASL
 * footer: who sends (the agent's identification and contact), why the visitor gets it, and
 * unsubscribe links for each search and for all alerts. Every piece of text is escaped here.
 * The agent's copy has the same items with plain listing links and no unsubscribe links (its
 * clicks are not the visitor's, and its links must not stop the visitor's alerts).
 */
import { money } from '#shared/alerts/saved-search-summary.ts';
import type { AlertItemKind } from '#shared/schemas/saved-search.schema.ts';
import { escapeHtml } from '#shared/text/escape.ts';
import type { SenderIdentity } from '#server/mail/campaign-layout.ts';

/** Instant mails without a click in a row before the visitor's instant searches move to the daily digest. */
export const BACKOFF_UNCLICKED_MAILS = 5;

export interface AlertMailItem {
  kind: AlertItemKind;
  listingId: number;
  address: string;
  municipality: string;
  transactionType: string;
  price: number | null;
  fromPrice: number | null;
  toPrice: number | null;
  closePrice: number | null;
  beds: number | null;
  bedsPlus: number | null;
  baths: number | null;
  /** Absolute URL of the main photo's variant, or null. */
  photoUrl: string | null;
  /** Absolute URL: the click redirect (the visitor's mail) or the listing page (the agent's copy). */
  link: string;
}

export interface AlertMailSection {
  searchName: string;
  summary: string;
  /** Absolute URL of the search page. */
  searchUrl: string;
  /** Null in the agent's copy. */
  unsubscribeUrl: string | null;
  items: AlertMailItem[];
}

export type AlertMailCadence = 'instant' | 'daily' | 'weekly';

export interface AlertMailInput {
  cadence: AlertMailCadence;
  recipientName: string;
  sender: SenderIdentity;
  sections: AlertMailSection[];
  /** Tell the visitor their instant searches now come in the daily digest. */
  backoffNotice: boolean;
  /** Null in the agent's copy. */
  unsubscribeAllUrl: string | null;
  accountUrl: string;
  /** The agent's copy: whose alert this is a copy of. */
  copyOf?: { name: string; email: string } | null;
  /** Some searches were saved by the agent for the visitor (the consent was given to the agent). */
  savedByAgent: boolean;
}

export interface RenderedAlertMail {
  subject: string;
  html: string;
  text: string;
}

const isLease = (item: AlertMailItem) => item.transactionType !== 'Sale';
const priceText = (item: AlertMailItem, value: number) => `${money(value)}${isLease(item) ? '/month' : ''}`;

/** What happened, in the words of the mail: "Re-listed, was $X" rather than "new" for a re-listed home. */
export function itemHeadline(item: AlertMailItem): string {
  switch (item.kind) {
    case 'new':
      return 'New listing';
    case 'relisted':
      return item.fromPrice !== null ? `Re-listed, was ${priceText(item, item.fromPrice)}` : 'Re-listed';
    case 'price_changed':
      return item.fromPrice !== null && item.toPrice !== null
        ? `Price ${item.toPrice < item.fromPrice ? 'reduced' : 'changed'}: ${priceText(item, item.fromPrice)} → ${priceText(item, item.toPrice)}`
        : 'Price changed';
    case 'back_on_market':
      return 'Back on the market';
    case 'sold':
      return item.closePrice !== null ? `Sold for ${money(item.closePrice)}` : 'Sold';
    case 'leased':
      return item.closePrice !== null ? `Leased for ${priceText(item, item.closePrice)}` : 'Leased';
  }
}

function factsLine(item: AlertMailItem): string {
  const parts: string[] = [];
  const price = item.kind === 'sold' || item.kind === 'leased' ? null : (item.toPrice ?? item.price);
  if (price !== null) parts.push(priceText(item, price));
  if (item.beds !== null) parts.push(`${item.beds}${item.bedsPlus ? `+${item.bedsPlus}` : ''} bed${item.beds === 1 && !item.bedsPlus ? '' : 's'}`);
  if (item.baths !== null) parts.push(`${item.baths} bath${item.baths === 1 ? '' : 's'}`);
  return parts.join(' · ');
}

/** Which item of a listing a section shows when one run saw several of its events. */
const KIND_PRIORITY: Record<AlertItemKind, number> = { relisted: 0, new: 1, back_on_market: 2, sold: 3, leased: 3, price_changed: 4 };

/** One item per listing per section (a new listing that also had its price cut is "new", at its current price). */
export function collapseItems(items: AlertMailItem[]): AlertMailItem[] {
  const byListing = new Map<number, AlertMailItem>();
  for (const item of items) {
    const kept = byListing.get(item.listingId);
    if (!kept || KIND_PRIORITY[item.kind] < KIND_PRIORITY[kept.kind]) byListing.set(item.listingId, item);
  }
  return [...byListing.values()];
}

const COLORS = { page: '#eef1f5', card: '#ffffff', navy: '#14263d', gold: '#c9973f', ink: '#1d2733', muted: '#5b6675', rule: '#dde3ea', note: '#fff6e0' };
const FONT = 'Arial,Helvetica,sans-serif';

export function alertSubject(input: Pick<AlertMailInput, 'cadence' | 'sections'>): string {
  const items = input.sections.flatMap((section) => section.items);
  const count = items.length;
  const updates = `${count} listing update${count === 1 ? '' : 's'}`;
  if (input.cadence === 'daily') return `Your daily listing alerts: ${updates}`;
  if (input.cadence === 'weekly') return `Your weekly listing alerts: ${updates}`;
  const only = items[0];
  if (count === 1 && only) return `${itemHeadline(only)}: ${only.address}, ${only.municipality}`;
  return input.sections.length === 1 ? `${updates} for “${input.sections[0]!.searchName}”` : `${updates} for your saved searches`;
}

function itemHtml(item: AlertMailItem): string {
  const link = escapeHtml(item.link);
  const photo = item.photoUrl
    ? `<td width="132" valign="top" style="width:132px;padding:0 12px 0 0;vertical-align:top;"><a href="${link}"><img src="${escapeHtml(item.photoUrl)}" width="120" alt="${escapeHtml(item.address)}" style="display:block;width:120px;height:auto;border:0;border-radius:4px;"></a></td>`
    : '';
  const small = `font-family:${FONT};font-size:14px;line-height:1.5;color:${COLORS.ink};`;
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;margin:0 0 16px;"><tr>${photo}<td valign="top" style="vertical-align:top;">
<p style="margin:0 0 4px;font-family:${FONT};font-size:14px;font-weight:700;color:${COLORS.gold};">${escapeHtml(itemHeadline(item))}</p>
<p style="margin:0 0 4px;${small}"><a href="${link}" style="color:${COLORS.navy};font-weight:700;">${escapeHtml(item.address)}, ${escapeHtml(item.municipality)}</a></p>
<p style="margin:0;${small}">${escapeHtml(factsLine(item))}</p>
</td></tr></table>`;
}

function itemText(item: AlertMailItem): string {
  return [`* ${itemHeadline(item)}`, `  ${item.address}, ${item.municipality}`, factsLine(item) ? `  ${factsLine(item)}` : '', `  ${item.link}`]
    .filter(Boolean)
    .join('\n');
}

const BACKOFF_TEXT =
  `You have not opened a listing from the last ${BACKOFF_UNCLICKED_MAILS} alerts, so your instant alerts now come once a day, ` +
  'in the 7 a.m. digest. You can switch a search back to instant alerts on your account page.';

function reasonText(input: AlertMailInput): string {
  const why = input.savedByAgent
    ? `You are receiving this e-mail because ${input.sender.agentName} saved a search for you with your agreement.`
    : `You are receiving this e-mail because you saved a search on ${input.sender.siteTitle} and asked for listing alerts.`;
  return why;
}

export function renderAlertMail(input: AlertMailInput): RenderedAlertMail {
  const sections = input.sections.map((section) => ({ ...section, items: collapseItems(section.items) })).filter((section) => section.items.length > 0);
  const subject = alertSubject({ cadence: input.cadence, sections });
  const para = (text: string, extra = '') =>
    `<p style="margin:0 0 16px;font-family:${FONT};font-size:15px;line-height:1.6;color:${COLORS.ink};${extra}">${escapeHtml(text)}</p>`;
  const small = `font-family:${FONT};font-size:13px;line-height:1.6;color:${COLORS.muted};`;

  const html: string[] = [];
  const text: string[] = [];
  if (input.copyOf) {
    const note = `Copy of the listing alert sent to ${input.copyOf.name} <${input.copyOf.email}>.`;
    html.push(para(note, `padding:8px 12px;background:${COLORS.note};border-left:4px solid ${COLORS.gold};`));
    text.push(`[${note}]`);
  }
  if (input.backoffNotice) {
    html.push(para(BACKOFF_TEXT, `padding:8px 12px;background:${COLORS.note};border-left:4px solid ${COLORS.gold};`));
    text.push(BACKOFF_TEXT);
  }
  const greeting = `Hi ${input.recipientName},`;
  html.push(para(greeting));
  text.push(greeting);
  for (const section of sections) {
    html.push(
      `<h2 style="margin:24px 0 4px;font-family:Georgia,'Times New Roman',serif;font-size:20px;color:${COLORS.navy};">${escapeHtml(section.searchName)}</h2>`,
      `<p style="margin:0 0 12px;${small}">${escapeHtml(section.summary)} · <a href="${escapeHtml(section.searchUrl)}" style="color:${COLORS.navy};">See all results</a></p>`,
      ...section.items.map(itemHtml),
    );
    text.push(`${section.searchName.toUpperCase()}\n${section.summary}\nSee all results: ${section.searchUrl}`, section.items.map(itemText).join('\n\n'));
    if (section.unsubscribeUrl) {
      html.push(
        `<p style="margin:0 0 8px;${small}"><a href="${escapeHtml(section.unsubscribeUrl)}" style="color:${COLORS.muted};">Stop alerts for “${escapeHtml(section.searchName)}”</a></p>`,
      );
      text.push(`Stop alerts for “${section.searchName}”: ${section.unsubscribeUrl}`);
    }
  }

  const sender = input.sender;
  const identity = [sender.agentName, sender.brokerage].filter((part): part is string => !!part);
  const contact = [sender.address, [sender.phone, sender.email].filter(Boolean).join(' · ') || null].filter((part): part is string => !!part);
  html.push(
    `<hr style="border:0;border-top:1px solid ${COLORS.rule};margin:24px 0 16px;">`,
    `<p style="margin:0 0 8px;${small}">${escapeHtml(reasonText(input))}</p>`,
    `<p style="margin:0 0 8px;${small}"><strong style="color:${COLORS.ink};">${identity.map(escapeHtml).join(' &middot; ')}</strong>${contact.length ? `<br>${contact.map(escapeHtml).join('<br>')}` : ''}</p>`,
  );
  text.push('--', reasonText(input), [identity.join(' - '), ...contact].join('\n'));
  const links: string[] = [`<a href="${escapeHtml(input.accountUrl)}" style="color:${COLORS.navy};">Manage your saved searches</a>`];
  const linkLines = [`Manage your saved searches: ${input.accountUrl}`];
  if (input.unsubscribeAllUrl) {
    links.push(`<a href="${escapeHtml(input.unsubscribeAllUrl)}" style="color:${COLORS.navy};font-weight:700;">Stop all listing alerts</a>`);
    linkLines.push(`Stop all listing alerts: ${input.unsubscribeAllUrl}`);
  }
  html.push(`<p style="margin:0;${small}">${links.join(' &middot; ')}</p>`);
  text.push(linkLines.join('\n'));

  const body = `<!doctype html><html><body style="margin:0;padding:0;background:${COLORS.page};"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${COLORS.page};"><tr><td align="center" style="padding:16px;"><table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background:${COLORS.card};border-top:4px solid ${COLORS.gold};"><tr><td style="padding:20px;">${html.join('')}</td></tr></table></td></tr></table></body></html>`;
  return { subject, html: body, text: `${text.join('\n\n')}\n` };
}
