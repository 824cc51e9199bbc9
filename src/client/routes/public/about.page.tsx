import { PagePlaceholder } from '../../components/PagePlaceholder.tsx';

export default function AboutPage() {
  return <PagePlaceholder title="About Us" lead="Meet your local sales representative for the Greater Toronto Area." />;
}
