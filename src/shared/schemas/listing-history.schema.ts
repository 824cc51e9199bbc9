/**
 * A listing's history across its home's MLS numbers (server: modules/listings/listing-history.ts).
 * VOW data: only the agent and visitors entitled by `ctx.vowVisitor()` may receive it.
 */
import { z } from 'zod';

export const MARKET_STATUSES = ['active', 'conditional', 'sold', 'leased', 'expired', 'terminated', 'suspended', 'removed'] as const;
export const ZMarketStatus = z.enum(MARKET_STATUSES);

export const LISTING_EVENT_KINDS = ['listed', 'price_changed', 'status_changed', 'back_on_market', 'relisted', 'removed'] as const;
export const ZListingEventKind = z.enum(LISTING_EVENT_KINDS);

export const ZListingHistoryEvent = z.object({
  kind: ZListingEventKind,
  /** When the feed says it happened (ISO-8601, UTC). */
  occurredAt: z.string(),
  /** The MLS number the event belongs to. */
  listingKey: z.string(),
  listingId: z.number().int(),
  fromPrice: z.number().nullable(),
  toPrice: z.number().nullable(),
  fromStatus: ZMarketStatus.nullable(),
  toStatus: ZMarketStatus.nullable(),
  /** For `relisted`: the MLS number it was listed under before. */
  previousListingKey: z.string().nullable(),
});

/** One MLS number of the home. */
export const ZPropertyListing = z.object({
  listingId: z.number().int(),
  listingKey: z.string(),
  marketStatus: ZMarketStatus.nullable(),
  /** When it came on the market (its first listed/relisted event, else the feed's entry time). */
  listedAt: z.string().nullable(),
  /** When it left the market (its last status change away from active), null while active. */
  offMarketAt: z.string().nullable(),
  daysOnMarket: z.number().int(),
  listPrice: z.number().nullable(),
  originalPrice: z.number().nullable(),
  closePrice: z.number().nullable(),
  /** 'YYYY-MM-DD'. */
  closeDate: z.string().nullable(),
});

export const ZListingHistory = z.object({
  listingId: z.number().int(),
  listingKey: z.string(),
  propertyId: z.number().int().nullable(),
  /** Every event of every MLS number of the home, oldest first. */
  events: z.array(ZListingHistoryEvent),
  /** The home's MLS numbers (this one included), oldest first. */
  listings: z.array(ZPropertyListing),
  /**
   * The MLS numbers this listing re-lists, newest first: the earlier listings of the home that
   * ended unsold (expired, terminated, suspended, removed) right before it, up to the last sale.
   */
  previousListingKeys: z.array(z.string()),
  /** Days on market of this listing and the listings it re-lists, added up. */
  cumulativeDaysOnMarket: z.number().int(),
  /** Days on market of this MLS number alone. */
  daysOnMarket: z.number().int(),
});

export type TListingHistoryEvent = z.infer<typeof ZListingHistoryEvent>;
export type TPropertyListing = z.infer<typeof ZPropertyListing>;
export type TListingHistory = z.infer<typeof ZListingHistory>;
