/**
 * Listing search on PostgreSQL: immutable text helpers, expression indexes over the listing row
 * (so every write keeps them current, with no column the importer must fill) and the word list
 * typo tolerance draws on. Only active listings are ever searched, so the indexes are partial.
 * The TypeScript mirror of search_street() is src/server/search/text/normalize.ts (a test keeps
 * them equal); the SQL that must match these index expressions is in
 * src/server/search/postgres/listing-search-sql.ts.
 */
import { Migration } from '@mikro-orm/migrations';

/** Columns the search filters read, carried in the sort indexes (see below). */
const COVERED = [
  'municipality', 'listed_at', 'created_at', 'price', 'feed_class', 'transaction_type', 'property_sub_type', 'bedrooms',
  'bathrooms', 'parking_spaces', 'municipality_district', 'community', 'latitude', 'longitude',
].join(', ');

export class Migration20261122010000_search extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
-- Function bodies name their schema: PostgreSQL builds indexes and refreshes materialized views
-- with a restricted search_path.
-- unaccent() is only STABLE (it reads its dictionary by name); pinning the dictionary makes the
-- result depend on the argument alone, which is what an index expression needs.
create or replace function public.search_unaccent(text) returns text
  language sql immutable parallel safe strict
  as $$ select public.unaccent('public.unaccent'::regdictionary, $1) $$;

-- Case, accents and punctuation folded: "Église-St. Clair" -> "eglise st clair".
create or replace function public.search_fold(text) returns text
  language sql immutable parallel safe
  as $$ select btrim(regexp_replace(lower(public.search_unaccent(coalesce($1, ''))), '[^a-z0-9]+', ' ', 'g')) $$;

-- A street line in one spelling: folded, street types and directions abbreviated the way TRREB
-- writes them, so "12 Maple Avenue West" and "12 maple ave w" are the same key. PL/pgSQL keeps
-- its compiled body for the session (an SQL function with a FROM clause is set up again in
-- every statement); the high cost tells the planner to find rows through the index on it
-- rather than compute it row by row.
create or replace function public.search_street(value text) returns text
  language plpgsql immutable parallel safe cost 1000
  as $$
  declare
    words text[] := string_to_array(nullif(public.search_fold(value), ''), ' ');
  begin
    if words is null then
      return '';
    end if;
    for position in 1 .. array_length(words, 1) loop
      words[position] := case words[position]
        when 'street' then 'st' when 'str' then 'st' when 'avenue' then 'ave' when 'av' then 'ave'
        when 'drive' then 'dr' when 'drv' then 'dr' when 'road' then 'rd' when 'crescent' then 'cres'
        when 'cr' then 'cres' when 'boulevard' then 'blvd' when 'blv' then 'blvd' when 'court' then 'crt'
        when 'ct' then 'crt' when 'lane' then 'ln' when 'trail' then 'trl' when 'place' then 'pl'
        when 'circle' then 'cir' when 'parkway' then 'pkwy' when 'square' then 'sq' when 'terrace' then 'terr'
        when 'ter' then 'terr' when 'highway' then 'hwy' when 'gardens' then 'gdns' when 'heights' then 'hts'
        when 'grove' then 'grv' when 'point' then 'pt' when 'east' then 'e' when 'west' then 'w'
        when 'north' then 'n' when 'south' then 's'
        else words[position]
      end;
    end loop;
    return array_to_string(words, ' ');
  end
  $$;

-- Scarborough, North York and Etobicoke are Toronto districts in the feed ("Toronto E05");
-- people still search by those names.
create or replace function public.search_former_municipality(district text) returns text
  language sql immutable parallel safe
  as $$
  select case substring(district from '([CEW][0-9]{2})$')
    when 'E04' then 'Scarborough' when 'E05' then 'Scarborough' when 'E06' then 'Scarborough'
    when 'E07' then 'Scarborough' when 'E08' then 'Scarborough' when 'E09' then 'Scarborough'
    when 'E10' then 'Scarborough' when 'E11' then 'Scarborough'
    when 'C06' then 'North York' when 'C07' then 'North York' when 'C12' then 'North York'
    when 'C13' then 'North York' when 'C14' then 'North York' when 'C15' then 'North York'
    when 'W05' then 'North York'
    when 'W06' then 'Etobicoke' when 'W07' then 'Etobicoke' when 'W08' then 'Etobicoke'
    when 'W09' then 'Etobicoke' when 'W10' then 'Etobicoke'
  end
  $$;

-- Everything a keyword may hit: MLS number, address and unit, postal code (also without its
-- space), municipality, district and former municipality, community, cross streets, remarks.
create or replace function public.listing_search_document(
  listing_key text, address text, unit_number text, postal_code text, municipality text,
  municipality_district text, community text, cross_street text, remarks text
) returns tsvector
  language sql immutable parallel safe
  as $$
  select to_tsvector('simple'::regconfig, public.search_unaccent(concat_ws(' ',
    listing_key, address, unit_number, postal_code, replace(postal_code, ' ', ''), municipality,
    municipality_district, public.search_former_municipality(municipality_district), community, cross_street, remarks)))
  $$;

create index listing_search_document_idx on listing using gin (
  listing_search_document(listing_key, address, unit_number, postal_code, municipality, municipality_district, community, cross_street, remarks)
) where is_active;

-- Caches of listing data notice inserts and updates by the newest updated_at; deletes leave no
-- such trace, so a statement trigger counts them.
create sequence public.listing_deletions;
create or replace function public.count_listing_deletions() returns trigger
  language plpgsql
  as $$ begin perform nextval('public.listing_deletions'); return null; end $$;
create trigger listing_deletions after delete on public.listing
  for each statement execute function public.count_listing_deletions();

-- Exact and word-prefix address matches rank first.
create index listing_street_key_idx on listing (search_street(address) text_pattern_ops) where is_active;
-- MLS numbers: exact and prefix.
create index listing_key_prefix_idx on listing (listing_key text_pattern_ops) where is_active;

-- Keyset paging: every sort is (value, id), with the value never null, alone or after the
-- municipality (the usual keyword). INCLUDE carries every filter column, so pages and counts
-- are answered from the index alone; PostgreSQL only sees an expression as covered when its
-- columns are included too (municipality, listed_at, created_at, price).
create index listing_active_newest_idx on listing ((coalesce(listed_at, created_at)), id)
  include (${COVERED}) where is_active;
create index listing_active_price_idx on listing ((coalesce(price, 0)), id)
  include (${COVERED}) where is_active;
create index listing_active_place_newest_idx on listing (lower(municipality), (coalesce(listed_at, created_at)), id)
  include (${COVERED}) where is_active;
create index listing_active_place_price_idx on listing (lower(municipality), (coalesce(price, 0)), id)
  include (${COVERED}) where is_active;
create index listing_active_district_idx on listing (municipality_district) where is_active and municipality_district is not null;
create index listing_active_community_idx on listing (lower(community)) where is_active;
-- "Has anything changed?" for in-memory copies of listing data (search/postgres/listing-facts.ts).
create index listing_updated_at_idx on listing (updated_at);

-- Words typo tolerance may correct a keyword to: place and street names of listings on the site.
create materialized view search_vocabulary as
  select word, count(*)::int as listings
  from (
    select unnest(tsvector_to_array(to_tsvector('simple'::regconfig, public.search_unaccent(concat_ws(' ',
      street_name, municipality, public.search_former_municipality(municipality_district), community, cross_street))))) as word
    from listing
    where is_active
  ) words
  where length(word) >= 4 and word !~ '[0-9]'
  group by word;
create unique index search_vocabulary_word_idx on search_vocabulary (word);
`);
  }
}
