/**
 * /search and /comsearch: the form, a heading that summarises the active filters, a sort menu and
 * the infinite list of results. The criteria live in the URL (`search`): submitting or sorting
 * navigates, so a search can be shared and Back returns to the previous one. An empty URL runs the
 * default search (keyword Toronto). Results page with the server's keyset cursor.
 */
import { onFirstUse } from '../../lib/on-first-use.ts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { SEARCH_PAGE_SIZE } from '#shared/search-paging.ts';
import {
  SEARCH_SORT_OPTIONS,
  formToSearchUrl,
  searchUrlToCriteria,
  searchUrlToForm,
  type SearchKind,
  type TSearchUrl,
} from '#shared/schemas/search-url.schema.ts';
import { closedFilterOfUrl, localToday, marketPartOf, type MarketUrl } from '#shared/schemas/market-url.schema.ts';
import { SaveSearchButton } from '../../alerts/SaveSearchButton.tsx';
import { InfiniteListingList } from '../listing-card/InfiniteListingList.tsx';
import { useTRPC } from '../../trpc.ts';
import { useVowAccess } from '../../vow/use-vow-access.ts';
import { MarketChoice } from './MarketChoice.tsx';
import { summarizeSearch } from './filter-summary.ts';
import { SearchForm } from './SearchForm.tsx';
import { searchResultsQueryOptions } from './search-results-query.ts';
import { PageHeader } from '../layout/PageHeader.tsx';
import { OptionList } from '../forms/OptionList.tsx';
import { listingsOfPages } from '../listing-card/listings-of-pages.ts';

const PAGES = {
  residential: { path: '/search', title: 'Residential Properties', lead: 'Homes, condos and townhouses for sale or rent across the Greater Toronto Area.' },
  commercial: { path: '/comsearch', title: 'Commercial Properties', lead: 'Offices, retail, industrial space and businesses for sale or lease.' },
} as const;

const counted = onFirstUse(() => new Intl.NumberFormat('en-CA'));

export function SearchResultsPage({ kind, search }: { kind: SearchKind; search: TSearchUrl }) {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const page = PAGES[kind];
  // Sold / Leased only for a visitor the server entitles; for anyone else the URL's market is ignored.
  // The public results use the route loader's query (server-rendered); the VOW ones load in the browser.
  const isEntitled = useVowAccess();
  const closed = isEntitled ? closedFilterOfUrl(search, localToday()) : null;
  const publicResults = useInfiniteQuery({ ...searchResultsQueryOptions(trpc, search, kind), enabled: closed === null });
  const closedResults = useInfiniteQuery({
    ...trpc.listings.closedSearch.infiniteQueryOptions(
      { criteria: searchUrlToCriteria(search, kind), closed: closed ?? { market: 'sold', closedFrom: '', closedTo: '' }, limit: SEARCH_PAGE_SIZE },
      { getNextPageParam: (last) => last.nextCursor ?? undefined },
    ),
    enabled: closed !== null,
  });
  const results = closed ? closedResults : publicResults;
  const listings = listingsOfPages(closed ? closedResults.data : publicResults.data);
  const total = results.data?.pages[0]?.total ?? null;
  const summary = summarizeSearch(search, kind);
  const form = searchUrlToForm(search, kind);
  // What "Save this search" keeps: the page's filters (the sort and the Sold / Leased choice are not part of an alert).
  const savedCriteria = useMemo(() => ({ search: searchUrlToCriteria(search, kind), buildingKey: null }), [search, kind]);

  // The market choice stays when the form or the sort changes the rest of the search.
  const go = (next: TSearchUrl) => navigate({ to: page.path, search: { ...next, ...marketPartOf(search) } });
  const goMarket = (market: MarketUrl) => navigate({ to: page.path, search: { ...formToSearchUrl(form, search.sort), ...marketPartOf(market) } });
  const [filtersOpen, setFiltersOpen] = useState(false);

  return (
    <div className="page">
      <PageHeader title={page.title} lead={page.lead} />
      <div className="container page-body">
        {/* On a phone the results come first: the filters fold into this sticky button and open as a sheet (search.css). */}
        <button
          type="button"
          className="btn btn--primary filters-toggle"
          aria-expanded={filtersOpen}
          aria-controls={`${kind}-filters`}
          onClick={() => setFiltersOpen((open) => !open)}
        >
          Filters{summary.filters.length > 0 ? ` (${summary.filters.length})` : ''}
        </button>
        <section id={`${kind}-filters`} className={`search-panel panel${filtersOpen ? ' search-panel--open' : ''}`} aria-label="Search filters">
          <div className="search-panel__sheet-head">
            <h2>Filters</h2>
            <button type="button" className="btn btn--ghost btn--sm" onClick={() => setFiltersOpen(false)}>
              Close
            </button>
          </div>
          <SearchForm
            key={JSON.stringify(form)}
            kind={kind}
            idPrefix={`${kind}-search`}
            initialValues={form}
            onSubmit={(values) => {
              setFiltersOpen(false);
              go(formToSearchUrl(values, search.sort));
            }}
          />
          {isEntitled ? <MarketChoice idPrefix={`${kind}-search`} value={marketPartOf(search)} onChange={goMarket} /> : null}
        </section>

        <div className="results-head split-row">
          <div>
            <h2 className="results-head__title" id="results-title">
              {summary.heading}
            </h2>
            {total !== null ? (
              <p className="results-head__count">
                {counted().format(total)} {total === 1 ? 'property' : 'properties'}{' '}
                {closed ? `${closed.market} from ${closed.closedFrom} to ${closed.closedTo}` : 'found'}
              </p>
            ) : null}
            {summary.filters.length > 0 ? (
              <ul className="results-head__filters cluster" aria-label="Active filters">
                {summary.filters.map((filter) => (
                  <li key={filter}>{filter}</li>
                ))}
              </ul>
            ) : null}
          </div>
          <div className="results-head__sort cluster">
            <SaveSearchButton criteria={savedCriteria} />
            <label htmlFor={`${kind}-sort`}>Sort by</label>
            <select
              id={`${kind}-sort`}
              className="input"
              value={search.sort ?? 'relevance'}
              onChange={(event) => go(formToSearchUrl(form, event.target.value as TSearchUrl['sort']))}
            >
              <OptionList options={SEARCH_SORT_OPTIONS} />
            </select>
          </div>
        </div>

        <InfiniteListingList
          label="Search results"
          listings={listings}
          isLoading={results.isPending}
          isError={results.isError}
          hasNextPage={results.hasNextPage}
          isFetchingNextPage={results.isFetchingNextPage}
          fetchNextPage={results.fetchNextPage}
        />
      </div>
    </div>
  );
}
