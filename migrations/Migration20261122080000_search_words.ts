/**
 * Listing search words as a column the importer fills, instead of an index expression PostgreSQL
 * computed on every write. to_tsvector() over the remarks and address fields cost about a tenth of
 * PostgreSQL's time during an import; the importer now folds the same text the way keywords are
 * folded (src/server/search/text/search-words.ts) and sends the words as a tsvector literal.
 *
 * Every other write (the admin's own listings and corrections, a re-import of a listing whose
 * address or remarks the agent corrected) leaves the column null or unchanged, and a trigger
 * computes it with listing_search_words(), which mirrors the TypeScript. Document words and
 * keyword words now come from the same folding: "2.5" or "north-york" is found as it is typed.
 */
import { Migration } from '@mikro-orm/migrations';

// SEARCH_WORD_COLUMNS (text/search-words.ts) as of this migration: a migration keeps what it was written with.
const WORD_COLUMNS = ['listing_key', 'address', 'unit_number', 'postal_code', 'municipality', 'municipality_district', 'community', 'cross_street', 'remarks'];
const args = (prefix: string) => WORD_COLUMNS.map((column) => `${prefix}${column}`).join(', ');

export class Migration20261122080000_search_words extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
alter table listing add column search_words tsvector;

-- Folded words, one lexeme each; tsvector input refuses a lexeme over 2,047 bytes.
create or replace function public.listing_search_words(
  listing_key text, address text, unit_number text, postal_code text, municipality text,
  municipality_district text, community text, cross_street text, remarks text
) returns tsvector
  language sql immutable parallel safe
  as $$
  select array_to_tsvector(array(
    select word
    from unnest(string_to_array(public.search_fold(concat_ws(' ',
      listing_key, address, unit_number, postal_code, replace(postal_code, ' ', ''), municipality,
      municipality_district, public.search_former_municipality(municipality_district), community, cross_street, remarks)), ' ')) as word
    where length(word) <= 2047
  ))
  $$;

create or replace function public.refresh_listing_search_words() returns trigger
  language plpgsql
  as $$
  begin
    new.search_words := public.listing_search_words(${args('new.')});
    return new;
  end
  $$;

update listing set search_words = listing_search_words(${args('')});

-- The importer sends the words; anything else that writes a listing gets them computed.
create trigger listing_search_words_on_insert before insert on listing
  for each row when (new.search_words is null)
  execute function public.refresh_listing_search_words();
create trigger listing_search_words_on_update before update on listing
  for each row when (
    new.search_words is null
    or (new.search_words is not distinct from old.search_words and (${args('new.')}) is distinct from (${args('old.')}))
  )
  execute function public.refresh_listing_search_words();

drop index listing_search_document_idx;
drop function public.listing_search_document(text, text, text, text, text, text, text, text, text);
create index listing_search_words_idx on listing using gin (search_words) where is_active;
`);
  }
}
