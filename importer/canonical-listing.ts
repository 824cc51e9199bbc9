/**
 * The importer's output for one listing: exactly the feed-owned columns of the `listing` table
 * (`FEED_OWNED_COLUMNS`, listing-columns.ts; snake_case as written by the bulk upsert, their types
 * the listing row's with timestamps as the feed's ISO text; rooms are `room_list`, which the writer
 * stores packed beside the raw record, room-list-codec.ts), plus its media. Curation columns are
 * deliberately absent: the importer cannot write them.
 */
import type { FeedClass } from '#shared/listing-classes.ts';
import type { ListingRoomValue, MarketStatus } from '#server/modules/listings/listing.entity.ts';
import type { ListingRowAs } from '#server/modules/listings/listing-row.ts';
import type { FeedOwnedColumn } from '#server/modules/listings/listing-columns.ts';

/** One room, as stored (room-list-codec.ts). */
export type CanonicalRoom = ListingRoomValue;

export interface CanonicalMedia {
  media_key: string;
  ord: number;
  source_url: string;
  is_main: boolean;
  is_deleted: boolean;
  modification_ts: string | null;
}

/** The columns whose importer type is narrower than the row's. */
type NarrowedColumns = 'feed_class' | 'details' | 'modification_ts' | 'market_status' | 'close_date' | 'purchase_contract_date';

export interface CanonicalListing extends Pick<ListingRowAs<string>, Exclude<FeedOwnedColumn, NarrowedColumns>> {
  listing_key: string;
  feed_class: FeedClass;
  /** Legacy TREB-named detail fields the spec's detail page shows (Style, Sqft, Taxes, ...). */
  details: Record<string, string | number | boolean | null>;
  raw: Record<string, unknown>;
  /** Always known: it is the keyset's. */
  modification_ts: string;
  /** The board's status reduced to the site's states (reso-dictionary.ts marketStatusOf). */
  market_status: MarketStatus;
  /** VOW columns: null unless the feed is a VOW feed (dates as YYYY-MM-DD). */
  close_date: string | null;
  purchase_contract_date: string | null;
  media_list: CanonicalMedia[];
  /** Whether media_list is every photo the feed has for the listing: only then are the others taken for deleted. */
  media_complete: boolean;
  /** Not columns: which home it is and when the feed says things changed (listing events). */
  history: ListingHistoryFacts;
}

/** What the writer needs to place a listing in its home and date its events. */
export interface ListingHistoryFacts {
  /** listing_property's key (property-address.ts); '' when the address cannot place it. */
  address_key: string;
  unit_key: string;
  transaction_kind: 'sale' | 'lease';
  /** When it came on the market: OriginalEntryTimestamp, else the contract date, else ModificationTimestamp. */
  listed_ts: string;
  /** The feed's PriceChangeTimestamp, else ModificationTimestamp. */
  price_change_ts: string;
  /** When it entered its current market status (the status's own entry timestamp, else ModificationTimestamp). */
  status_ts: string;
  /** When a sale or lease now firm went conditional (VOW feeds' SoldConditionalEntryTimestamp), if known. */
  conditional_ts: string | null;
}
