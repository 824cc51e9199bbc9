/**
 * /blogs: the categories grid (name and image) and the latest posts. A skeleton stands in while
 * they load.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { BlogPostCard } from '../../components/blog/public/BlogPostCard.tsx';
import { CardsSkeleton } from '../../components/blog/public/BlogSkeleton.tsx';
import { useTRPC } from '../../trpc.ts';
import { PageHeader } from '../../components/layout/PageHeader.tsx';
import '../../styles/blog.css';

export default function BlogsPage() {
  const trpc = useTRPC();
  const categories = useQuery(trpc.blog.publicCategories.queryOptions());
  const latest = useQuery(trpc.blog.publicLatest.queryOptions());
  return (
    <div className="page blog-page">
      <PageHeader title="Blog" lead="Market news and advice for buyers and sellers." />
      <div className="container page-body">
        <section aria-labelledby="blog-categories-title">
          <h2 id="blog-categories-title" className="blog-section-title">
            Categories
          </h2>
          {categories.isPending ? (
            <CardsSkeleton label="Loading the categories" />
          ) : categories.isError ? (
            <p className="form-error" role="alert">
              The blog could not be loaded. Please try again later.
            </p>
          ) : (
            <ul className="blog-grid blog-category-grid">
              {categories.data.map((category) => (
                <li key={category.id} className="blog-category-card panel">
                  {category.image ? (
                    <img className="blog-category-card__image" src={category.image} alt="" loading="lazy" />
                  ) : (
                    <div className="blog-category-card__image blog-card__image--empty" aria-hidden="true" />
                  )}
                  <Link to="/blogs/$category" params={{ category: category.category }} className="blog-category-card__link">
                    <span className="blog-category-card__name">{category.category}</span>
                    <span className="blog-category-card__count">{category.post_count === 1 ? '1 post' : `${category.post_count} posts`}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
        {latest.data && latest.data.length > 0 ? (
          <section aria-labelledby="blog-latest-title" className="blog-page__latest">
            <h2 id="blog-latest-title" className="blog-section-title">
              Latest Posts
            </h2>
            <div className="blog-grid">
              {latest.data.map((post) => (
                <BlogPostCard key={post.id} post={post} />
              ))}
            </div>
          </section>
        ) : null}
      </div>
    </div>
  );
}
