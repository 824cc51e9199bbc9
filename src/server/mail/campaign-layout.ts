/**
 * The mails the agent sends from the email list (templates reply, thanks, test and the Custom
 * block builder), rendered once per campaign to responsive HTML and a plain-text part.
 *
 * HTML mail is not web HTML: layout is nested tables with inline styles (Outlook's Word engine
 * ignores most CSS), a 600 px column that shrinks on phones, and one small <style> block whose
 * media query stacks two-column blocks on narrow screens (clients that drop it still get a
 * readable, fixed-width layout). Every piece of text is escaped here.
 *
 * The rendered body carries two placeholders, filled per recipient when the copy is sent (and
 * with sample values for the preview), so one stored message serves the whole campaign while
 * nobody's copy names anybody else.
 */
import type { TMailContentData } from '#shared/schemas/email.schema.ts';
import { escapeHtml } from '#shared/text/escape.ts';

export const RECIPIENT_NAME = '%%RECIPIENT_NAME%%';
export const UNSUBSCRIBE_URL = '%%UNSUBSCRIBE_URL%%';

/** Who sends: CASL requires the sender to be identified with a way to reach them. */
export interface SenderIdentity {
  agentName: string;
  brokerage: string | null;
  address: string | null;
  phone: string | null;
  email: string | null;
  siteTitle: string;
  /** Absolute URL of the logo, or null. */
  logoUrl: string | null;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

type TMailBlockData = TMailContentData['blocks'][number];

const COLORS = { page: '#eef1f5', card: '#ffffff', navy: '#14263d', gold: '#c9973f', ink: '#1d2733', muted: '#5b6675', rule: '#dde3ea' };
const FONT = 'Arial,Helvetica,sans-serif';
const CONTENT_WIDTH = 560;
const HALF_WIDTH = 264;

function paragraphsOf(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
}

const paragraphHtml = (text: string) =>
  `<p style="margin:0 0 16px;font-family:${FONT};font-size:16px;line-height:1.6;color:${COLORS.ink};">${escapeHtml(text).replace(/\n/g, '<br>')}</p>`;

const textHtml = (text: string) => paragraphsOf(text).map(paragraphHtml).join('');

const headingHtml = (text: string, size = 24) =>
  `<h1 style="margin:0 0 16px;font-family:Georgia,'Times New Roman',serif;font-size:${size}px;line-height:1.3;font-weight:700;color:${COLORS.navy};">${escapeHtml(text)}</h1>`;

/** Uploaded images are served by the site; a mail needs their absolute address. */
export function absoluteUrl(src: string, siteUrl: string): string {
  return src.startsWith('/') ? new URL(src, siteUrl).toString() : src;
}

function imageHtml(image: { src: string; alt: string }, width: number, siteUrl: string): string {
  const src = escapeHtml(absoluteUrl(image.src, siteUrl));
  return `<img src="${src}" width="${width}" alt="${escapeHtml(image.alt)}" class="fluid" style="display:block;width:100%;max-width:${width}px;height:auto;border:0;outline:none;text-decoration:none;border-radius:4px;">`;
}

const row = (inner: string, padding = '0 20px') => `<tr><td class="px" style="padding:${padding};">${inner}</td></tr>`;

/** Two cells side by side on wide screens, stacked on phones. */
function columnsHtml(left: string, right: string): string {
  const cell = (inner: string, side: 'left' | 'right') =>
    `<td class="stack${side === 'left' ? ' stack-gap' : ''}" width="${HALF_WIDTH}" valign="top" style="width:${HALF_WIDTH}px;vertical-align:top;${side === 'left' ? 'padding-right:16px;' : 'padding-left:16px;'}">${inner}</td>`;
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;"><tr>${cell(left, 'left')}${cell(right, 'right')}</tr></table>`;
}

function blockHtml(block: TMailBlockData, siteUrl: string): string {
  switch (block.type) {
    case 'title':
      return headingHtml(block.text, 22);
    case 'paragraph':
      return textHtml(block.text);
    case 'image':
      return `<div style="margin:0 0 16px;">${imageHtml(block.image, CONTENT_WIDTH, siteUrl)}</div>`;
    case 'images':
      return `<div style="margin:0 0 16px;">${columnsHtml(imageHtml(block.images[0], HALF_WIDTH, siteUrl), imageHtml(block.images[1], HALF_WIDTH, siteUrl))}</div>`;
    case 'paragraph-image':
      return `<div style="margin:0 0 16px;">${columnsHtml(textHtml(block.text), imageHtml(block.image, HALF_WIDTH, siteUrl))}</div>`;
    case 'image-paragraph':
      return `<div style="margin:0 0 16px;">${columnsHtml(imageHtml(block.image, HALF_WIDTH, siteUrl), textHtml(block.text))}</div>`;
  }
}

const imageText = (image: { src: string; alt: string }, siteUrl: string) => `[${image.alt || 'Image'}] ${absoluteUrl(image.src, siteUrl)}`;

function blockText(block: TMailBlockData, siteUrl: string): string {
  switch (block.type) {
    case 'title':
      return block.text.toUpperCase();
    case 'paragraph':
      return paragraphsOf(block.text).join('\n\n');
    case 'image':
      return imageText(block.image, siteUrl);
    case 'images':
      return block.images.map((image) => imageText(image, siteUrl)).join('\n');
    case 'paragraph-image':
      return `${paragraphsOf(block.text).join('\n\n')}\n\n${imageText(block.image, siteUrl)}`;
    case 'image-paragraph':
      return `${imageText(block.image, siteUrl)}\n\n${paragraphsOf(block.text).join('\n\n')}`;
  }
}

const signatureLines = (sender: SenderIdentity) => [sender.agentName, sender.brokerage, sender.phone, sender.email].filter((line): line is string => !!line);

/** The sender's identification and the unsubscribe link (CASL), on every campaign mail. */
function footerHtml(sender: SenderIdentity): string {
  const identity = [sender.agentName, sender.brokerage]
    .filter(Boolean)
    .map((part) => escapeHtml(part!))
    .join(' &middot; ');
  const contact = [
    sender.address ? escapeHtml(sender.address) : null,
    [
      sender.phone ? escapeHtml(sender.phone) : null,
      sender.email ? `<a href="mailto:${escapeHtml(sender.email)}" style="color:${COLORS.muted};">${escapeHtml(sender.email)}</a>` : null,
    ]
      .filter(Boolean)
      .join(' &middot; ') || null,
  ].filter(Boolean);
  const small = `font-family:${FONT};font-size:13px;line-height:1.6;color:${COLORS.muted};`;
  return [
    `<p style="margin:0 0 8px;${small}">You are receiving this email because you are in touch with ${escapeHtml(sender.agentName)}.</p>`,
    `<p style="margin:0 0 8px;${small}"><strong style="color:${COLORS.ink};">${identity}</strong>${contact.length ? `<br>${contact.join('<br>')}` : ''}</p>`,
    `<p style="margin:0;${small}"><a href="${UNSUBSCRIBE_URL}" style="color:${COLORS.navy};font-weight:700;">Unsubscribe</a> from these emails at any time.</p>`,
  ].join('');
}

function footerText(sender: SenderIdentity): string {
  const lines = [
    `You are receiving this email because you are in touch with ${sender.agentName}.`,
    [sender.agentName, sender.brokerage].filter(Boolean).join(' - '),
    sender.address,
    [sender.phone, sender.email].filter(Boolean).join(' - ') || null,
    '',
    `Unsubscribe: ${UNSUBSCRIBE_URL}`,
  ];
  return lines.filter((line) => line !== null).join('\n');
}

function headerHtml(sender: SenderIdentity): string {
  const brand = sender.logoUrl
    ? `<img src="${escapeHtml(sender.logoUrl)}" alt="${escapeHtml(sender.siteTitle)}" height="40" style="display:block;height:40px;width:auto;border:0;">`
    : `<span style="font-family:Georgia,'Times New Roman',serif;font-size:20px;font-weight:700;color:#ffffff;">${escapeHtml(sender.siteTitle)}</span>`;
  return `<tr><td class="px" style="padding:20px;background:${COLORS.navy};border-bottom:4px solid ${COLORS.gold};">${brand}</td></tr>`;
}

/** The body rows of each template, in HTML and text. */
function bodyOf(content: TMailContentData, sender: SenderIdentity, siteUrl: string): { html: string[]; text: string[]; preheader: string } {
  const greeting = `Hi ${RECIPIENT_NAME},`;
  const signatureHtml = `<p style="margin:8px 0 0;font-family:${FONT};font-size:16px;line-height:1.6;color:${COLORS.ink};">${signatureLines(sender).map(escapeHtml).join('<br>')}</p>`;
  const signatureText = signatureLines(sender).join('\n');
  const message = content.msg ?? '';

  switch (content.template) {
    case 'reply':
      return {
        html: [content.title ? headingHtml(content.title) : '', paragraphHtml(greeting), textHtml(message), signatureHtml],
        text: [content.title ?? '', greeting, paragraphsOf(message).join('\n\n'), signatureText],
        preheader: message,
      };
    case 'thanks': {
      const title = content.title ?? 'Thank you!';
      return {
        html: [headingHtml(title, 28), paragraphHtml(greeting), textHtml(message), signatureHtml],
        text: [title.toUpperCase(), greeting, paragraphsOf(message).join('\n\n'), signatureText],
        preheader: message,
      };
    }
    case 'test': {
      const note = `<p style="margin:0 0 16px;padding:8px 12px;background:#fff6e0;border-left:4px solid ${COLORS.gold};font-family:${FONT};font-size:14px;color:${COLORS.ink};">This is a test message.</p>`;
      return {
        html: [note, content.title ? headingHtml(content.title) : '', textHtml(message)],
        text: ['[This is a test message.]', content.title ?? '', paragraphsOf(message).join('\n\n')],
        preheader: message,
      };
    }
    case 'Custom': {
      const blocks = content.blocks;
      const firstText = blocks.find((block) => block.type !== 'title' && 'text' in block) as { text: string } | undefined;
      return {
        html: [content.title ? headingHtml(content.title, 26) : '', ...blocks.map((block) => blockHtml(block, siteUrl))],
        text: [content.title ? content.title.toUpperCase() : '', ...blocks.map((block) => blockText(block, siteUrl))],
        preheader: firstText?.text ?? content.title ?? '',
      };
    }
  }
}

/** The campaign mail, with the recipient placeholders still in it. */
export function renderCampaignMail(content: TMailContentData, sender: SenderIdentity, siteUrl: string): RenderedMail {
  const body = bodyOf(content, sender, siteUrl);
  const preheader = escapeHtml(body.preheader.replace(/\s+/g, ' ').slice(0, 110));
  const html = `<!doctype html>
<html lang="en" xmlns="http://www.w3.org/1999/xhtml">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<meta name="color-scheme" content="light only">
<title>${escapeHtml(content.subject)}</title>
<style>
  body { margin: 0; padding: 0; }
  img { -ms-interpolation-mode: bicubic; }
  @media only screen and (max-width: 620px) {
    .container { width: 100% !important; }
    .px { padding-left: 16px !important; padding-right: 16px !important; }
    .stack { display: block !important; width: 100% !important; padding-left: 0 !important; padding-right: 0 !important; }
    .stack-gap { padding-bottom: 16px !important; }
    img.fluid { width: 100% !important; max-width: 100% !important; height: auto !important; }
  }
</style>
</head>
<body style="margin:0;padding:0;background:${COLORS.page};">
<div style="display:none;max-height:0;max-width:0;overflow:hidden;opacity:0;mso-hide:all;">${preheader}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;background:${COLORS.page};">
<tr><td align="center" style="padding:24px 8px;">
<!--[if mso]><table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0"><tr><td><![endif]-->
<table role="presentation" class="container" width="600" cellpadding="0" cellspacing="0" border="0" style="width:600px;max-width:600px;border-collapse:collapse;background:${COLORS.card};">
${headerHtml(sender)}
${row(body.html.filter(Boolean).join('\n'), '28px 20px 12px')}
${row(`<div style="border-top:1px solid ${COLORS.rule};padding-top:16px;">${footerHtml(sender)}</div>`, '8px 20px 24px')}
</table>
<!--[if mso]></td></tr></table><![endif]-->
</td></tr>
</table>
</body>
</html>
`;
  const text = `${[...body.text.filter((part) => part.trim() !== ''), '--', footerText(sender)].join('\n\n')}\n`;
  return { subject: content.subject, html, text };
}

export interface Recipient {
  name: string;
  unsubscribeUrl: string;
}

/** One recipient's copy: their own name and their own unsubscribe link, nobody else's. */
export function personalize(mail: { html: string; text: string }, recipient: Recipient): { html: string; text: string } {
  const fill = (source: string, escapeValue: (value: string) => string) =>
    // Replacer functions: a name like "A $& B" must not be read as a replacement pattern.
    source.replaceAll(RECIPIENT_NAME, () => escapeValue(recipient.name)).replaceAll(UNSUBSCRIBE_URL, () => escapeValue(recipient.unsubscribeUrl));
  return { html: fill(mail.html, escapeHtml), text: fill(mail.text, (value) => value) };
}
