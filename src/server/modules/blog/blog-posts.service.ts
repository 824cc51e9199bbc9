/**
 * The agent's posts: write (with the featured image), list (active or trash), toggle, trash,
 * restore and delete for good. Content arrives already rebuilt through the document allow-list
 * (ZBlogContent); images are processed before anything is written, and a failed write removes
 * the files it stored.
 */
import type { z } from 'zod';
import { normalizeBlogDocument } from '#shared/blog/blog-document.ts';
import { BLOG_VALIDATION, type TBlogPostDetail, type TBlogPostRow, type ZBlogPostInput, type ZBlogPostUpdateInput } from '#shared/schemas/blog.schema.ts';
import { AppError } from '../../errors.ts';
import type { AppServices } from '../../services.ts';
import { deleteBlogImages, discardStored, isNewImage, storeBlogImage, type StoredBlogImage } from './blog-images.ts';
import { POST_COLUMNS, POST_FROM, postNotFound, requireCategory, toPostRow, writeOneRow, type PostRecord } from './blog-rows.ts';
import type { Queryable } from '../../db/queryable.ts';

type PostData = z.output<typeof ZBlogPostInput>;
type PostUpdateData = z.output<typeof ZBlogPostUpdateInput>;

/** The admin lists never paged; a blog stays far below this. */
const ADMIN_LIST_LIMIT = 1000;

export async function listPosts(db: Queryable, list: 'active' | 'trash'): Promise<TBlogPostRow[]> {
  const { rows } = await db.query<PostRecord>(
    `select ${POST_COLUMNS} from ${POST_FROM}
     where p.trashed_at is ${list === 'trash' ? 'not null' : 'null'}
     order by ${list === 'trash' ? 'p.trashed_at desc,' : ''} p.created_at desc, p.id desc limit $1`,
    [ADMIN_LIST_LIMIT],
  );
  return rows.map(toPostRow);
}

export async function getPost(db: Queryable, id: number): Promise<TBlogPostDetail> {
  const { rows } = await db.query<PostRecord & { content: unknown }>(`select ${POST_COLUMNS}, p.content from ${POST_FROM} where p.id = $1`, [id]);
  const record = rows[0];
  if (!record) throw postNotFound();
  // Rows written before the allow-list (or by hand) still reach the editor clean.
  return { ...toPostRow(record), content: normalizeBlogDocument(record.content).document };
}

async function storeFeaturedImage(services: AppServices, data: string | null | undefined): Promise<StoredBlogImage | null> {
  return typeof data === 'string' && isNewImage(data) ? storeBlogImage(services.storage, 'featured', data, 'data') : null;
}

export async function createPost(services: AppServices, input: PostData): Promise<TBlogPostDetail> {
  const category = await requireCategory(services.pool, input.category, 'category', BLOG_VALIDATION.category);
  const image = await storeFeaturedImage(services, input.data);
  try {
    const { rows } = await services.pool.query<{ id: number }>(
      `insert into blog_post (title, category_id, excerpt, content, featured_image_url, is_active)
       values ($1, $2, $3, $4, $5, $6) returning id`,
      [input.title, category.id, input.excerpt, JSON.stringify(input.content), image?.url ?? null, input.active ?? true],
    );
    return await getPost(services.pool, rows[0]!.id);
  } catch (error) {
    await discardStored(services.storage, [image]);
    throw error;
  }
}

export async function updatePost(services: AppServices, input: PostUpdateData): Promise<TBlogPostDetail> {
  const { rows } = await services.pool.query<{ featured_image_url: string | null }>('select featured_image_url from blog_post where id = $1', [input.id]);
  const current = rows[0];
  if (!current) throw postNotFound();
  const category = await requireCategory(services.pool, input.category, 'category', BLOG_VALIDATION.category);
  const image = await storeFeaturedImage(services, input.data);
  // undefined or the current address keeps the picture; null removes it; new data replaces it.
  const imageUrl = image ? image.url : input.data === null ? null : current.featured_image_url;
  try {
    await services.pool.query(
      `update blog_post set title = $2, category_id = $3, excerpt = $4, content = $5, featured_image_url = $6,
              is_active = coalesce($7, is_active), updated_at = now()
       where id = $1`,
      [input.id, input.title, category.id, input.excerpt, JSON.stringify(input.content), imageUrl, input.active ?? null],
    );
  } catch (error) {
    await discardStored(services.storage, [image]);
    throw error;
  }
  if (imageUrl !== current.featured_image_url) await deleteBlogImages(services.storage, [current.featured_image_url]);
  return getPost(services.pool, input.id);
}

/** Flips the public status; returns the new one. */
export async function togglePostStatus(db: Queryable, id: number): Promise<boolean> {
  const { rows } = await db.query<{ is_active: boolean }>(
    'update blog_post set is_active = not is_active, updated_at = now() where id = $1 returning is_active',
    [id],
  );
  if (!rows[0]) throw postNotFound();
  return rows[0].is_active;
}

/** Moves a post to the trash (soft delete); trashing it twice changes nothing. */
export async function trashPost(db: Queryable, id: number): Promise<void> {
  await writeOneRow(db, 'update blog_post set trashed_at = coalesce(trashed_at, now()) where id = $1', id, postNotFound);
}

export async function restorePost(db: Queryable, id: number): Promise<void> {
  await writeOneRow(db, 'update blog_post set trashed_at = null where id = $1', id, postNotFound);
}

/** Deletes a post for good (its replies go with it); only a post already in the trash. */
export async function deletePostPermanently(services: AppServices, id: number): Promise<void> {
  const { rows } = await services.pool.query<{ featured_image_url: string | null }>(
    'delete from blog_post where id = $1 and trashed_at is not null returning featured_image_url',
    [id],
  );
  if (!rows[0]) {
    const { rowCount } = await services.pool.query('select 1 from blog_post where id = $1', [id]);
    if (rowCount) throw new AppError('CONFLICT', 'Only a post in the trash can be deleted permanently.');
    throw postNotFound();
  }
  await deleteBlogImages(services.storage, [rows[0].featured_image_url]);
}

/** A picture put into a post's text by the editor; it belongs to the post from then on. */
export async function storeInlineImage(services: AppServices, data: string): Promise<{ url: string; width: number; height: number }> {
  const { url, width, height } = await storeBlogImage(services.storage, 'inline', data, 'image');
  return { url, width, height };
}
