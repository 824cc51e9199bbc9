/**
 * Readers' replies ('Leave a Reply'): stored unapproved, shown under the post once the agent
 * approves them. Spam protection (honeypot, per-IP limit) happens in the router, before this.
 */
import type { z } from 'zod';
import type { TBlogReplyRow, ZBlogRepliesInput, ZBlogReplyInput } from '#shared/schemas/blog.schema.ts';
import { AppError } from '../../errors.ts';
import { IS_PUBLIC, writeOneRow } from './blog-rows.ts';
import type { Queryable } from '../../db/queryable.ts';

type ReplyData = z.output<typeof ZBlogReplyInput>;
type ReplyFilter = z.output<typeof ZBlogRepliesInput>['status'];

const REPLY_LIST_LIMIT = 500;
const replyNotFound = () => new AppError('NOT_FOUND', 'Reply not found');

export async function saveReply(db: Queryable, input: ReplyData): Promise<void> {
  const { rowCount } = await db.query(
    `insert into blog_reply (post_id, name, email, message)
     select p.id, $2, $3, $4 from blog_post p where p.id = $1 and ${IS_PUBLIC}`,
    [input.postId, input.name, input.email, input.message],
  );
  // Replies go only to posts readers can see.
  if (!rowCount) throw new AppError('NOT_FOUND', 'Blog post not found');
}

export async function listReplies(db: Queryable, filter: ReplyFilter): Promise<TBlogReplyRow[]> {
  const condition = filter === 'pending' ? 'where not r.is_approved' : filter === 'approved' ? 'where r.is_approved' : '';
  const { rows } = await db.query<Omit<TBlogReplyRow, 'created_at'> & { created_at: Date }>(
    `select r.id, r.post_id, p.title as post_title, c.category, r.name, r.email, r.message, r.is_approved, r.created_at
     from blog_reply r join blog_post p on p.id = r.post_id join blog_category c on c.id = p.category_id
     ${condition} order by r.created_at desc, r.id desc limit $1`,
    [REPLY_LIST_LIMIT],
  );
  return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
}

export async function approveReply(db: Queryable, id: number): Promise<void> {
  await writeOneRow(db, 'update blog_reply set is_approved = true where id = $1', id, replyNotFound);
}

export async function deleteReply(db: Queryable, id: number): Promise<void> {
  await writeOneRow(db, 'delete from blog_reply where id = $1', id, replyNotFound);
}
