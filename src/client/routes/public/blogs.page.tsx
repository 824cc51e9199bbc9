import { PagePlaceholder } from '../../components/PagePlaceholder.tsx';

export default function BlogsPage() {
  return <PagePlaceholder title="Blog" lead="Market news and advice for buyers and sellers." />;
}
