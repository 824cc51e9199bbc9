/**
 * The blog's boundary: what the admin sends to write posts and categories, what visitors send as
 * a reply, and what both read back. The same schemas check the admin form and the server input,
 * so the messages under the fields are the spec's own.
 */
import { z } from 'zod';
import { ZOkAnswer } from './ok-answer.ts';
import { zId } from './ids.schema.ts';
import { isBlogDocumentEmpty, parseBlogContent, type BlogDocument } from '../blog/blog-document.ts';
import { HONEYPOT_FIELD, REQUIRED, TOO_LONG, ZEmailAddress, ZHoneypot, requiredText } from './messages.schema.ts';

// --- Texts of the spec (admin spec, sections 5 and 8; public spec, section 8) ------------------------

export const BLOG_MESSAGES = {
  postCreated: 'Blog post created',
  postUpdated: 'Blog post updated',
  postTrashed: 'Blog deleted',
  statusUpdated: 'Status updated.',
  postRestored: 'Post successfully restored',
  postDeleted: 'Post successfully deleted',
  categoryCreated: 'New category has been created.',
  categoryUpdated: 'Category has been updated.',
  categoryDeleted: 'Category has been deleted!',
  somethingWentWrong: 'Something went wrong.',
  noPostsInCategory: 'There are no posts. Please select different category',
  replyReceived: 'Thank you! Your reply will appear once it has been approved.',
  replyApproved: 'Reply approved',
  replyDeleted: 'Reply deleted',
} as const;

export const BLOG_CONFIRMATIONS = {
  trash: 'Confirm! you want to trash this post?',
  restore: 'Would you like to restore?',
  // The spec's spelling.
  deletePermanently: 'Would you like to permenantly delete the post?',
  toggleStatus: 'Do you want to change the active status?',
  /** Added when the post is the last one the home screen could show (admin spec, section 4). */
  lastActivePost: 'This is the only active post: the home screen will have no post.',
} as const;

export const BLOG_VALIDATION = {
  title: 'Please enter a blog title.',
  category: 'Please select a category',
  excerpt: 'Please enter excerpt text.',
  content: 'Blog content is empty.',
  contentTooLong: 'Blog content is too long.',
  categoryName: 'Please enter a category name.',
  categoryNameCharacters: 'A category name cannot contain / \\ ? # or %.',
  categoryImage: 'Please choose an image.',
  deleteChoice: 'You need to choose something!',
  deleteChoiceBoth: "Choose one: delete the posts, or move them to 'Other'.",
} as const;

/** The fallback category (seeded) always exists (admin spec, sections 3 and 9). */
export const OTHER_CATEGORY_IS_FIXED = "The 'Other' category always exists: it cannot be deleted or renamed.";

// --- Building blocks ----------------------------------------------------------------------------------

const blankToUndefined = (value: unknown) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value);

/** Required text with its own message for missing or blank values. */
const requiredWithMessage = (message: string, max: number) => z.string({ error: message }).trim().min(1, { error: message, abort: true }).max(max, TOO_LONG);

export const ZBlogId = zId(REQUIRED);

/** Legacy forms send flags as booleans, 0/1 or their text. */
export const ZBlogFlag = z.preprocess(
  (value) => {
    if (value === 'true' || value === '1' || value === 1) return true;
    if (value === 'false' || value === '0' || value === 0 || value === '') return false;
    return value;
  },
  z.boolean({ error: 'Choose yes or no.' }),
);

/** Base64 of a 15 MB file plus a data-URL prefix: any longer text cannot be an image we accept. */
const MAX_IMAGE_TEXT = 21_000_000;

/**
 * An image field: a data URL or base64 sets a new image; the current URL, blank or nothing keeps
 * the one there is; null removes it.
 */
export const ZBlogImage = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.string({ error: 'Send the image as a data URL.' }).max(MAX_IMAGE_TEXT, 'Each image must be 15 MB or less.').nullable().optional(),
);

/**
 * A post's content: Slate JSON (or that JSON as text, or plain text), rebuilt through the
 * document allow-list. Empty content or content over the budgets is refused.
 */
export const ZBlogContent = z.unknown().transform((value, context): BlogDocument => {
  const { document, isTruncated } = parseBlogContent(value);
  if (isTruncated) {
    context.addIssue({ code: 'custom', message: BLOG_VALIDATION.contentTooLong });
    return z.NEVER;
  }
  if (isBlogDocumentEmpty(document)) {
    context.addIssue({ code: 'custom', message: BLOG_VALIDATION.content });
    return z.NEVER;
  }
  return document;
});

