import { PagePlaceholder } from '../../components/PagePlaceholder.tsx';

export default function BuyPage() {
  return <PagePlaceholder title="Thinking of buy a home" lead="Advice for buyers in the Greater Toronto Area." />;
}
