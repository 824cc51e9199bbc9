/**
 * The VOW tier's listing procedures (issue #15), joined into the listings router. Each one that
 * answers VOW data is a vowProcedure: anyone not entitled is told to sign in before the input is
 * read (tests/integration/vow-no-leak.int.test.ts walks them as an anonymous visitor).
 */
import { z } from 'zod';
import {
  ZClosedDetail,
  ZClosedMapAnswer,
  ZClosedMapInput,
  ZClosedSearchInput,
  ZClosedSearchPage,
  ZListingHistory,
  ZListingHistoryInput,
} from '#shared/schemas/vow-listing.schema.ts';
import { publicProcedure, vowProcedure } from '../../trpc/init.ts';
import { closedListingDetail, listingHistory, mapClosedListings, searchClosedListings } from './vow-listings.service.ts';

export const vowListingProcedures = {
  /**
   * Whether this visitor may see VOW data, so the client neither asks for history nor offers the
   * Sold choice to anyone else. Says nothing but yes or no.
   */
  vowAccess: publicProcedure.output(z.object({ entitled: z.boolean() })).query(async ({ ctx }) => ({ entitled: (await ctx.vowVisitor()) !== null })),

  /** The timeline of the listing's home: events across its MLS numbers, days on market in all. */
  history: vowProcedure
    .input(ZListingHistoryInput)
    .output(ZListingHistory)
    .query(({ ctx, input }) => listingHistory(ctx.services, input.propertyId)),

  /** Sold or leased listings closed in a date range, with the public search's criteria. */
  closedSearch: vowProcedure
    .input(ZClosedSearchInput)
    .output(ZClosedSearchPage)
    .query(({ ctx, input }) => searchClosedListings(ctx.services, input.criteria, input.closed, input.cursor, input.limit)),

  closedMap: vowProcedure
    .input(ZClosedMapInput)
    .output(ZClosedMapAnswer)
    .query(({ ctx, input }) => mapClosedListings(ctx.services, input.criteria, input.closed, input.zoom)),

  /** A sold or leased listing's page (the public detail answers 404 for it, as for any inactive listing). */
  closedDetails: vowProcedure
    .input(ZListingHistoryInput)
    .output(ZClosedDetail)
    .query(({ ctx, input }) => closedListingDetail(ctx.services, input.propertyId)),
};
