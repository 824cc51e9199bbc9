/**
 * The listing's search words are no longer a stored column: the GIN index is built on
 * listing_search_words() of the row's own columns (issue #26: ≤ 4 KB a listing on disk). The
 * tsvector was the listing row's widest value (533 bytes of 1,871 on average at 2,000,000
 * listings), a copy of text the row already holds, kept only so the index could be built and
 * matches rechecked.
 *
 * What it costs instead: PostgreSQL computes the words on every insert, and on every update that
 * changes one of their columns (~60 µs a listing; the importer no longer folds them in Node, nor
 * sends them as a literal PostgreSQL parses), and a match read from a lossy bitmap page is
 * rechecked by computing them: the statements that gather a common keyword's ids ask for the
 * working memory that keeps their bitmap exact (fullTextSettings in postgres/listing-search-sql.ts). The high cost tells the
 * planner to find rows through the index rather than compute the words row by row.
 *
 * A second partial index covers the closed listings (those with a close date): the VOW tier's
 * keyword search of sold and leased listings tested the stored words row by row, which computing
 * them would make some fifty times dearer. Listings neither active nor closed (expired, terminated)
 * are found by no keyword search and are in neither. Two partial indexes rather than one over
 * every row: a public query's plan then needs no second index to tell the active rows.
 * docs/decisions/2026-11-29-search-words-indexed-not-stored.md
 */
import { Migration } from '@mikro-orm/migrations';

// searchWordsSql (text/search-words.ts) as of this migration: a migration keeps what it was written with.
const WORDS =
  'public.listing_search_words(listing_key, address, unit_number, postal_code, municipality, municipality_district, community, cross_street, remarks)';

export class Migration20261129150000_search_words_indexed_not_stored extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
drop trigger listing_search_words_on_insert on listing;
drop trigger listing_search_words_on_update on listing;
drop function public.refresh_listing_search_words();
drop index listing_search_words_idx;
alter table listing drop column search_words;

-- The same words as before (migration 20261125100001), a third cheaper: PL/pgSQL keeps its
-- compiled body for the session, and a text with no word too long for a lexeme (all of them,
-- nearly) is split without the set-returning filter.
create or replace function public.listing_search_words(
  listing_key text, address text, unit_number text, postal_code text, municipality text,
  municipality_district text, community text, cross_street text, remarks text
) returns tsvector
  language plpgsql immutable parallel safe cost 1000
  as $$
  declare
    folded text := public.search_fold(concat_ws(' ',
      listing_key, address, unit_number, postal_code, replace(postal_code, ' ', ''), municipality,
      municipality_district, public.search_former_municipality(municipality_district), community, cross_street, remarks));
  begin
    if folded = '' then
      return ''::tsvector;
    elsif length(folded) <= 2046 then
      return array_to_tsvector(string_to_array(folded, ' '));
    end if;
    return array_to_tsvector(array(select word from unnest(string_to_array(folded, ' ')) as word where length(word) <= 2046));
  end
  $$;

create index listing_search_words_idx on listing using gin (${WORDS}) where is_active;
create index listing_closed_words_idx on listing using gin (${WORDS}) where close_date is not null;
-- The planner ignores a partial index's statistics: without these, every word would be taken
-- for 0.5 % of the rows.
create statistics listing_search_words_stats on (${WORDS}) from listing;
analyze listing;
`);
  }
}
