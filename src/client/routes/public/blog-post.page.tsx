import { getRouteApi, Link } from '@tanstack/react-router';
import { PagePlaceholder } from '../../components/PagePlaceholder.tsx';

const route = getRouteApi('/_public/blogs/$category/$postId');

export default function BlogPostPage() {
  const { category } = route.useParams();
  return (
    <PagePlaceholder title="Blog Post" lead={`From the ${category} category.`}>
      <Link to="/blogs/$category" params={{ category }} className="btn btn--ghost">
        More in {category}
      </Link>
    </PagePlaceholder>
  );
}
