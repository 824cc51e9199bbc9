/**
 * The listings of an infinite query's pages, each once. Pages follow the server's keyset cursor
 * over live data: a listing whose sort value moves while the visitor scrolls (a price change in a
 * price sort, a new listing date) can come again on a later page; it stays where it was first shown.
 */
export function listingsOfPages<T extends { id: number }>(data: { pages: readonly { data: readonly T[] }[] } | undefined): T[] {
  if (!data) return [];
  const seen = new Set<number>();
  const listings: T[] = [];
  for (const page of data.pages) {
    for (const listing of page.data) {
      if (seen.has(listing.id)) continue;
      seen.add(listing.id);
      listings.push(listing);
    }
  }
  return listings;
}
