/**
 * The blog as readers see it: only active posts outside the trash. A post's content is rendered
 * here, on the server, by the project's serializer (renderBlogHtml), so what reaches a reader is
 * allow-listed HTML whatever the stored JSON holds.
 */
import { renderBlogHtml } from '#shared/blog/render-blog-html.ts';
import type { TBlogPostCard, TPublicBlogPostAnswer, TPublicCategoryPosts } from '#shared/schemas/blog.schema.ts';
import { AppError } from '../../errors.ts';
import { listCategories } from './blog-categories.service.ts';
import { IS_PUBLIC, POST_COLUMNS, POST_FROM, postNotFound, toPostCard, type PostRecord } from './blog-rows.ts';
import type { Queryable } from '../../db/queryable.ts';

export const LATEST_POSTS = 5;
export const RELATED_TOPICS = 4;
const CATEGORY_PAGE_LIMIT = 200;

export async function latestPublicPosts(db: Queryable, limit = LATEST_POSTS): Promise<TBlogPostCard[]> {
  const { rows } = await db.query<PostRecord>(`select ${POST_COLUMNS} from ${POST_FROM} where ${IS_PUBLIC} order by p.created_at desc, p.id desc limit $1`, [
    limit,
  ]);
  return rows.map(toPostCard);
}

export async function publicCategoryPosts(db: Queryable, name: string): Promise<TPublicCategoryPosts> {
  const category = (await listCategories(db, 'public')).find((row) => row.category.toLowerCase() === name.trim().toLowerCase());
  if (!category) throw new AppError('NOT_FOUND', 'Category not found');
  const { rows } = await db.query<PostRecord>(
    `select ${POST_COLUMNS} from ${POST_FROM} where ${IS_PUBLIC} and p.category_id = $1 order by p.created_at desc, p.id desc limit $2`,
    [category.id, CATEGORY_PAGE_LIMIT],
  );
  return { category, posts: rows.map(toPostCard) };
}

/** A post with its approved replies and other posts of its category. */
export async function publicPost(db: Queryable, postId: number): Promise<TPublicBlogPostAnswer> {
  const { rows } = await db.query<PostRecord & { content: unknown; category_id: number }>(
    `select ${POST_COLUMNS}, p.content, p.category_id from ${POST_FROM} where p.id = $1 and ${IS_PUBLIC}`,
    [postId],
  );
  const record = rows[0];
  if (!record) throw postNotFound();
  const [replies, related] = await Promise.all([
    db.query<{ id: number; name: string; message: string; created_at: Date }>(
      'select id, name, message, created_at from blog_reply where post_id = $1 and is_approved order by created_at, id',
      [postId],
    ),
    db.query<PostRecord>(
      `select ${POST_COLUMNS} from ${POST_FROM} where ${IS_PUBLIC} and p.category_id = $1 and p.id <> $2 order by p.created_at desc, p.id desc limit $3`,
      [record.category_id, postId, RELATED_TOPICS],
    ),
  ]);
  return {
    post: {
      ...toPostCard(record),
      content_html: renderBlogHtml(record.content),
      replies: replies.rows.map((reply) => ({ id: reply.id, name: reply.name, message: reply.message, created_at: reply.created_at.toISOString() })),
    },
    relatedTopics: related.rows.map(toPostCard),
  };
}
