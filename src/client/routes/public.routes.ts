/**
 * The public route table (public-site spec, section 2). Only Home and the shell are in the entry
 * bundle; every other page component is a lazily loaded chunk (`lazyRouteComponent`), so heavy
 * pages (map, carousel, blog) never weigh on the first load. Add a page: one line below plus a
 * `routes/public/<name>.page.tsx` file with a default-exported component. Each page announces
 * the app live once it has hydrated (ssr/app-live.tsx).
 */
import type { ComponentType } from 'react';
import { createRoute, lazyRouteComponent, type AnyValidator, type SearchSchemaInput } from '@tanstack/react-router';
import {
  parseAffordabilitySearch,
  parseCmhcPremiumSearch,
  parseLandTransferSearch,
  parseMortgageLoanSearch,
} from '#shared/schemas/calculator-search.schema.ts';
import { marketChoice, parseMarketSearch, type TMarketSearch } from '#shared/market/market-search.ts';
import { parseMapSearchUrl } from '#shared/schemas/map-search-url.schema.ts';
import { parseSearchUrl, type SearchKind } from '#shared/schemas/search-url.schema.ts';
import { searchResultsQueryOptions } from '../components/search/search-results-query.ts';
import { awaitOnServer } from '../ssr/render-phase.ts';
import { liveWhenCommitted } from '../ssr/app-live.tsx';
import { PublicLayout } from '../components/layout/PublicLayout.tsx';
import HomePage from './public/home.page.tsx';
import { rootRoute, type RouterContext } from './root.route.tsx';

export const publicLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: '_public',
  component: PublicLayout,
});

type PageModule = Promise<{ default: ComponentType }>;

/** A page's lazily loaded component, announcing the app live once it has hydrated (ssr/app-live.tsx). */
function pageComponent(load: () => PageModule) {
  return lazyRouteComponent(async () => ({ default: liveWhenCommitted((await load()).default) }));
}

/**
 * The queries a page renders from, started by its route loader: awaited by a server render (so
 * the page arrives with its content), started alongside the page's code in the browser. Use the
 * same query options as the page's components, so both read one cache entry.
 */
type PageData = (context: RouterContext, params: Record<string, string>) => Promise<unknown>;

function publicPage<const TPath extends string>(path: TPath, pageTitle: string, load: () => PageModule, data?: PageData) {
  return createRoute({
    getParentRoute: () => publicLayoutRoute,
    path,
    staticData: { pageTitle },
    loader: data ? ({ context, params }) => awaitOnServer(data(context, params as Record<string, string>)) : undefined,
    component: pageComponent(load),
  });
}

const blogData: PageData = ({ queryClient, trpc }) =>
  Promise.all([queryClient.prefetchQuery(trpc.blog.publicCategories.queryOptions()), queryClient.prefetchQuery(trpc.blog.publicLatest.queryOptions())]);
const blogCategoryData: PageData = ({ queryClient, trpc }, { category = '' }) =>
  queryClient.prefetchQuery(trpc.blog.publicCategoryPosts.queryOptions({ category }));
const blogPostData: PageData = async ({ queryClient, trpc }, { postId = '' }) => {
  // The page asks nothing for an id that cannot exist (blog-post.page.tsx).
  if (/^\d{1,9}$/.test(postId)) await queryClient.prefetchQuery(trpc.blog.publicPost.queryOptions({ postId: Number(postId) }));
};

/** Calculator pages open at the top, even when coming back to them (public spec, section 2). */
export const CALCULATOR_PATHS = ['/calculators', '/mortgageloan', '/cmhcpremium', '/landtransfer', '/mortgageaffordability'];

const scrollToTop = () => window.scrollTo({ top: 0, left: 0 });

/** A calculator query's keys all have defaults, so a link may leave any out (what zod's input type said). */
const defaultedSearch = <T>(parse: (search: unknown) => T) => parse as (search: Partial<T> & SearchSchemaInput) => T;

/** `validateSearch`: the calculator's inputs live in the URL query (shared/schemas/calculator-search). */
function calculatorPage<const TPath extends string, TSearchValidator extends AnyValidator = undefined>(
  path: TPath,
  pageTitle: string,
  load: () => PageModule,
  validateSearch?: TSearchValidator,
) {
  return createRoute({
    getParentRoute: () => publicLayoutRoute,
    path,
    staticData: { pageTitle },
    onEnter: scrollToTop,
    validateSearch: validateSearch as TSearchValidator,
    component: pageComponent(load),
  });
}

/**
 * Search pages keep their criteria in the URL query (shared/schemas/search-url.schema.ts); the
 * loader asks for the first page of results those criteria give, so a shared link is rendered
 * with its results by the server.
 */
function searchPage<const TPath extends string>(path: TPath, pageTitle: string, kind: SearchKind, load: () => PageModule) {
  return createRoute({
    getParentRoute: () => publicLayoutRoute,
    path,
    staticData: { pageTitle },
    validateSearch: parseSearchUrl,
    loaderDeps: ({ search }) => search,
    loader: ({ context, deps }) => awaitOnServer(context.queryClient.prefetchInfiniteQuery(searchResultsQueryOptions(context.trpc, deps, kind))),
    component: pageComponent(load),
  });
}

/** The map page keeps its filters, sort, viewport and view in the URL query (shared/schemas/map-search-url.schema.ts). */
const mapSearchRoute = createRoute({
  getParentRoute: () => publicLayoutRoute,
  path: 'estate/$locationName',
  staticData: { pageTitle: 'Map View' },
  validateSearch: parseMapSearchUrl,
  component: pageComponent(() => import('./public/map-search.page.tsx')),
});

