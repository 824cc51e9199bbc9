/** The results of a search page's URL criteria: one query for the route loader (server and browser) and the page. */
import { SEARCH_PAGE_SIZE } from '#shared/search-paging.ts';
import { searchUrlToCriteria, type SearchKind, type TSearchUrl } from '#shared/schemas/search-url.schema.ts';
import type { AppTrpc } from '../../trpc.ts';

export function searchResultsQueryOptions(trpc: AppTrpc, search: TSearchUrl, kind: SearchKind) {
  return trpc.listings.search.infiniteQueryOptions(
    { criteria: searchUrlToCriteria(search, kind), limit: SEARCH_PAGE_SIZE },
    { getNextPageParam: (last) => last.nextCursor ?? undefined },
  );
}
