/**
 * /blogs/{category}: the category's posts with a 'Go Back' button. A category without posts
 * (or one that does not exist) says so in the spec's words.
 */
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { BLOG_MESSAGES } from '#shared/schemas/blog.schema.ts';
import { BlogPostCard } from '../../components/blog/public/BlogPostCard.tsx';
import { CardsSkeleton } from '../../components/blog/public/BlogSkeleton.tsx';
import { GoBackButton } from '../../components/blog/public/GoBackButton.tsx';
import { useTRPC } from '../../trpc.ts';
import { PageHeader } from '../../components/layout/PageHeader.tsx';
import '../../styles/blog.css';

const route = getRouteApi('/_public/blogs/$category');

export default function BlogCategoryPage() {
  const { category } = route.useParams();
  const trpc = useTRPC();
  // retryOnMount off: a category the server already found gone (a server-rendered 404) stays so while hydrating.
  const posts = useQuery(trpc.blog.publicCategoryPosts.queryOptions({ category }, { retryOnMount: false }));
  const title = posts.data?.category.category ?? category;
  return (
    <div className="page blog-page">
      <PageHeader title={title} lead="Posts in this category." />
      <div className="container page-body">
        <div className="blog-page__actions">
          <GoBackButton />
        </div>
        {posts.isPending ? (
          <CardsSkeleton count={3} label="Loading the posts" />
        ) : posts.isError || posts.data.posts.length === 0 ? (
          <p className="blog-empty empty-state" role="status">
            {BLOG_MESSAGES.noPostsInCategory}
          </p>
        ) : (
          <div className="blog-grid">
            {posts.data.posts.map((post) => (
              <BlogPostCard key={post.id} post={post} headingLevel={2} />
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
