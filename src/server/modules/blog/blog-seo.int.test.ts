/** The blog's server-filled heads (a post as an Article) and its entries in /sitemap.xml, against an app shell fixture. */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import type { TBlogPostDetail } from '#shared/schemas/blog.schema.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

const SHELL = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="description" content="shell" /><title>Realtor</title></head><body><div id="root"></div></body></html>`;
const HOST = { host: 'realtor.example' };

describe('blog heads and sitemap', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let dir: string;
  let agentName: string;
  let siteTitle: string;
  let post: TBlogPostDetail;
  let hidden: { id: number };

  beforeAll(async () => {
    t = await createTestApp({ startJobs: false, env: { PUBLIC_URL: 'http://realtor.example' } });
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'realtor-blog-shell-'));
    await fs.writeFile(path.join(dir, 'index.html'), SHELL);
    app = await buildApp(t.services, { clientDir: dir });
    ({ agent_name: agentName, site_title: siteTitle } = await t.caller().settings.public());

    const caller = t.caller(await t.adminToken());
    const image = `data:image/png;base64,${(
      await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#d9a84e' } })
        .png()
        .toBuffer()
    ).toString('base64')}`;
    await caller.blog.createCategory({ category: 'Market News', image });
    const content = [{ type: 'paragraph', children: [{ text: 'Prices rose in March.' }] }];
    ({ post } = await caller.blog.createPost({
      title: 'March 2026 market report',
      category: 'Market News',
      excerpt: 'Prices, sales and days on market for March.',
      content,
      data: image,
    }));
    ({ post: hidden } = await caller.blog.createPost({ title: 'Draft', category: 'Market News', excerpt: 'Not yet.', content, active: false }));
  });
  afterAll(async () => {
    await app.close();
    await t.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  const page = (url: string) => app.inject({ method: 'GET', url, headers: HOST });
  const jsonLd = (html: string) =>
    [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
  const meta = (html: string, property: string) => html.match(new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`))?.[1];

  it('gives a post its title, description, canonical URL, Open Graph image and Article data', async () => {
    const response = await page(`/blogs/Market%20News/${post.id}`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain(`<title>Realtor ${agentName} - March 2026 market report</title>`);
    expect(meta(html, 'description')).toBe('Prices, sales and days on market for March.');
    expect(html).toContain(`<link rel="canonical" href="http://realtor.example/blogs/Market%20News/${post.id}" />`);
    expect(meta(html, 'og:type')).toBe('article');
    expect(meta(html, 'og:image')).toBe(`http://realtor.example${post.featured_image_url!}`);
    expect(html).not.toContain('noindex');
    expect(jsonLd(html)).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: 'March 2026 market report',
        description: 'Prices, sales and days on market for March.',
        image: [`http://realtor.example${post.featured_image_url!}`],
        datePublished: post.created_at,
        dateModified: post.updated_at,
        author: { '@type': 'Person', name: agentName, url: 'http://realtor.example/about' },
        publisher: { '@type': 'Organization', name: siteTitle },
        mainEntityOfPage: { '@type': 'WebPage', '@id': `http://realtor.example/blogs/Market%20News/${post.id}` },
        articleSection: 'Market News',
      },
    ]);
  });

  it("names the post's real category in the canonical URL, whatever the link said", async () => {
    const html = (await page(`/blogs/other/${post.id}`)).body;
    expect(html).toContain(`<link rel="canonical" href="http://realtor.example/blogs/Market%20News/${post.id}" />`);
  });

  it('keeps posts readers cannot see out of the index', async () => {
    for (const url of [
      `/blogs/Market%20News/${hidden.id}`,
      '/blogs/Market%20News/999999',
      '/blogs/Market%20News/not-a-number',
      '/blogs/No%20Such%20Category',
    ]) {
      const html = (await page(url)).body;
      expect(html, url).toContain('<meta name="robots" content="noindex" />');
      expect(jsonLd(html), url).toEqual([]);
    }
  });

  it('gives the blog and a category their own heads', async () => {
    const blog = (await page('/blogs')).body;
    expect(blog).toContain(`<title>Realtor ${agentName} - Blog</title>`);
    expect(blog).toContain('<link rel="canonical" href="http://realtor.example/blogs" />');
    const category = (await page('/blogs/market%20news')).body;
    expect(category).toContain(`<title>Realtor ${agentName} - Market News - Blog</title>`);
    expect(category).toContain('<link rel="canonical" href="http://realtor.example/blogs/Market%20News" />');
    expect(meta(category, 'og:image')).toMatch(/^http:\/\/realtor\.example\/media\/blog\/category-/);
  });

  it('escapes hostile titles and excerpts in tags and JSON-LD', async () => {
    const caller = t.caller(await t.adminToken());
    const { post: hostile } = await caller.blog.createPost({
      title: '</title><script>alert(1)</script>',
      category: 'Market News',
      excerpt: '"><img src=x onerror=alert(2)></script><script>alert(3)</script>',
      content: [{ type: 'paragraph', children: [{ text: 'x' }] }],
    });
    const html = (await page(`/blogs/Market%20News/${hostile.id}`)).body;
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(jsonLd(html)[0]).toMatchObject({ headline: '</title><script>alert(1)</script>' });
  });

  it('lists public posts and their categories in the sitemap', async () => {
    const trashed = (
      await t
        .caller(await t.adminToken())
        .blog.createPost({ title: 'Trashed', category: 'Other', excerpt: 'x', content: [{ type: 'paragraph', children: [{ text: 'x' }] }] })
    ).post;
    await t.caller(await t.adminToken()).blog.trashPost({ id: trashed.id });
    const sitemap = await page('/sitemap.xml');
    const locs = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toContain(`http://realtor.example/blogs/Market%20News/${post.id}`);
    expect(locs).toContain('http://realtor.example/blogs/Market%20News');
    expect(locs).not.toContain(`http://realtor.example/blogs/Market%20News/${hidden.id}`);
    expect(locs).not.toContain(`http://realtor.example/blogs/Other/${trashed.id}`);
    expect(locs).not.toContain('http://realtor.example/blogs/Other');
    expect(sitemap.body).toContain(`<loc>http://realtor.example/blogs/Market%20News/${post.id}</loc><lastmod>${post.updated_at.slice(0, 10)}</lastmod>`);
  });
});
