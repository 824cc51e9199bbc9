/** One post in a list: picture, title (the link), date as DD MMM YYYY and excerpt. */
import { Link } from '@tanstack/react-router';
import { formatBlogDate } from '#shared/blog/blog-date.ts';
import type { TBlogPostCard } from '#shared/schemas/blog.schema.ts';

export function BlogPostCard({ post, headingLevel = 3 }: { post: TBlogPostCard; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="blog-card panel">
      {post.featured_image_url ? (
        <img className="blog-card__image" src={post.featured_image_url} alt="" loading="lazy" />
      ) : (
        <div className="blog-card__image blog-card__image--empty" aria-hidden="true" />
      )}
      <div className="blog-card__body">
        <p className="blog-card__meta">
          <time dateTime={post.created_at}>{formatBlogDate(post.created_at)}</time> · {post.category}
        </p>
        <Heading className="blog-card__title">
          <Link to="/blogs/$category/$postId" params={{ category: post.category, postId: String(post.id) }} className="blog-card__link">
            {post.title}
          </Link>
        </Heading>
        <p className="blog-card__excerpt">{post.excerpt}</p>
      </div>
    </article>
  );
}
