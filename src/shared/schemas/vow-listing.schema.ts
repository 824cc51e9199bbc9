/**
 * The VOW tier's inputs and answers (issue #15): sold and leased listings in search and on the
 * map, a closed listing's detail, and a home's history. Every answer here carries VOW fields
 * (vow-fields.ts) and is served only by `vowProcedure`s; the public schemas never include them.
 */
import { z } from 'zod';
import { zId } from './ids.schema.ts';
import { ZListingHistoryEvent } from './listing-history.schema.ts';
import { ZListingDetail, ZListingSummary, ZMapAnswer, ZMapInput, ZMapMarker, ZSearchInput, ZSearchPage } from './listing.schema.ts';
import { CLOSED_MARKETS } from './market-url.schema.ts';
import { DAY_MS } from '../time.ts';

export { CLOSED_MARKETS, CLOSED_WITHIN_DAYS, closedRangeOfDays, type ClosedMarket } from './market-url.schema.ts';

/** The widest close-date range a search may ask for: the board keeps a few years of sold data. */
export const MAX_CLOSED_RANGE_DAYS = 3 * 366;

const ZIsoDate = z.iso.date({ error: 'Enter the date as YYYY-MM-DD.' });

/** Which closed listings: sold or leased, with a close date between `closedFrom` and `closedTo` (both included). */
export const ZClosedFilter = z
  .object({
    market: z.enum(CLOSED_MARKETS, { error: 'Choose sold or leased.' }),
    closedFrom: ZIsoDate,
    closedTo: ZIsoDate,
  })
  .superRefine((filter, ctx) => {
    const span = (Date.parse(filter.closedTo) - Date.parse(filter.closedFrom)) / DAY_MS;
    if (span < 0) ctx.addIssue({ code: 'custom', path: ['closedTo'], message: 'The end date must be on or after the start date.' });
    else if (span > MAX_CLOSED_RANGE_DAYS) ctx.addIssue({ code: 'custom', path: ['closedFrom'], message: 'Choose a range of at most three years.' });
  });
export type TClosedFilter = z.infer<typeof ZClosedFilter>;

// The public search and map inputs with the close filter: paging, zoom and criteria mean the same here.
export const ZClosedSearchInput = ZSearchInput.extend({ closed: ZClosedFilter });
export const ZClosedMapInput = ZMapInput.extend({ closed: ZClosedFilter });

/** What a VOW visitor sees of a sold or leased listing beside the card: the close and how long it took. */
const closedFacts = {
  marketStatus: z.enum(CLOSED_MARKETS),
  closePrice: z.number().nullable(),
  /** YYYY-MM-DD. */
  closeDate: z.string().nullable(),
  /** Days on market of this MLS number (the board's figure, or from the list date to the firm deal). */
  daysOnMarket: z.number().nullable(),
};

export const ZClosedListingSummary = ZListingSummary.extend(closedFacts);
export type TClosedListingSummary = z.infer<typeof ZClosedListingSummary>;

export const ZClosedSearchPage = ZSearchPage.extend({ data: z.array(ZClosedListingSummary) });
export type TClosedSearchPage = z.infer<typeof ZClosedSearchPage>;

export const ZClosedMapMarker = ZMapMarker.extend(closedFacts);
export const ZClosedMapAnswer = ZMapAnswer.extend({ markers: z.array(ZClosedMapMarker) });
export type TClosedMapAnswer = z.infer<typeof ZClosedMapAnswer>;

export const ZClosedDetail = ZListingDetail.extend({
  ...closedFacts,
  /** Photos still being processed: an off-market listing's gallery is made when someone first opens it. */
  photosComing: z.number().int().min(0),
});
export type TClosedDetail = z.infer<typeof ZClosedDetail>;

export const ZListingHistoryInput = z.object({ propertyId: zId('The property id must be a number.') });

/** A recorded event as the VOW tier shows it: the agent's history event (listing-history.schema.ts) without the internal ids. */
export const ZHistoryEvent = ZListingHistoryEvent.omit({ listingId: true, previousListingKey: true });
export type THistoryEvent = z.infer<typeof ZHistoryEvent>;

/** An earlier MLS number of the same home (same address, unit and kind of transaction). */
export const ZPreviousListing = z.object({
  listingKey: z.string(),
  listedAt: z.string().nullable(),
  lastPrice: z.number().nullable(),
  status: z.string().nullable(),
  daysOnMarket: z.number().nullable(),
});
export type TPreviousListing = z.infer<typeof ZPreviousListing>;

export const ZListingHistory = z.object({
  propertyId: z.number(),
  listingKey: z.string(),
  listedAt: z.string().nullable(),
  marketStatus: z.string().nullable(),
  closePrice: z.number().nullable(),
  closeDate: z.string().nullable(),
  daysOnMarket: z.number().nullable(),
  /** Days on market across every MLS number of the home. */
  cumulativeDaysOnMarket: z.number().nullable(),
  previousListings: z.array(ZPreviousListing),
  /** Oldest first. */
  events: z.array(ZHistoryEvent),
});
export type TListingHistory = z.infer<typeof ZListingHistory>;
