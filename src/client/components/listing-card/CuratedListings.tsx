/**
 * Home's 'Brokerage's Properties' and 'Featured Properties' (the agent's curation). Loaded as its
 * own chunk from Home so the card (and the monthly-cost arithmetic) stays out of the entry bundle.
 * A block with no listings is left out rather than shown empty.
 */
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../trpc.ts';
import { ListingGrid } from './ListingGrid.tsx';

function CuratedBlock({ id, title, listings }: { id: string; title: string; listings: Parameters<typeof ListingGrid>[0]['listings'] | undefined }) {
  if (!listings || listings.length === 0) return null;
  return (
    <section className="section" aria-labelledby={id}>
      <div className="container">
        <h2 id={id} className="section__title">
          {title}
        </h2>
        <ListingGrid listings={listings} headingLevel={3} />
      </div>
    </section>
  );
}

export default function CuratedListings() {
  const trpc = useTRPC();
  const brokerage = useQuery(trpc.listings.brokerage.queryOptions({}));
  const featured = useQuery(trpc.listings.featured.queryOptions({}));
  return (
    <>
      <CuratedBlock id="brokerage-title" title="Brokerage's Properties" listings={brokerage.data} />
      <CuratedBlock id="featured-title" title="Featured Properties" listings={featured.data} />
    </>
  );
}
