/**
 * The blog's procedures. Readers' ones are named `public…` (the reviewed public namespace
 * 'blog.public' of the security test); everything else needs the agent's session.
 */
import { z } from 'zod';
import {
  BLOG_MESSAGES,
  ZBlogAnswer,
  ZBlogCategoryDeleteInput,
  ZBlogCategoryInput,
  ZBlogCategoryRow,
  ZBlogCategoryUpdateInput,
  ZBlogEditorImageInput,
  ZBlogId,
  ZBlogPostCard,
  ZBlogPostDetail,
  ZBlogPostInput,
  ZBlogPostRow,
  ZBlogPostUpdateInput,
  ZBlogRepliesInput,
  ZBlogReplyInput,
  ZBlogReplyRow,
  ZPublicBlogPostAnswer,
  ZPublicCategoryPosts,
} from '#shared/schemas/blog.schema.ts';
import { ZIdInput } from '#shared/schemas/ids.schema.ts';
import { okAnswer } from '#shared/schemas/ok-answer.ts';
import { adminAction } from '../../trpc/admin-action.ts';
import { adminProcedure, publicProcedure, router } from '../../trpc/init.ts';
import { visitorSubmission } from '../messages/visitor-guard.ts';
import { createCategory, deleteCategory, listCategories, updateCategory } from './blog-categories.service.ts';
import {
  createPost,
  deletePostPermanently,
  getPost,
  listPosts,
  restorePost,
  storeInlineImage,
  togglePostStatus,
  trashPost,
  updatePost,
} from './blog-posts.service.ts';
import { latestPublicPosts, publicCategoryPosts, publicPost } from './blog-public.service.ts';
import { approveReply, deleteReply, listReplies, saveReply } from './blog-replies.service.ts';

const ZPostAnswer = ZBlogAnswer.extend({ post: ZBlogPostDetail });

export const blogRouter = router({
  // --- Readers ---------------------------------------------------------------------------------------
  publicCategories: publicProcedure.output(z.array(ZBlogCategoryRow)).query(({ ctx }) => listCategories(ctx.services.pool, 'public')),
  publicLatest: publicProcedure.output(z.array(ZBlogPostCard)).query(({ ctx }) => latestPublicPosts(ctx.services.pool)),
  publicCategoryPosts: publicProcedure
    .input(z.object({ category: z.string().trim().min(1).max(100) }))
    .output(ZPublicCategoryPosts)
    .query(({ ctx, input }) => publicCategoryPosts(ctx.services.pool, input.category)),
  publicPost: publicProcedure
    .input(z.object({ postId: ZBlogId }))
    .output(ZPublicBlogPostAnswer)
    .query(({ ctx, input }) => publicPost(ctx.services.pool, input.postId)),
  publicReply: visitorSubmission('blogReply', ZBlogReplyInput, okAnswer(BLOG_MESSAGES.replyReceived), (services, input) => saveReply(services.pool, input)),

  // --- The agent: posts ------------------------------------------------------------------------------
  posts: adminProcedure.output(z.array(ZBlogPostRow)).query(({ ctx }) => listPosts(ctx.services.pool, 'active')),
  trashedPosts: adminProcedure.output(z.array(ZBlogPostRow)).query(({ ctx }) => listPosts(ctx.services.pool, 'trash')),
  post: adminProcedure
    .input(ZIdInput)
    .output(ZBlogPostDetail)
    .query(({ ctx, input }) => getPost(ctx.services.pool, input.id)),
  createPost: adminProcedure
    .input(ZBlogPostInput)
    .output(ZPostAnswer)
    .mutation(async ({ ctx, input }) => ({ ...okAnswer(BLOG_MESSAGES.postCreated), post: await createPost(ctx.services, input) })),
  updatePost: adminProcedure
    .input(ZBlogPostUpdateInput)
    .output(ZPostAnswer)
    .mutation(async ({ ctx, input }) => ({ ...okAnswer(BLOG_MESSAGES.postUpdated), post: await updatePost(ctx.services, input) })),
  toggleStatus: adminProcedure
    .input(ZIdInput)
    .output(ZBlogAnswer.extend({ active: z.boolean() }))
    .mutation(async ({ ctx, input }) => ({ ...okAnswer(BLOG_MESSAGES.statusUpdated), active: await togglePostStatus(ctx.services.pool, input.id) })),
  trashPost: adminAction(ZIdInput, BLOG_MESSAGES.postTrashed, ({ services }, input) => trashPost(services.pool, input.id)),
  restorePost: adminAction(ZIdInput, BLOG_MESSAGES.postRestored, ({ services }, input) => restorePost(services.pool, input.id)),
  deletePost: adminAction(ZIdInput, BLOG_MESSAGES.postDeleted, ({ services }, input) => deletePostPermanently(services, input.id)),
  uploadImage: adminProcedure
    .input(ZBlogEditorImageInput)
    .output(z.object({ url: z.string(), width: z.number(), height: z.number() }))
    .mutation(({ ctx, input }) => storeInlineImage(ctx.services, input.image)),

  // --- The agent: categories -------------------------------------------------------------------------
  categories: adminProcedure.output(z.array(ZBlogCategoryRow)).query(({ ctx }) => listCategories(ctx.services.pool, 'admin')),
  createCategory: adminAction(ZBlogCategoryInput, BLOG_MESSAGES.categoryCreated, ({ services }, input) => createCategory(services, input)),
  updateCategory: adminAction(ZBlogCategoryUpdateInput, BLOG_MESSAGES.categoryUpdated, ({ services }, input) => updateCategory(services, input)),
  deleteCategory: adminAction(ZBlogCategoryDeleteInput, BLOG_MESSAGES.categoryDeleted, ({ services }, input) => deleteCategory(services, input)),

  // --- The agent: readers' replies -------------------------------------------------------------------
  replies: adminProcedure
    .input(ZBlogRepliesInput)
    .output(z.array(ZBlogReplyRow))
    .query(({ ctx, input }) => listReplies(ctx.services.pool, input.status)),
  approveReply: adminAction(ZIdInput, BLOG_MESSAGES.replyApproved, ({ services }, input) => approveReply(services.pool, input.id)),
  deleteReply: adminAction(ZIdInput, BLOG_MESSAGES.replyDeleted, ({ services }, input) => deleteReply(services.pool, input.id)),
});
