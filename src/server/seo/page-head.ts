/**
 * The server-rendered <head> of each public page: title, description, canonical URL, Open Graph
 * and schema.org JSON-LD, injected into the built index.html so crawlers and link previews see
 * the page without running JavaScript. Everything interpolated is HTML-escaped; JSON-LD is
 * serialised with `<` escaped so no value can close the script element.
 */
import { escapeHtml } from '#shared/text/escape.ts';

export interface PageHead {
  /** The page part of 'Realtor {agent} - {page}'. */
  page: string;
  description?: string;
  /** Path of the canonical URL (origin added from the configured public URL). */
  canonicalPath: string;
  imageUrl?: string;
  type?: 'website' | 'article' | 'product';
  jsonLd?: Record<string, unknown>[];
  /** Pages that must not be indexed (admin, a visitor's showing list). */
  noindex?: boolean;
  /**
   * The page's largest image (its LCP element), preloaded from the head so it downloads while
   * the scripts do, instead of after they run and fetch the page's data. `srcset` and `sizes`
   * must be the ones the page's <img> uses.
   */
  preloadImage?: { href: string; srcset: string | null; sizes: string };
}

export interface SiteIdentity {
  agentName: string;
  siteTitle: string;
  siteDescription: string;
}

export function pageTitle(agentName: string, page: string): string {
  return `Realtor ${agentName} - ${page}`;
}

function absolute(origin: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

export function renderHeadTags(head: PageHead, site: SiteIdentity, origin: string): string {
  const title = pageTitle(site.agentName, head.page);
  const description = (head.description ?? site.siteDescription).replace(/\s+/g, ' ').trim().slice(0, 300);
  const canonical = absolute(origin, head.canonicalPath);
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    `<meta property="og:site_name" content="${escapeHtml(site.siteTitle)}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:type" content="${head.type ?? 'website'}" />`,
    `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
    `<meta name="twitter:card" content="${head.imageUrl ? 'summary_large_image' : 'summary'}" />`,
  ];
  if (head.imageUrl) tags.push(`<meta property="og:image" content="${escapeHtml(absolute(origin, head.imageUrl))}" />`);
  if (head.noindex) tags.push('<meta name="robots" content="noindex" />');
  if (head.preloadImage) {
    const { href, srcset, sizes } = head.preloadImage;
    const responsive = srcset ? ` imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes)}"` : '';
    tags.push(`<link rel="preload" as="image" href="${escapeHtml(href)}"${responsive} fetchpriority="high" />`);
  }
  for (const data of head.jsonLd ?? []) tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  return tags.join('\n    ');
}

/** JSON for inside a <script> element: `<` escaped so no value can close the element. */
export function scriptJson(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Data the client reads at start-up instead of asking for it (`<script type="application/json" id=…>`). */
export function renderJsonScript(id: string, data: unknown): string {
  return `<script type="application/json" id="${escapeHtml(id)}">${scriptJson(data)}</script>`;
}

/**
 * Replaces the shell's <title> and description with the page's tags. The tags go in through a
 * replacer function: a replacement string would expand `$&`, `` $` `` and `$'` found in a URL or
 * a setting into pieces of the shell (markup injection).
 */
export function injectHead(indexHtml: string, tags: string): string {
  return indexHtml
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta name="description"[^>]*>\s*/i, '')
    .replace('</head>', () => `    ${tags}\n  </head>`);
}
