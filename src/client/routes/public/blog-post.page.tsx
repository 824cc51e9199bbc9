/**
 * /blogs/{category}/{postId}: featured image, title, dates (DD MMM YYYY), the content as the
 * server rendered it (allow-listed HTML from the project's serializer), the approved replies and
 * the 'Leave a Reply' form; beside it the latest posts, category tags and related topics.
 */
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { formatBlogDate } from '#shared/blog/blog-date.ts';
import type { TPublicBlogPost } from '#shared/schemas/blog.schema.ts';
import { BlogSidebar } from '../../components/blog/public/BlogSidebar.tsx';
import { PostSkeleton } from '../../components/blog/public/BlogSkeleton.tsx';
import { GoBackButton } from '../../components/blog/public/GoBackButton.tsx';
import { LeaveReplyForm } from '../../components/blog/public/LeaveReplyForm.tsx';
import { formatPageTitle } from '../../hooks/page-title.ts';
import { useSiteSettings } from '../../hooks/use-site-settings.ts';
import { useTRPC } from '../../trpc.ts';
import '../../styles/blog.css';

const route = getRouteApi('/_public/blogs/$category/$postId');

function Replies({ replies }: { replies: TPublicBlogPost['replies'] }) {
  if (replies.length === 0) return null;
  return (
    <section className="blog-replies" aria-labelledby="replies-title">
      <h2 id="replies-title" className="blog-section-title">
        {replies.length === 1 ? '1 Reply' : `${replies.length} Replies`}
      </h2>
      <ol className="blog-replies__list">
        {replies.map((reply) => (
          <li key={reply.id} className="blog-replies__item">
            <p className="blog-replies__meta">
              <strong>{reply.name}</strong> · <time dateTime={reply.created_at}>{formatBlogDate(reply.created_at)}</time>
            </p>
            <p className="blog-replies__message">{reply.message}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

export default function BlogPostPage() {
  const { postId } = route.useParams();
  const trpc = useTRPC();
  const settings = useSiteSettings();
  const isValidId = /^\d{1,9}$/.test(postId);
  // retryOnMount off: a post the server already found gone (a server-rendered 404) stays so while hydrating.
  const answer = useQuery({ ...trpc.blog.publicPost.queryOptions({ postId: Number(postId) }), enabled: isValidId, retryOnMount: false });
  const post = answer.data?.post;

  const postTitle = post?.title;
  const agentName = settings?.agent_name;
  useEffect(() => {
    if (!postTitle) return;
    // DocumentHead (the shell) sets the route's generic 'Blog' title in the same commit, after
    // this child effect; the post's own title, as the server sent it, is applied once it is done.
    queueMicrotask(() => {
      document.title = formatPageTitle(agentName, postTitle);
    });
  }, [postTitle, agentName]);

  if (!isValidId || answer.isError) {
    return (
      <div className="container page-body blog-page">
        <h1>Post not found</h1>
        <p>This post is not available. It may have been moved or taken down.</p>
        <Link to="/blogs" className="btn btn--primary">
          See all posts
        </Link>
      </div>
    );
  }

  return (
    <div className="container page-body blog-page blog-post-layout">
      {answer.isPending || !post ? (
        <PostSkeleton />
      ) : (
        <article className="blog-post" aria-labelledby="blog-post-title">
          <div className="blog-page__actions">
            <GoBackButton />
          </div>
          {post.featured_image_url ? <img className="blog-post__image" src={post.featured_image_url} alt="" /> : null}
          <h1 id="blog-post-title" className="blog-post__title">
            {post.title}
          </h1>
          <p className="blog-post__meta">
            <time dateTime={post.created_at}>{formatBlogDate(post.created_at)}</time>
            {post.updated_at.slice(0, 10) !== post.created_at.slice(0, 10) ? (
              <>
                {' '}
                · Updated <time dateTime={post.updated_at}>{formatBlogDate(post.updated_at)}</time>
              </>
            ) : null}{' '}
            ·{' '}
            <Link to="/blogs/$category" params={{ category: post.category }} className="blog-tag">
              {post.category}
            </Link>
          </p>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: safe by construction: the server renders the stored document through the allow-listing serializer (src/shared/blog/). */}
          <div className="blog-content" dangerouslySetInnerHTML={{ __html: post.content_html }} />
          <Replies replies={post.replies} />
          <LeaveReplyForm postId={post.id} />
        </article>
      )}
      {post ? <BlogSidebar currentPostId={post.id} relatedTopics={answer.data?.relatedTopics ?? []} /> : null}
    </div>
  );
}
