/**
 * Plain transactional mails (replies, confirmations): a greeting, paragraphs, an optional list
 * and link, and a signature, rendered to both HTML and text. Every piece of text is escaped
 * here, so callers pass visitors' and the agent's words as they are and never build HTML.
 */
import { escapeHtml } from '#shared/text/escape.ts';

export interface SimpleMailContent {
  greeting: string;
  /** Free text; blank lines separate paragraphs, single line breaks are kept. */
  body: string;
  list?: { title: string; items: string[] };
  link?: { label: string; url: string };
  signature: string[];
}

function paragraphsOf(text: string): string[] {
  return text
    .replace(/\r\n/g, '\n')
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
}

const paragraphHtml = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text).replace(/\n/g, '<br>')}</p>`;

/** Only http(s) links go into an href; anything else would be a way to smuggle script. */
function safeUrl(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.toString() : null;
  } catch {
    return null;
  }
}

export function renderSimpleMail(content: SimpleMailContent): { html: string; text: string } {
  const paragraphs = paragraphsOf(content.body);
  const url = content.link ? safeUrl(content.link.url) : null;

  const htmlParts = [paragraphHtml(content.greeting), ...paragraphs.map(paragraphHtml)];
  const textParts = [content.greeting, ...paragraphs];
  if (content.list && content.list.items.length > 0) {
    htmlParts.push(
      `<p style="margin:0 0 8px"><strong>${escapeHtml(content.list.title)}</strong></p>`,
      `<ol style="margin:0 0 16px;padding-left:20px">${content.list.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ol>`,
    );
    textParts.push(`${content.list.title}\n${content.list.items.map((item, index) => `${index + 1}. ${item}`).join('\n')}`);
  }
  if (content.link && url) {
    htmlParts.push(`<p style="margin:0 0 16px"><a href="${escapeHtml(url)}">${escapeHtml(content.link.label)}</a></p>`);
    textParts.push(`${content.link.label}: ${url}`);
  }
  const signature = content.signature.filter((line) => line.trim() !== '');
  htmlParts.push(`<p style="margin:0">${signature.map(escapeHtml).join('<br>')}</p>`);
  textParts.push(signature.join('\n'));

  const html = `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1d2733">${htmlParts.join('')}</body></html>`;
  return { html, text: `${textParts.join('\n\n')}\n` };
}
