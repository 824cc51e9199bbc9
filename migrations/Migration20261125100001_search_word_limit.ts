/**
 * tsvector input refuses a lexeme of 2,047 bytes (its limit is 2,046), and the search words kept
 * words up to 2,047: one remarks word of exactly that length failed its listing's write. The
 * TypeScript side (text/search-words.ts) drops the same words.
 */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261125100001_search_word_limit extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
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
    where length(word) <= 2046
  ))
  $$;
`);
  }
}
