import { PagePlaceholder } from '../../components/PagePlaceholder.tsx';

export default function ContactUsPage() {
  return <PagePlaceholder title="Contact Us" lead="Questions about buying, selling or renting? Send a message and hear back soon." />;
}
