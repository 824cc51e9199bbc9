/** The post page's sidebar: latest posts, every category as a tag, and related topics. */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatBlogDate } from '#shared/blog/blog-date.ts';
import type { TBlogPostCard } from '#shared/schemas/blog.schema.ts';
import { useTRPC } from '../../../trpc.ts';

function PostLinks({ posts }: { posts: TBlogPostCard[] }) {
  return (
    <ul className="blog-sidebar__posts">
      {posts.map((post) => (
        <li key={post.id}>
          <Link to="/blogs/$category/$postId" params={{ category: post.category, postId: String(post.id) }}>
            {post.title}
          </Link>
          <time dateTime={post.created_at}>{formatBlogDate(post.created_at)}</time>
        </li>
      ))}
    </ul>
  );
}

export function BlogSidebar({ currentPostId, relatedTopics }: { currentPostId: number; relatedTopics: TBlogPostCard[] }) {
  const trpc = useTRPC();
  const latest = useQuery(trpc.blog.publicLatest.queryOptions());
  const categories = useQuery(trpc.blog.publicCategories.queryOptions());
  const latestOthers = (latest.data ?? []).filter((post) => post.id !== currentPostId);
  return (
    <aside className="blog-sidebar" aria-label="More from the blog">
      <section aria-labelledby="latest-posts-title">
        <h2 id="latest-posts-title" className="blog-sidebar__title">
          Latest Posts
        </h2>
        {latest.isPending ? <p role="status">Loading…</p> : latestOthers.length > 0 ? <PostLinks posts={latestOthers} /> : <p>No other posts yet.</p>}
      </section>
      <section aria-labelledby="category-tags-title">
        <h2 id="category-tags-title" className="blog-sidebar__title">
          Categories
        </h2>
        <ul className="blog-tags cluster">
          {(categories.data ?? []).map((category) => (
            <li key={category.id}>
              <Link to="/blogs/$category" params={{ category: category.category }} className="blog-tag">
                {category.category}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="related-topics-title">
        <h2 id="related-topics-title" className="blog-sidebar__title">
          Related Topics
        </h2>
        {relatedTopics.length > 0 ? <PostLinks posts={relatedTopics} /> : <p>No related topics yet.</p>}
      </section>
    </aside>
  );
}