/** The listing detail page asks for its listing while its code downloads, not after the code runs. */
const propertyDetailsRoute = createRoute({
  getParentRoute: () => publicLayoutRoute,
  path: 'estate/details/$propertyId/$propertyType',
  staticData: { pageTitle: 'Property Details' },
  loader: ({ context, params }) =>
    awaitOnServer(
      context.queryClient.prefetchQuery(context.trpc.listings.details.queryOptions({ propertyId: params.propertyId, propertyType: params.propertyType })),
    ),
  component: pageComponent(() => import('./public/property-details.page.tsx')),
});

/** A market page's queries: PageData with the class and transaction the page shows. */
type MarketPageData = (context: RouterContext, params: Record<string, string>, choice: ReturnType<typeof marketChoice>) => Promise<unknown>;

/** Market pages keep the class and transaction shown in the URL query (shared/market/market-search.ts). */
function marketPage<const TPath extends string>(path: TPath, pageTitle: string, load: () => PageModule, data: MarketPageData) {
  return createRoute({
    getParentRoute: () => publicLayoutRoute,
    path,
    staticData: { pageTitle },
    validateSearch: parseMarketSearch,
    loaderDeps: ({ search }: { search: TMarketSearch }) => marketChoice(search),
    loader: ({ context, params, deps }) => awaitOnServer(data(context, params as Record<string, string>, deps)),
    component: pageComponent(load),
  });
}

const marketOverviewData: MarketPageData = ({ queryClient, trpc }, _params, choice) => queryClient.prefetchQuery(trpc.market.overview.queryOptions(choice));
const marketAreaData: MarketPageData = ({ queryClient, trpc }, params, choice) =>
  queryClient.prefetchQuery(trpc.market.area.queryOptions({ municipality: params.municipality ?? '', community: params.community ?? null, ...choice }));
const buildingData: PageData = ({ queryClient, trpc }, { slug = '' }) => queryClient.prefetchQuery(trpc.market.building.queryOptions({ slug }));

const homeRoute = createRoute({
  getParentRoute: () => publicLayoutRoute,
  path: '/',
  staticData: { pageTitle: 'Home' },
  loader: ({ context }) =>
    awaitOnServer(
      Promise.all([
        context.queryClient.prefetchQuery(context.trpc.listings.brokerage.queryOptions({})),
        context.queryClient.prefetchQuery(context.trpc.listings.featured.queryOptions({})),
      ]),
    ),
  component: liveWhenCommitted(HomePage),
});

export const publicRouteTree = publicLayoutRoute.addChildren([
  homeRoute,
  publicPage('about', 'About Us', () => import('./public/about.page.tsx')),
  // The search criteria live in the URL (shareable; Back works): shared/schemas/search-url.schema.ts.
  searchPage('search', 'Residential Properties', 'residential', () => import('./public/residential-search.page.tsx')),
  searchPage('comsearch', 'Commercial Properties', 'commercial', () => import('./public/commercial-search.page.tsx')),
  mapSearchRoute,
  propertyDetailsRoute,
  publicPage('buy', 'Buy', () => import('./public/buy.page.tsx')),
  publicPage('sell', 'Sell', () => import('./public/sell.page.tsx')),
  publicPage('contact-us', 'Contact Us', () => import('./public/contact-us.page.tsx')),
  calculatorPage('calculators', 'Calculators', () => import('./public/calculators.page.tsx')),
  calculatorPage('mortgageloan', 'Mortgage Loan Calculator', () => import('./public/mortgage-loan.page.tsx'), defaultedSearch(parseMortgageLoanSearch)),
  calculatorPage('cmhcpremium', 'CMHC Premium Calculator', () => import('./public/cmhc-premium.page.tsx'), defaultedSearch(parseCmhcPremiumSearch)),
  calculatorPage('landtransfer', 'Land Transfer Tax Calculator', () => import('./public/land-transfer.page.tsx'), defaultedSearch(parseLandTransferSearch)),
  calculatorPage(
    'mortgageaffordability',
    'Mortgage Affordability Calculator',
    () => import('./public/mortgage-affordability.page.tsx'),
    defaultedSearch(parseAffordabilitySearch),
  ),
  publicPage('propertylisting', 'Property Listing', () => import('./public/property-listing.page.tsx')),
  publicPage('showings', 'Showings', () => import('./public/showings.page.tsx')),
  publicPage('showings/$id', 'Visiting List', () => import('./public/visiting-list.page.tsx')),
  publicPage('blogs', 'Blog', () => import('./public/blogs.page.tsx'), blogData),
  publicPage('blogs/$category', 'Blog', () => import('./public/blog-category.page.tsx'), blogCategoryData),
  publicPage('blogs/$category/$postId', 'Blog', () => import('./public/blog-post.page.tsx'), blogPostData),
  // Visitor accounts: the entry form or the account, and the two pages an e-mailed link opens.
  publicPage('account', 'My Account', () => import('./public/account.page.tsx')),
  publicPage('account/sign-in', 'Sign In', () => import('./public/account-sign-in.page.tsx')),
  publicPage('account/sign-up', 'Create Your Account', () => import('./public/account-sign-up.page.tsx')),
  marketPage('market', 'GTA Market', () => import('./public/market-overview.page.tsx'), marketOverviewData),
  marketPage('market/$municipality', 'Market', () => import('./public/market-area.page.tsx'), marketAreaData),
  marketPage('market/$municipality/$community', 'Market', () => import('./public/market-area.page.tsx'), marketAreaData),
  publicPage('building/$slug', 'Condo Building', () => import('./public/building.page.tsx'), buildingData),
  // A listing alert's unsubscribe link (token in the fragment; no loader data).
  publicPage('alerts/unsubscribe', 'Listing Alerts', () => import('./public/alerts-unsubscribe.page.tsx')),
]);
