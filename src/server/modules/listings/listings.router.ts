import { z } from 'zod';
import { FEED_CLASSES } from '#shared/listing-classes.ts';
import { DEFAULT_LISTING_SEARCH } from '#shared/schemas/listing-search.schema.ts';
import {
  ZAddressSuggestion,
  ZAllListingsInput,
  ZCuratedListInput,
  ZDetailInput,
  ZKeywordInput,
  ZKeywordMatchAnswer,
  ZListingSummary,
  ZMapInput,
  ZSearchInput,
  type TListingDetailAnswer,
  type TMapAnswer,
  type TSearchPage,
} from '#shared/schemas/listing.schema.ts';
import { publicProcedure, router } from '../../trpc/init.ts';
import { curatedListings, listingDetails, mapListings, matchKeyword, searchListings, suggestAddresses } from './listings.service.ts';
import { vowListingProcedures } from './vow-listings.router.ts';

// The hot paths (search pages, the map, a listing's details) are not re-validated on the way out:
// their answers are built by the typed read model, and checking 24 listings of ~40 fields each
// costs about as much as the page's own query (a detail with its related listings: ~0.3 ms of the
// ~4 ms its answer costs the web process). vow-no-leak.int.test.ts scans the answers themselves.
// The other procedures check their answers.
export const listingsRouter = router({
  search: publicProcedure
    .input(ZSearchInput)
    .query(({ ctx, input }): Promise<TSearchPage> => searchListings(ctx.services, input.criteria, input.cursor, input.limit)),

  /** Every public listing, newest first (GET /api/all-properties). */
  all: publicProcedure
    .input(ZAllListingsInput)
    .query(({ ctx, input }) =>
      searchListings(ctx.services, { ...DEFAULT_LISTING_SEARCH, classes: [...FEED_CLASSES], sort: 'newest' }, input.cursor, input.limit),
    ),

  map: publicProcedure.input(ZMapInput).query(({ ctx, input }): Promise<TMapAnswer> => mapListings(ctx.services, input.criteria, input.zoom)),

  keywordMatch: publicProcedure
    .input(ZKeywordInput)
    .output(ZKeywordMatchAnswer)
    .query(({ ctx, input }) => matchKeyword(ctx.services, input.keyword)),

  suggestions: publicProcedure
    .input(ZKeywordInput)
    .output(z.array(ZAddressSuggestion))
    .query(({ ctx, input }) => suggestAddresses(ctx.services, input.keyword)),

  featured: publicProcedure
    .input(ZCuratedListInput)
    .output(z.array(ZListingSummary))
    .query(({ ctx, input }) => curatedListings(ctx.services, 'is_featured', input.propertyType)),

  brokerage: publicProcedure
    .input(ZCuratedListInput)
    .output(z.array(ZListingSummary))
    .query(({ ctx, input }) => curatedListings(ctx.services, 'in_own_listing', input.propertyType)),

  details: publicProcedure.input(ZDetailInput).query(({ ctx, input }): Promise<TListingDetailAnswer> => listingDetails(ctx.services, input.propertyId)),

  // The VOW tier (sold and leased listings, history): vowProcedures in their own file.
  ...vowListingProcedures,
});
