/**
 * /sitemap.xml and /robots.txt. Listings come from PostgreSQL (every active listing's detail
 * page); other modules add entries through SITEMAP_PROVIDERS (e.g. blog posts). Above 45,000
 * URLs the sitemap becomes an index of numbered files, under the protocol's 50,000 limit.
 */
import type pg from 'pg';
import { escapeHtml } from '#shared/text/escape.ts';
import { listingPagePath, type FeedClass } from '#shared/listing-classes.ts';
import { blogSitemapEntries } from '../modules/blog/blog-seo.ts';
import { marketSitemapEntries } from '../modules/market/market-seo.ts';
import type { SitemapEntry } from './seo-types.ts';
import { publicListingSql } from '../modules/listings/public-listing.ts';

export type SitemapProvider = (pool: pg.Pool) => Promise<SitemapEntry[]>;

/** The public pages every sitemap lists (the CSP browser test visits them too). */
export const STATIC_PATHS = [
  '/',
  '/about',
  '/search',
  '/comsearch',
  '/estate/Toronto',
  '/buy',
  '/sell',
  '/contact-us',
  '/calculators',
  '/mortgageloan',
  '/cmhcpremium',
  '/landtransfer',
  '/mortgageaffordability',
  '/blogs',
];
export const URLS_PER_SITEMAP = 45_000;

/** Modules append providers here (one line each). */
export const SITEMAP_PROVIDERS: SitemapProvider[] = [blogSitemapEntries, marketSitemapEntries];

async function countListings(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ n: number }>(`select count(*)::int as n from listing where ${publicListingSql()}`);
  return rows[0]?.n ?? 0;
}

async function listingEntries(pool: pg.Pool, offsetId: number, limit: number): Promise<SitemapEntry[]> {
  const { rows } = await pool.query<{ id: number; feed_class: FeedClass; updated_at: Date }>(
    `select id, feed_class, updated_at from listing where ${publicListingSql()} and id > $1 order by id limit $2`,
    [offsetId, limit],
  );
  return rows.map((row) => ({ path: listingPagePath(row.id, row.feed_class), lastModified: row.updated_at }));
}

function urlset(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.map(
    (entry) =>
      `<url><loc>${escapeHtml(origin + entry.path)}</loc>${entry.lastModified ? `<lastmod>${entry.lastModified.toISOString().slice(0, 10)}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** The listing ids that start each numbered sitemap file (file n holds ids after boundaries[n]). */
async function fileBoundaries(pool: pg.Pool): Promise<number[]> {
  const { rows } = await pool.query<{ id: number }>(
    `select id from (select id, row_number() over (order by id) as n from listing where ${publicListingSql()}) numbered where n % $1 = 0 order by id`,
    [URLS_PER_SITEMAP],
  );
  return [0, ...rows.map((row) => row.id)];
}

export async function sitemapXml(pool: pg.Pool, origin: string): Promise<string> {
  const others = (await Promise.all(SITEMAP_PROVIDERS.map((provider) => provider(pool)))).flat();
  const total = await countListings(pool);
  if (total + STATIC_PATHS.length + others.length <= URLS_PER_SITEMAP) {
    const listings = await listingEntries(pool, 0, URLS_PER_SITEMAP);
    return urlset(origin, [...STATIC_PATHS.map((path) => ({ path })), ...others, ...listings]);
  }
  const files = (await fileBoundaries(pool)).map((_boundary, index) => `${origin}/sitemap-${index + 1}.xml`);
  const locations = [`${origin}/sitemap-pages.xml`, ...files];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${locations.map((loc) => `<sitemap><loc>${escapeHtml(loc)}</loc></sitemap>`).join('\n')}\n</sitemapindex>\n`;
}

export async function sitemapPart(pool: pg.Pool, origin: string, part: string): Promise<string | null> {
  if (part === 'pages') {
    const others = (await Promise.all(SITEMAP_PROVIDERS.map((provider) => provider(pool)))).flat();
    return urlset(origin, [...STATIC_PATHS.map((path) => ({ path })), ...others]);
  }
  const index = Number(part) - 1;
  const boundaries = await fileBoundaries(pool);
  if (!Number.isInteger(index) || index < 0 || index >= boundaries.length) return null;
  return urlset(origin, await listingEntries(pool, boundaries[index]!, URLS_PER_SITEMAP));
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nDisallow: /admin\nDisallow: /api/\nDisallow: /trpc/\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
}
