/**
 * The lazily loaded modules each public route renders, by route id, as paths under src/client.
 * The server links their built chunk and styles from a server-rendered page's head
 * (src/server/ssr/page-assets.ts), so the page is styled before its scripts run and its chunk
 * downloads alongside the entry. A public route added to public.routes.ts gets a line here;
 * routes/page-modules.test.ts fails for a lazy route without one.
 */
export const PAGE_MODULES: Readonly<Record<string, readonly string[]>> = {
  '/_public/': ['components/listing-card/CuratedListings.tsx'],
  '/_public/about': ['routes/public/about.page.tsx'],
  '/_public/search': ['routes/public/residential-search.page.tsx'],
  '/_public/comsearch': ['routes/public/commercial-search.page.tsx'],
  '/_public/estate/$locationName': ['routes/public/map-search.page.tsx'],
  '/_public/estate/details/$propertyId/$propertyType': ['routes/public/property-details.page.tsx'],
  '/_public/buy': ['routes/public/buy.page.tsx'],
  '/_public/sell': ['routes/public/sell.page.tsx'],
  '/_public/contact-us': ['routes/public/contact-us.page.tsx'],
  '/_public/calculators': ['routes/public/calculators.page.tsx'],
  '/_public/mortgageloan': ['routes/public/mortgage-loan.page.tsx'],
  '/_public/cmhcpremium': ['routes/public/cmhc-premium.page.tsx'],
  '/_public/landtransfer': ['routes/public/land-transfer.page.tsx'],
  '/_public/mortgageaffordability': ['routes/public/mortgage-affordability.page.tsx'],
  '/_public/propertylisting': ['routes/public/property-listing.page.tsx'],
  '/_public/showings': ['routes/public/showings.page.tsx'],
  '/_public/showings/$id': ['routes/public/visiting-list.page.tsx'],
  '/_public/blogs': ['routes/public/blogs.page.tsx'],
  '/_public/blogs/$category': ['routes/public/blog-category.page.tsx'],
  '/_public/blogs/$category/$postId': ['routes/public/blog-post.page.tsx'],
  '/_public/account': ['routes/public/account.page.tsx'],
  '/_public/account/sign-in': ['routes/public/account-sign-in.page.tsx'],
  '/_public/account/sign-up': ['routes/public/account-sign-up.page.tsx'],
  '/_public/market': ['routes/public/market-overview.page.tsx'],
  '/_public/market/$municipality': ['routes/public/market-area.page.tsx'],
  '/_public/market/$municipality/$community': ['routes/public/market-area.page.tsx'],
  '/_public/building/$slug': ['routes/public/building.page.tsx'],
  '/_public/alerts/unsubscribe': ['routes/public/alerts-unsubscribe.page.tsx'],
};
