/**
 * The VOW tier's searches (issue #15): sold and leased listings are not public, so the search
 * engine answers them in SQL rather than from its in-memory copy of the public listings. These
 * indexes serve those queries: a market and close-date range, newest close first or by close
 * price, each paired with id for the keyset. Rows without a close date (every public listing)
 * stay out of them.
 */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261126070000_vow_search extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
create index listing_closed_date_idx on listing (market_status, close_date, id) where close_date is not null;
create index listing_closed_price_idx on listing (market_status, (coalesce(coalesce(close_price, price), 0)), id) where close_date is not null;
`);
  }
}
