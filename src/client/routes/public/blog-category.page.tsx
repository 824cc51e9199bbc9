import { getRouteApi, Link } from '@tanstack/react-router';
import { PagePlaceholder } from '../../components/PagePlaceholder.tsx';

const route = getRouteApi('/_public/blogs/$category');

export default function BlogCategoryPage() {
  const { category } = route.useParams();
  return (
    <PagePlaceholder title={category} lead="Posts in this category.">
      <Link to="/blogs" className="btn btn--ghost">
        Go Back
      </Link>
    </PagePlaceholder>
  );
}
