/**
 * Grey placeholders in the shape of the content while it loads (public spec, section 2): cards
 * for the categories grid and post lists, lines for a post. Hidden from assistive tech, which
 * hears the status text instead.
 */
export function CardsSkeleton({ count = 6, label }: { count?: number; label: string }) {
  return (
    <div className="blog-skeleton" role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      <div className="blog-grid" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders carry no data and never move; their position is all that tells them apart.
          <div key={index} className="blog-card panel blog-card--skeleton">
            <div className="skeleton skeleton--image" />
            <div className="blog-card__body">
              <div className="skeleton skeleton--line skeleton--short" />
              <div className="skeleton skeleton--line" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}

export function PostSkeleton() {
  return (
    <div className="blog-skeleton" role="status" aria-live="polite">
      <span className="visually-hidden">Loading the post</span>
      <div aria-hidden="true">
        <div className="skeleton skeleton--hero" />
        <div className="skeleton skeleton--title" />
        {Array.from({ length: 6 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder lines carry no data and never move; their position is all that tells them apart.
          <div key={index} className="skeleton skeleton--line" />
        ))}
      </div>
    </div>
  );
}
