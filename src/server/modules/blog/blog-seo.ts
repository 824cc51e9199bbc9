/**
 * What crawlers and link previews get for the blog: each page's head from the server (title,
 * description, canonical URL, Open Graph image, and an Article for a post), and every public post
 * and category in /sitemap.xml. Only active posts outside the trash are described or listed.
 */
import type pg from 'pg';
import type { SeoRoute, SitemapEntry } from '../../seo/seo-types.ts';
import { IS_PUBLIC, POST_FROM } from './blog-rows.ts';

const BLOG_DESCRIPTION = 'Market news and advice for buyers and sellers in Toronto and the GTA.';

const absoluteUrl = (origin: string, pathOrUrl: string) => (/^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl}`);

export const blogPath = (category: string, postId?: number) => `/blogs/${encodeURIComponent(category)}${postId === undefined ? '' : `/${postId}`}`;

interface PostHeadRow {
  id: number;
  title: string;
  excerpt: string;
  category: string;
  featured_image_url: string | null;
  created_at: Date;
  updated_at: Date;
}

export const BLOG_SEO_ROUTES: SeoRoute[] = [
  {
    pattern: '/blogs',
    resolve: () => ({ page: 'Blog', canonicalPath: '/blogs', description: BLOG_DESCRIPTION }),
  },
  {
    pattern: '/blogs/:category',
    resolve: async ({ category = '' }, { services }) => {
      const { rows } = await services.pool.query<{ category: string; image_url: string | null }>(
        'select category, image_url from blog_category where lower(category) = lower($1)',
        [category],
      );
      const found = rows[0];
      if (!found) return { page: 'Blog', canonicalPath: '/blogs', noindex: true };
      return {
        page: `${found.category} - Blog`,
        canonicalPath: blogPath(found.category),
        description: `${found.category}: ${BLOG_DESCRIPTION}`,
        imageUrl: found.image_url ?? undefined,
      };
    },
  },
  {
    pattern: '/blogs/:category/:postId',
    resolve: async ({ postId = '' }, { services, origin, settings }) => {
      if (!/^\d{1,9}$/.test(postId)) return { page: 'Blog', canonicalPath: '/blogs', noindex: true };
      const { rows } = await services.pool.query<PostHeadRow>(
        `select p.id, p.title, p.excerpt, c.category, p.featured_image_url, p.created_at, p.updated_at
         from ${POST_FROM} where p.id = $1 and ${IS_PUBLIC}`,
        [Number(postId)],
      );
      const post = rows[0];
      if (!post) return { page: 'Blog', canonicalPath: '/blogs', noindex: true };
      // The canonical address names the post's real category, whatever the link said.
      const canonicalPath = blogPath(post.category, post.id);
      const image = post.featured_image_url ? absoluteUrl(origin, post.featured_image_url) : undefined;
      return {
        page: post.title,
        canonicalPath,
        description: post.excerpt,
        imageUrl: post.featured_image_url ?? undefined,
        type: 'article',
        jsonLd: [
          {
            '@context': 'https://schema.org',
            '@type': 'Article',
            headline: post.title.slice(0, 110),
            description: post.excerpt,
            ...(image ? { image: [image] } : {}),
            datePublished: post.created_at.toISOString(),
            dateModified: post.updated_at.toISOString(),
            author: { '@type': 'Person', name: settings.agent_name, url: `${origin}/about` },
            publisher: {
              '@type': 'Organization',
              name: settings.site_title,
              ...(settings.logo ? { logo: { '@type': 'ImageObject', url: absoluteUrl(origin, settings.logo) } } : {}),
            },
            mainEntityOfPage: { '@type': 'WebPage', '@id': `${origin}${canonicalPath}` },
            articleSection: post.category,
          },
        ],
      };
    },
  },
];

/** Every category with a public post, and every public post, for /sitemap.xml. */
export async function blogSitemapEntries(pool: pg.Pool): Promise<SitemapEntry[]> {
  const { rows } = await pool.query<{ id: number; category: string; updated_at: Date }>(
    `select p.id, c.category, p.updated_at from ${POST_FROM} where ${IS_PUBLIC} order by p.id`,
  );
  const categories = new Map<string, Date>();
  for (const row of rows) {
    const latest = categories.get(row.category);
    if (!latest || latest < row.updated_at) categories.set(row.category, row.updated_at);
  }
  return [
    ...[...categories].map(([category, lastModified]) => ({ path: blogPath(category), lastModified })),
    ...rows.map((row) => ({ path: blogPath(row.category, row.id), lastModified: row.updated_at })),
  ];
}
