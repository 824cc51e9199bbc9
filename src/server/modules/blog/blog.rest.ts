/**
 * The legacy /api paths of the blog (admin spec section 7, public spec section 7), plus the
 * replies paths: POST /public/blogs/:postId/replies for readers, and GET /admin/blogs/replies,
 * POST /admin/blogs/replies/:id/approve and POST /admin/blogs/replies/:id/delete for the agent.
 * Lists answer `{ data }`; a post answers `{ post, relatedTopics }` as the legacy client reads it,
 * or 404 when readers cannot see it.
 */
import type {
  TBlogCategoryDeleteInput,
  TBlogCategoryInput,
  TBlogCategoryUpdateInput,
  TBlogPostInput,
  TBlogPostUpdateInput,
  TBlogReplyInput,
} from '#shared/schemas/blog.schema.ts';
import { TRPCError } from '@trpc/server';
import { answerData, bodyRecord, type RestRoute } from '../../rest/rest-route.ts';

/** The legacy category update may carry the new image inside newData. */
function categoryUpdate(body: unknown): TBlogCategoryUpdateInput {
  const fields = bodyRecord(body);
  return { ...fields, image: fields.image ?? bodyRecord(fields.newData).image } as TBlogCategoryUpdateInput;
}

// The tRPC input schemas validate every body and parameter; the casts only hand the raw JSON over.
export const BLOG_REST_ROUTES: RestRoute[] = [
  // --- Readers ---------------------------------------------------------------------------------------
  { method: 'GET', path: '/public/blogs/latest', access: 'public', handle: answerData((caller) => caller.blog.publicLatest()) },
  { method: 'GET', path: '/public/blogs/category', access: 'public', handle: answerData((caller) => caller.blog.publicCategories()) },
  {
    method: 'GET',
    path: '/public/blogs/:category',
    access: 'public',
    // The legacy page shows 'There are no posts…' for an empty list, so a category that does not
    // exist answers like one without posts rather than as an error.
    handle: async (caller, { params }) => {
      try {
        const { category, posts } = await caller.blog.publicCategoryPosts({ category: params.category ?? '' });
        return { category, data: posts };
      } catch (error) {
        if (error instanceof TRPCError && error.code === 'NOT_FOUND') return { category: null, data: [] };
        throw error;
      }
    },
  },
  {
    method: 'GET',
    path: '/public/blogs/:category/:postId',
    access: 'public',
    handle: (caller, { params }) => caller.blog.publicPost({ postId: params.postId }),
  },
  {
    method: 'POST',
    path: '/public/blogs/:postId/replies',
    access: 'public',
    handle: (caller, { params, body }) => caller.blog.publicReply({ ...bodyRecord(body), postId: params.postId } as TBlogReplyInput),
  },

  // --- The agent: posts ------------------------------------------------------------------------------
  { method: 'GET', path: '/admin/blogs', access: 'admin', handle: answerData((caller) => caller.blog.posts()) },
  { method: 'GET', path: '/admin/blogs/trashed', access: 'admin', handle: answerData((caller) => caller.blog.trashedPosts()) },
  { method: 'GET', path: '/admin/blogs/:id', access: 'admin', handle: answerData((caller, { params }) => caller.blog.post({ id: params.id })) },
  {
    method: 'POST',
    path: '/admin/blogs',
    access: 'admin',
    handle: (caller, { body }) => caller.blog.createPost(body as TBlogPostInput),
  },
  {
    method: 'POST',
    path: '/admin/blogs/:id',
    access: 'admin',
    handle: (caller, { params, body }) => caller.blog.updatePost({ ...bodyRecord(body), id: params.id } as TBlogPostUpdateInput),
  },
  {
    method: 'POST',
    path: '/admin/blogs/delete',
    access: 'admin',
    handle: (caller, { body }) => caller.blog.trashPost({ id: bodyRecord(body).id }),
  },
  {
    method: 'POST',
    path: '/admin/blogs/delete/confirm',
    access: 'admin',
    handle: (caller, { body }) => caller.blog.deletePost({ id: bodyRecord(body).id }),
  },
  {
    method: 'GET',
    path: '/admin/blogs/status/:id',
    access: 'admin',
    handle: (caller, { params }) => caller.blog.toggleStatus({ id: params.id }),
  },
  {
    method: 'GET',
    path: '/admin/blogs/restore/:id',
    access: 'admin',
    handle: (caller, { params }) => caller.blog.restorePost({ id: params.id }),
  },

  // --- The agent: categories -------------------------------------------------------------------------
  { method: 'GET', path: '/admin/blogs/category/getAllCategories', access: 'admin', handle: answerData((caller) => caller.blog.categories()) },
  {
    method: 'POST',
    path: '/admin/blogs/category',
    access: 'admin',
    handle: (caller, { body }) => caller.blog.createCategory(body as TBlogCategoryInput),
  },
  {
    method: 'POST',
    path: '/admin/blogs/category/update',
    access: 'admin',
    handle: (caller, { body }) => caller.blog.updateCategory(categoryUpdate(body)),
  },
  {
    method: 'POST',
    path: '/admin/blogs/category/delete',
    access: 'admin',
    handle: (caller, { body }) => caller.blog.deleteCategory(body as TBlogCategoryDeleteInput),
  },

  // --- The agent: readers' replies -------------------------------------------------------------------
  {
    method: 'GET',
    path: '/admin/blogs/replies',
    access: 'admin',
    handle: answerData((caller, { query }) => caller.blog.replies({ status: query.status as 'pending' | undefined })),
  },
  {
    method: 'POST',
    path: '/admin/blogs/replies/:id/approve',
    access: 'admin',
    handle: (caller, { params }) => caller.blog.approveReply({ id: params.id }),
  },
  {
    method: 'POST',
    path: '/admin/blogs/replies/:id/delete',
    access: 'admin',
    handle: (caller, { params }) => caller.blog.deleteReply({ id: params.id }),
  },
];
