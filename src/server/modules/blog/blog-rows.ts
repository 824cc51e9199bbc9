/** The SQL the blog services share: post columns, row shapes, the category lookup by name and the one-row write by id. */
import type { TBlogPostCard, TBlogPostRow } from '#shared/schemas/blog.schema.ts';
import { AppError } from '../../errors.ts';
import type { Queryable } from '../../db/queryable.ts';

export const POST_COLUMNS = 'p.id, p.title, c.category, p.excerpt, p.featured_image_url, p.is_active, p.trashed_at, p.created_at, p.updated_at';
export const POST_FROM = 'blog_post p join blog_category c on c.id = p.category_id';
/** What readers may see: active and not in the trash. */
export const IS_PUBLIC = 'p.is_active and p.trashed_at is null';

export interface PostRecord {
  id: number;
  title: string;
  category: string;
  excerpt: string;
  featured_image_url: string | null;
  is_active: boolean;
  trashed_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export const toPostCard = (record: PostRecord): TBlogPostCard => ({
  id: record.id,
  title: record.title,
  category: record.category,
  excerpt: record.excerpt,
  featured_image_url: record.featured_image_url,
  created_at: record.created_at.toISOString(),
  updated_at: record.updated_at.toISOString(),
});

export const toPostRow = (record: PostRecord): TBlogPostRow => ({
  ...toPostCard(record),
  active: record.is_active,
  trashed_at: record.trashed_at?.toISOString() ?? null,
});

export interface CategoryRecord {
  id: number;
  category: string;
  image_url: string | null;
}

export async function findCategory(db: Queryable, name: string): Promise<CategoryRecord | null> {
  const { rows } = await db.query<CategoryRecord>('select id, category, image_url from blog_category where lower(category) = lower($1)', [name.trim()]);
  return rows[0] ?? null;
}

/** The category a post names, or a 400 on the field that named it. */
export async function requireCategory(db: Queryable, name: string, field: string, message: string): Promise<CategoryRecord> {
  const category = await findCategory(db, name);
  if (!category) throw new AppError('BAD_REQUEST', message, { [field]: [message] });
  return category;
}

export const postNotFound = () => new AppError('NOT_FOUND', 'Blog post not found');

/** Runs a write of the one row `id` names (`$1`), refusing with `missing()` when there is no such row. */
export async function writeOneRow(db: Queryable, sql: string, id: number, missing: () => AppError): Promise<void> {
  const { rowCount } = await db.query(sql, [id]);
  if (!rowCount) throw missing();
}
