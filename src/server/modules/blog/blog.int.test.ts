/**
 * The blog end to end through the REST paths and tRPC: the agent's posts (validation with the
 * spec's messages and nothing written on bad input, toggle, trash, restore, permanent delete),
 * categories (image, rename, the delete choice, 'Other' fixed), what readers may see, safe HTML
 * whatever the stored JSON holds, and replies (stored unapproved, shown once approved, spam-guarded).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TRPCError } from '@trpc/server';
import { createCaller } from '#server/trpc/app.router.ts';
import { createContext } from '#server/trpc/init.ts';
import { TOO_MANY_SUBMISSIONS, VISITOR_LIMITS } from '../messages/visitor-guard.ts';
import { suiteApp } from '../../../../tests/support/suite-app.ts';
import { fieldErrors } from '../../../../tests/support/json-shape.ts';

const paragraph = (text: string) => ({ type: 'paragraph', children: [{ text }] });
const CONTENT = [
  paragraph('Spring is the busiest season in Toronto.'),
  { type: 'bulleted-list', children: [{ type: 'list-item', children: [{ text: 'Get pre-approved', bold: true }] }] },
];

let ipCounter = 0;
const freshIp = () => `10.9.0.${++ipCounter}`;

describe('blog', () => {
  const t = suiteApp({ startJobs: false, signedIn: true });
  let png: string;

  beforeAll(async () => {
    const bytes = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#1b4068' } })
      .png()
      .toBuffer();
    png = `data:image/png;base64,${bytes.toString('base64')}`;
  });

  const call = (method: 'GET' | 'POST', url: string, payload?: unknown, options: { headers?: Record<string, string>; ip?: string } = {}) =>
    t.app.inject({ method, url, payload: payload as object | undefined, headers: options.headers ?? t.headers, remoteAddress: options.ip ?? '127.0.0.1' });
  const visitor = (method: 'GET' | 'POST', url: string, payload?: unknown, ip = freshIp()) => call(method, url, payload, { headers: {}, ip });
  const count = async (sql: string, params: unknown[] = []) =>
    (await t.services.pool.query<{ n: number }>(`select count(*)::int as n from ${sql}`, params)).rows[0]!.n;
  const mediaFiles = async () => {
    const directory = path.join(t.services.config.mediaDir, 'blog');
    return (await fs.readdir(directory).catch(() => [])).length;
  };
  const postPayload = (overrides: Record<string, unknown> = {}) => ({
    title: 'Spring market outlook',
    category: 'Market News',
    excerpt: 'What buyers can expect this spring.',
    content: CONTENT,
    data: png,
    active: true,
    ...overrides,
  });
  const createPost = async (overrides: Record<string, unknown> = {}) => {
    const response = await call('POST', '/api/admin/blogs', postPayload(overrides));
    expect(response.statusCode, response.body).toBe(200);
    return response.json().post as { id: number; featured_image_url: string | null; content: unknown[]; category: string };
  };

  describe('categories', () => {
    it('creates a category with its image, served from the media store', async () => {
      const response = await call('POST', '/api/admin/blogs/category', { category: 'Market News', image: png });
      expect(response.json()).toEqual({ status: 'ok', message: 'New category has been created.' });
      const list = (await call('GET', '/api/admin/blogs/category/getAllCategories')).json().data;
      const created = list.find((row: { category: string }) => row.category === 'Market News');
      expect(created).toMatchObject({ post_count: 0, is_default: false, image: expect.stringMatching(/^\/media\/blog\/category-[0-9a-f]+-640\.webp$/) });
      expect(list.at(-1)).toMatchObject({ category: 'Other', is_default: true });
      const image = await t.app.inject({ method: 'GET', url: created.image });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
    });

    it('needs a name and an image, refuses duplicates, path characters and files that are not images, writing nothing', async () => {
      const before = await count('blog_category');
      const files = await mediaFiles();
      const missing = await call('POST', '/api/admin/blogs/category', {});
      expect(fieldErrors(missing)).toEqual({ category: ['Please enter a category name.'], image: ['Please choose an image.'] });
      const duplicate = await call('POST', '/api/admin/blogs/category', { category: ' market news ', image: png });
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json().errors).toEqual({ category: ['A category with this name already exists.'] });
      const slash = await call('POST', '/api/admin/blogs/category', { category: 'Buy/Sell', image: png });
      expect(fieldErrors(slash)).toEqual({ category: ['A category name cannot contain / \\ ? # or %.'] });
      const notImage = await call('POST', '/api/admin/blogs/category', {
        category: 'Fake',
        image: `data:image/png;base64,${Buffer.from('<svg onload=alert(1)>').toString('base64')}`,
      });
      expect(notImage.statusCode).toBe(400);
      expect(notImage.json().errors.image).toHaveLength(1);
      expect(await count('blog_category')).toBe(before);
      expect(await mediaFiles()).toBe(files);
    });

    it('renames a category and its posts follow; the image can change too', async () => {
      await call('POST', '/api/admin/blogs/category', { category: 'Tips', image: png });
      const post = await createPost({ category: 'Tips', title: 'Staging tips' });
      const { image: oldImage } = (await t.caller(await t.adminToken()).blog.categories()).find((row) => row.category === 'Tips')!;
      const response = await call('POST', '/api/admin/blogs/category/update', {
        oldData: { category: 'Tips' },
        newData: { category: 'Seller Tips', image: png },
      });
      expect(response.json()).toEqual({ status: 'ok', message: 'Category has been updated.' });
      const renamed = (await call('GET', '/api/admin/blogs/category/getAllCategories'))
        .json()
        .data.find((row: { category: string }) => row.category === 'Seller Tips');
      expect(renamed.image).not.toBe(oldImage);
      expect((await t.app.inject({ method: 'GET', url: oldImage! })).statusCode).toBe(404);
      expect((await call('GET', `/api/admin/blogs/${post.id}`)).json().data.category).toBe('Seller Tips');
      expect((await visitor('GET', `/api/public/blogs/Seller%20Tips/${post.id}`)).json().post.category).toBe('Seller Tips');
      // Without an image the current one stays.
      await call('POST', '/api/admin/blogs/category/update', { oldData: 'Seller Tips', newData: 'Selling Tips' });
      expect((await t.caller(await t.adminToken()).blog.categories()).find((row) => row.category === 'Selling Tips')?.image).toBe(renamed.image);
    });

    it("refuses renaming onto another category and renaming 'Other'", async () => {
      const onto = await call('POST', '/api/admin/blogs/category/update', { oldData: 'Selling Tips', newData: 'market news' });
      expect(onto.statusCode).toBe(409);
      const other = await call('POST', '/api/admin/blogs/category/update', { oldData: 'Other', newData: 'Misc' });
      expect(other.statusCode).toBe(409);
      expect(other.json().message).toBe("The 'Other' category always exists: it cannot be deleted or renamed.");
      expect(await count("blog_category where category = 'Other'")).toBe(1);
    });

    it("needs a choice to delete a category, and 'Other' can never be deleted", async () => {
      const before = await count('blog_category');
      const noChoice = await call('POST', '/api/admin/blogs/category/delete', { category: 'Selling Tips' });
      expect(fieldErrors(noChoice)).toEqual({ choice: ['You need to choose something!'] });
      const both = await call('POST', '/api/admin/blogs/category/delete', { category: 'Selling Tips', changePosts: true, deleteAllPosts: true });
      expect(both.statusCode).toBe(400);
      const other = await call('POST', '/api/admin/blogs/category/delete', { category: 'other', changePosts: true });
      expect(other.statusCode).toBe(409);
      expect(await count('blog_category')).toBe(before);
      expect((await call('POST', '/api/admin/blogs/category/delete', { category: 'Nope', changePosts: true })).statusCode).toBe(404);
    });

    it("moves the posts of a deleted category to 'Other'", async () => {
      const { id } = await createPost({ category: 'Selling Tips', title: 'Curb appeal' });
      const postsBefore = await count('blog_post');
      const response = await call('POST', '/api/admin/blogs/category/delete', { category: 'Selling Tips', changePosts: 'true', deleteAllPosts: 'false' });
      expect(response.json()).toEqual({ status: 'ok', message: 'Category has been deleted!' });
      expect(await count('blog_post')).toBe(postsBefore);
      expect((await call('GET', `/api/admin/blogs/${id}`)).json().data.category).toBe('Other');
      expect(await count("blog_category where category = 'Selling Tips'")).toBe(0);
    });

    it('deletes a category with all its posts, their replies and pictures', async () => {
      await call('POST', '/api/admin/blogs/category', { category: 'Old News', image: png });
      const post = await createPost({ category: 'Old News' });
      await t.services.pool.query(`insert into blog_reply (post_id, name, email, message) values ($1, 'A', 'a@example.com', 'hi')`, [post.id]);
      const response = await t.caller(await t.adminToken()).blog.deleteCategory({ category: 'Old News', deleteAllPosts: true });
      expect(response.message).toBe('Category has been deleted!');
      expect(await count('blog_post where id = $1', [post.id])).toBe(0);
      expect(await count('blog_reply where post_id = $1', [post.id])).toBe(0);
      expect((await t.app.inject({ method: 'GET', url: post.featured_image_url! })).statusCode).toBe(404);
    });
  });

  describe('posts', () => {
    it('refuses a post with missing fields with the spec messages, writing nothing', async () => {
      const before = await count('blog_post');
      const files = await mediaFiles();
      const empty = await call('POST', '/api/admin/blogs', { data: png });
      expect(fieldErrors(empty)).toEqual({
        title: ['Please enter a blog title.'],
        category: ['Please select a category'],
        excerpt: ['Please enter excerpt text.'],
        content: ['Blog content is empty.'],
      });
      const messages: Record<string, string> = {
        title: 'Please enter a blog title.',
        category: 'Please select a category',
        excerpt: 'Please enter excerpt text.',
        content: 'Blog content is empty.',
      };
      for (const [field, message] of Object.entries(messages)) {
        const blank = field === 'content' ? [paragraph('   '), { type: 'script', children: [{ text: 'alert(1)' }] }] : '  ';
        const response = await call('POST', '/api/admin/blogs', postPayload({ [field]: blank }));
        expect(response.statusCode, field).toBe(400);
        expect(response.json().errors, field).toEqual({ [field]: [message] });
      }
      const unknownCategory = await call('POST', '/api/admin/blogs', postPayload({ category: 'No Such Category' }));
      expect(fieldErrors(unknownCategory)).toEqual({ category: ['Please select a category'] });
      const notImage = await call(
        'POST',
        '/api/admin/blogs',
        postPayload({ data: `data:image/jpeg;base64,${Buffer.from('GIF89a<script>').toString('base64')}` }),
      );
      expect(notImage.statusCode).toBe(400);
      expect(Object.keys(notImage.json().errors)).toEqual(['data']);
      expect(await count('blog_post')).toBe(before);
      expect(await mediaFiles()).toBe(files);
    });

    it('creates a post, keeping only the allowed content, with its featured image', async () => {
      const response = await call(
        'POST',
        '/api/admin/blogs',
        postPayload({
          content: [
            ...CONTENT,
            { type: 'script', children: [{ text: 'alert(1)' }] },
            { type: 'paragraph', onclick: 'alert(2)', children: [{ type: 'link', url: 'javascript:alert(3)', children: [{ text: 'bad link' }] }] },
          ],
        }),
      );
      expect(response.statusCode).toBe(200);
      const { message, post } = response.json();
      expect(message).toBe('Blog post created');
      expect(post).toMatchObject({
        title: 'Spring market outlook',
        category: 'Market News',
        active: true,
        trashed_at: null,
        featured_image_url: expect.stringMatching(/^\/media\/blog\/featured-[0-9a-f]+-\d+\.webp$/),
      });
      expect(post.content).toEqual([...CONTENT, { type: 'paragraph', children: [{ text: 'bad link' }] }]);
      const stored = await t.services.pool.query('select content from blog_post where id = $1', [post.id]);
      expect(JSON.stringify(stored.rows[0].content)).not.toMatch(/script|onclick|javascript/);
    });

    it('lists, edits, toggles, trashes, restores and deletes with the spec messages', async () => {
      const post = await createPost({ title: 'Lifecycle' });
      expect((await call('GET', '/api/admin/blogs')).json().data.map((row: { id: number }) => row.id)).toContain(post.id);
      expect((await call('GET', `/api/admin/blogs/${post.id}`)).json().data).toMatchObject({ id: post.id, content: CONTENT });

      const updated = await call('POST', `/api/admin/blogs/${post.id}`, postPayload({ title: 'Lifecycle, revised', data: post.featured_image_url }));
      expect(updated.json()).toMatchObject({
        status: 'ok',
        message: 'Blog post updated',
        post: { title: 'Lifecycle, revised', featured_image_url: post.featured_image_url },
      });

      expect((await call('GET', `/api/admin/blogs/status/${post.id}`)).json()).toEqual({ status: 'ok', message: 'Status updated.', active: false });
      expect((await call('GET', `/api/admin/blogs/status/${post.id}`)).json()).toMatchObject({ active: true });

      expect((await call('POST', '/api/admin/blogs/delete/confirm', { id: post.id })).statusCode).toBe(409);
      expect((await call('POST', '/api/admin/blogs/delete', { id: post.id })).json()).toEqual({ status: 'ok', message: 'Blog deleted' });
      expect((await call('GET', '/api/admin/blogs')).json().data.map((row: { id: number }) => row.id)).not.toContain(post.id);
      expect((await call('GET', '/api/admin/blogs/trashed')).json().data[0]).toMatchObject({ id: post.id, trashed_at: expect.any(String) });

      expect((await call('GET', `/api/admin/blogs/restore/${post.id}`)).json()).toEqual({ status: 'ok', message: 'Post successfully restored' });
      expect((await call('GET', '/api/admin/blogs/trashed')).json().data.map((row: { id: number }) => row.id)).not.toContain(post.id);

      await call('POST', '/api/admin/blogs/delete', { id: post.id });
      expect((await call('POST', '/api/admin/blogs/delete/confirm', { id: post.id })).json()).toEqual({ status: 'ok', message: 'Post successfully deleted' });
      expect(await count('blog_post where id = $1', [post.id])).toBe(0);
      expect((await t.app.inject({ method: 'GET', url: post.featured_image_url! })).statusCode).toBe(404);
      expect((await call('GET', `/api/admin/blogs/${post.id}`)).statusCode).toBe(404);
      expect((await call('GET', `/api/admin/blogs/status/${post.id}`)).statusCode).toBe(404);
    });

    it('replaces and removes the featured image, deleting the old file', async () => {
      const post = await createPost();
      const replaced = (await call('POST', `/api/admin/blogs/${post.id}`, postPayload({ data: png }))).json().post;
      expect(replaced.featured_image_url).not.toBe(post.featured_image_url);
      expect((await t.app.inject({ method: 'GET', url: post.featured_image_url! })).statusCode).toBe(404);
      const removed = (await call('POST', `/api/admin/blogs/${post.id}`, postPayload({ data: null }))).json().post;
      expect(removed.featured_image_url).toBeNull();
      expect((await t.app.inject({ method: 'GET', url: replaced.featured_image_url })).statusCode).toBe(404);
    });

    it('works through tRPC with the same rules, and stores editor pictures', async () => {
      const caller = t.caller(await t.adminToken());
      const { post } = await caller.blog.createPost({ title: 'Via tRPC', category: 'market news', excerpt: 'x', content: CONTENT });
      expect(post).toMatchObject({ category: 'Market News', featured_image_url: null, active: true });
      const error = await caller.blog.createPost({ title: '', category: 'Market News', excerpt: 'x', content: [] }).catch((failure: TRPCError) => failure);
      expect(error).toMatchObject({ code: 'BAD_REQUEST' });
      const { url } = await caller.blog.uploadImage({ image: png });
      expect(url).toMatch(/^\/media\/blog\/inline-[0-9a-f]+-\d+\.webp$/);
      await expect(caller.blog.uploadImage({ image: 'bm90IGFuIGltYWdl' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
      await expect(t.caller().blog.createPost({ title: 'x', category: 'Other', excerpt: 'x', content: CONTENT })).rejects.toMatchObject({
        code: 'UNAUTHORIZED',
      });
    });
  });

  describe('what readers see', () => {
    it('shows only active posts outside the trash', async () => {
      const shown = await createPost({ title: 'Shown' });
      const inactive = await createPost({ title: 'Inactive', active: false });
      const trashed = await createPost({ title: 'Trashed' });
      await call('POST', '/api/admin/blogs/delete', { id: trashed.id });

      const latest = (await visitor('GET', '/api/public/blogs/latest')).json().data.map((post: { id: number }) => post.id);
      expect(latest).toContain(shown.id);
      const inCategory = (await visitor('GET', '/api/public/blogs/Market%20News')).json();
      expect(inCategory.category).toMatchObject({ category: 'Market News' });
      const ids = inCategory.data.map((post: { id: number }) => post.id);
      expect(ids).toContain(shown.id);
      for (const hidden of [inactive.id, trashed.id]) {
        expect(latest).not.toContain(hidden);
        expect(ids).not.toContain(hidden);
        expect((await visitor('GET', `/api/public/blogs/Market%20News/${hidden}`)).statusCode).toBe(404);
      }
      const categories = (await visitor('GET', '/api/public/blogs/category')).json().data;
      const publicCount = await count(
        `blog_post p join blog_category c on c.id = p.category_id where c.category = 'Market News' and p.is_active and p.trashed_at is null`,
      );
      expect(categories.find((row: { category: string }) => row.category === 'Market News').post_count).toBe(publicCount);

      const answer = (await visitor('GET', `/api/public/blogs/Market%20News/${shown.id}`)).json();
      expect(answer.post).toMatchObject({
        id: shown.id,
        title: 'Shown',
        content_html: expect.stringContaining('<ul><li><strong>Get pre-approved</strong></li></ul>'),
      });
      expect(answer.post).not.toHaveProperty('content');
      expect(answer.relatedTopics.map((post: { id: number }) => post.id)).not.toContain(shown.id);
      expect(answer.relatedTopics.every((post: { category: string }) => post.category === 'Market News')).toBe(true);
      const unknown = await visitor('GET', '/api/public/blogs/No%20Such');
      expect(unknown.json()).toEqual({ category: null, data: [] });
      await expect(createCaller(createContext(t.services, { ip: freshIp() })).blog.publicCategoryPosts({ category: 'No Such' })).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
    });

    it('sends readers allow-listed HTML even when the stored JSON is hostile', async () => {
      const post = await createPost();
      const hostile = [
        { type: 'script', children: [{ text: 'alert(1)' }] },
        { type: 'iframe', url: 'https://evil.example', children: [{ text: '' }] },
        {
          type: 'paragraph',
          children: [{ text: '<img src=x onerror=alert(2)>' }, { type: 'link', url: ' JaVa\tScRiPt:alert(3)', children: [{ text: 'click' }] }],
        },
        { type: 'image', url: 'https://evil.example/pixel.gif', onerror: 'alert(4)', children: [{ text: '' }] },
        { type: 'paragraph', children: [{ text: 'ok', bold: '"><script>alert(5)</script>' }] },
      ];
      // Written straight into the table, as a bad migration or a hand edit could.
      await t.services.pool.query('update blog_post set content = $2 where id = $1', [post.id, JSON.stringify(hostile)]);
      const restHtml = (await visitor('GET', `/api/public/blogs/x/${post.id}`)).json().post.content_html as string;
      const trpcHtml = (await createCaller(createContext(t.services, { ip: freshIp() })).blog.publicPost({ postId: post.id })).post.content_html;
      for (const html of [restHtml, trpcHtml]) {
        expect(html).toBe('<p>&lt;img src=x onerror=alert(2)&gt;click</p>\n<p>ok</p>');
      }
    });
  });

  describe('replies', () => {
    const reply = { name: 'Jordan', email: 'jordan@example.com', message: 'Great advice, thanks!' };

    it('stores a reply unapproved, shows it only once the agent approves it, without the e-mail', async () => {
      const post = await createPost();
      const response = await visitor('POST', `/api/public/blogs/${post.id}/replies`, reply);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok', message: 'Thank you! Your reply will appear once it has been approved.' });
      expect((await visitor('GET', `/api/public/blogs/Market%20News/${post.id}`)).json().post.replies).toEqual([]);

      const pending = (await call('GET', '/api/admin/blogs/replies')).json().data;
      const stored = pending.find((row: { post_id: number }) => row.post_id === post.id);
      expect(stored).toMatchObject({ ...reply, is_approved: false, post_title: 'Spring market outlook', category: 'Market News' });
      expect((await call('POST', `/api/admin/blogs/replies/${stored.id}/approve`)).json()).toEqual({ status: 'ok', message: 'Reply approved' });

      const replies = (await visitor('GET', `/api/public/blogs/Market%20News/${post.id}`)).json().post.replies;
      expect(replies).toEqual([{ id: stored.id, name: 'Jordan', message: 'Great advice, thanks!', created_at: expect.any(String) }]);
      expect((await call('GET', '/api/admin/blogs/replies')).json().data.map((row: { id: number }) => row.id)).not.toContain(stored.id);
      expect((await call('GET', '/api/admin/blogs/replies?status=approved')).json().data.map((row: { id: number }) => row.id)).toContain(stored.id);

      expect((await call('POST', `/api/admin/blogs/replies/${stored.id}/delete`)).json().message).toBe('Reply deleted');
      expect((await visitor('GET', `/api/public/blogs/Market%20News/${post.id}`)).json().post.replies).toEqual([]);
    });

    it('refuses bad replies and replies to posts readers cannot see; drops a filled honeypot', async () => {
      const post = await createPost();
      const hidden = await createPost({ active: false });
      const before = await count('blog_reply');
      const bad = await visitor('POST', `/api/public/blogs/${post.id}/replies`, { name: '', email: 'nope', message: ' ' });
      expect(fieldErrors(bad)).toEqual({ name: ['Required'], email: ['Invalid email'], message: ['Required'] });
      expect((await visitor('POST', `/api/public/blogs/${hidden.id}/replies`, reply)).statusCode).toBe(404);
      expect((await visitor('POST', '/api/public/blogs/999999/replies', reply)).statusCode).toBe(404);
      const bot = await visitor('POST', `/api/public/blogs/${post.id}/replies`, { ...reply, website: 'http://spam.example' });
      expect(bot.statusCode).toBe(200);
      expect(await count('blog_reply')).toBe(before);
    });

    it('limits replies per IP', async () => {
      const post = await createPost();
      const ip = freshIp();
      for (let index = 0; index < VISITOR_LIMITS.blogReply; index += 1) {
        expect((await visitor('POST', `/api/public/blogs/${post.id}/replies`, reply, ip)).statusCode).toBe(200);
      }
      const before = await count('blog_reply');
      const limited = await visitor('POST', `/api/public/blogs/${post.id}/replies`, reply, ip);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toBe(TOO_MANY_SUBMISSIONS);
      expect(await count('blog_reply')).toBe(before);
    });

    it('takes replies through tRPC and lets only the agent approve', async () => {
      const post = await createPost();
      const reader = createCaller(createContext(t.services, { ip: freshIp() }));
      await reader.blog.publicReply({ postId: post.id, ...reply });
      const agent = t.caller(await t.adminToken());
      const pending = (await agent.blog.replies({ status: 'pending' })).find((row) => row.post_id === post.id)!;
      await expect(reader.blog.approveReply({ id: pending.id })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
      await agent.blog.approveReply({ id: pending.id });
      expect((await reader.blog.publicPost({ postId: post.id })).post.replies).toHaveLength(1);
    });
  });
});