const ZCategoryName = requiredWithMessage(BLOG_VALIDATION.categoryName, 60).refine((name) => !/[/\\?#%]/.test(name), BLOG_VALIDATION.categoryNameCharacters);

/** Legacy payloads name a category as text or as `{ category }`. */
const categoryNameOf = (value: unknown) =>
  typeof value === 'object' && value !== null && 'category' in value ? (value as { category: unknown }).category : value;

// --- Admin: posts -------------------------------------------------------------------------------------

export const ZBlogPostInput = z.object({
  title: requiredWithMessage(BLOG_VALIDATION.title, 200),
  /** The category's name. */
  category: z.preprocess(categoryNameOf, requiredWithMessage(BLOG_VALIDATION.category, 60)),
  excerpt: requiredWithMessage(BLOG_VALIDATION.excerpt, 1000),
  content: ZBlogContent,
  /** The featured image ("data as image" in the legacy payload). */
  data: ZBlogImage,
  /** New posts are active unless said otherwise; an update without it keeps the status. */
  active: z.preprocess(blankToUndefined, ZBlogFlag.optional()),
});
export type TBlogPostInput = z.input<typeof ZBlogPostInput>;

export const ZBlogPostUpdateInput = ZBlogPostInput.extend({ id: ZBlogId });
export type TBlogPostUpdateInput = z.input<typeof ZBlogPostUpdateInput>;

/** An image put into a post's text by the editor. */
export const ZBlogEditorImageInput = z.object({
  image: z.string({ error: BLOG_VALIDATION.categoryImage }).min(1, BLOG_VALIDATION.categoryImage).max(MAX_IMAGE_TEXT, 'Each image must be 15 MB or less.'),
});

// --- Admin: categories --------------------------------------------------------------------------------

export const ZBlogCategoryInput = z.object({
  category: z.preprocess(categoryNameOf, ZCategoryName),
  image: z.preprocess(blankToUndefined, z.string({ error: BLOG_VALIDATION.categoryImage }).max(MAX_IMAGE_TEXT, 'Each image must be 15 MB or less.')),
});
export type TBlogCategoryInput = z.input<typeof ZBlogCategoryInput>;

/** Rename and/or new image; without an image the current one stays. */
export const ZBlogCategoryUpdateInput = z.object({
  oldData: z.preprocess(categoryNameOf, requiredWithMessage(BLOG_VALIDATION.category, 60)),
  newData: z.preprocess(categoryNameOf, ZCategoryName),
  image: ZBlogImage,
});
export type TBlogCategoryUpdateInput = z.input<typeof ZBlogCategoryUpdateInput>;

/** Deleting a category needs exactly one choice for its posts. */
export const ZBlogCategoryDeleteInput = z
  .object({
    category: z.preprocess(categoryNameOf, requiredWithMessage(BLOG_VALIDATION.category, 60)),
    changePosts: z.preprocess(blankToUndefined, ZBlogFlag.default(false)),
    deleteAllPosts: z.preprocess(blankToUndefined, ZBlogFlag.default(false)),
  })
  .superRefine((value, context) => {
    if (value.changePosts === value.deleteAllPosts) {
      context.addIssue({ code: 'custom', path: ['choice'], message: value.changePosts ? BLOG_VALIDATION.deleteChoiceBoth : BLOG_VALIDATION.deleteChoice });
    }
  });
export type TBlogCategoryDeleteInput = z.input<typeof ZBlogCategoryDeleteInput>;

// --- Visitors: replies --------------------------------------------------------------------------------

export const ZBlogReplyInput = z.object({
  postId: ZBlogId,
  name: requiredText({ max: 80 }),
  email: ZEmailAddress,
  message: requiredText({ max: 3000 }),
  [HONEYPOT_FIELD]: ZHoneypot,
});
export type TBlogReplyInput = z.input<typeof ZBlogReplyInput>;

export const REPLY_FILTERS = ['pending', 'approved', 'all'] as const;
export const ZBlogRepliesInput = z.object({ status: z.enum(REPLY_FILTERS).default('pending') }).default({ status: 'pending' });

// --- What is read back --------------------------------------------------------------------------------

export const ZBlogPostCard = z.object({
  id: z.number(),
  title: z.string(),
  category: z.string(),
  excerpt: z.string(),
  featured_image_url: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TBlogPostCard = z.infer<typeof ZBlogPostCard>;

/** A row of the admin table (active and trash lists). */
export const ZBlogPostRow = ZBlogPostCard.extend({ active: z.boolean(), trashed_at: z.string().nullable() });
export type TBlogPostRow = z.infer<typeof ZBlogPostRow>;

/** The editor's copy of a post: its Slate document as stored (already normalized). */
export const ZBlogPostDetail = ZBlogPostRow.extend({ content: z.custom<BlogDocument>((value) => Array.isArray(value)) });
export type TBlogPostDetail = z.infer<typeof ZBlogPostDetail>;

export const ZPublicBlogReply = z.object({ id: z.number(), name: z.string(), message: z.string(), created_at: z.string() });
export type TPublicBlogReply = z.infer<typeof ZPublicBlogReply>;

/** A post as readers get it: the content already rendered to safe HTML by the server. */
export const ZPublicBlogPost = ZBlogPostCard.extend({ content_html: z.string(), replies: z.array(ZPublicBlogReply) });
export type TPublicBlogPost = z.infer<typeof ZPublicBlogPost>;

export const ZPublicBlogPostAnswer = z.object({ post: ZPublicBlogPost, relatedTopics: z.array(ZBlogPostCard) });
export type TPublicBlogPostAnswer = z.infer<typeof ZPublicBlogPostAnswer>;

export const ZBlogCategoryRow = z.object({
  id: z.number(),
  category: z.string(),
  image: z.string().nullable(),
  /** Posts readers can see (public) or every untrashed post (admin). */
  post_count: z.number(),
  is_default: z.boolean(),
});
export type TBlogCategoryRow = z.infer<typeof ZBlogCategoryRow>;

export const ZPublicCategoryPosts = z.object({ category: ZBlogCategoryRow, posts: z.array(ZBlogPostCard) });
export type TPublicCategoryPosts = z.infer<typeof ZPublicCategoryPosts>;

export const ZBlogReplyRow = z.object({
  id: z.number(),
  post_id: z.number(),
  post_title: z.string(),
  category: z.string(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  is_approved: z.boolean(),
  created_at: z.string(),
});
export type TBlogReplyRow = z.infer<typeof ZBlogReplyRow>;

export const ZBlogAnswer = ZOkAnswer;
export type TBlogAnswer = z.infer<typeof ZBlogAnswer>;
