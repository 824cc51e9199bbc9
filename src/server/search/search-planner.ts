/**
 * Turns the visitor's normalized criteria into the engine-neutral query: building type to feed
 * sub-types, the keyword to an MLS number, a place (resolved by the engine's fuzzy matching, so
 * "Misisauga" and "Scarboro" find their places) or text with an optional address, and
 * 'relevance' to "exact matches first, then newest".
 */
import { subTypesOfBuildingType, type TListingSearch } from '#shared/schemas/listing-search.schema.ts';
import type { SearchEngine } from './search-engine.ts';
import type { EngineQuery, PlaceFilter } from './search-types.ts';
import { parseKeyword } from './keyword.ts';
import { PLACE_MATCH_THRESHOLD, districtOfKeyword, municipalityBySkeleton, placeFilterOf } from './places.ts';
import { fold } from './text/normalize.ts';

/** The page's own municipality (/estate/{city}): its exact name, whatever the case; never a fuzzy guess. */
async function placeOfName(engine: SearchEngine, name: string): Promise<PlaceFilter> {
  const district = districtOfKeyword(name);
  if (district) return placeFilterOf({ name: district, kind: 'district' });
  const folded = fold(name);
  const [match] = (await engine.suggest(name, 5)).filter((candidate) => fold(candidate.name) === folded);
  return match ? placeFilterOf(match) : placeFilterOf({ name: name.trim(), kind: 'municipality' });
}

/** The criteria's own filters as the engine reads them, before the keyword and the page's place are resolved. */
export function filtersOf(criteria: TListingSearch): EngineQuery {
  return {
    classes: criteria.classes,
    subTypes: subTypesOfBuildingType(criteria.buildingType),
    transactionType: criteria.transactionType,
    minPrice: criteria.minPrice,
    maxPrice: criteria.maxPrice,
    minBeds: criteria.minBeds,
    minBaths: criteria.minBaths,
    minParking: criteria.minParking,
    places: [],
    mlsPrefix: null,
    text: null,
    exact: null,
    bbox: criteria.bbox,
    sort: criteria.sort === 'relevance' ? 'newest' : criteria.sort,
    closed: null,
  };
}

export async function planSearch(engine: SearchEngine, criteria: TListingSearch): Promise<EngineQuery> {
  const query = filtersOf(criteria);
  if (criteria.municipality) query.places.push(await placeOfName(engine, criteria.municipality));

  const keyword = parseKeyword(criteria.keyword);
  if (!keyword.folded) return query;
  if (keyword.mls) {
    query.mlsPrefix = keyword.mls;
    query.exact = { listingKey: keyword.mls, street: null, unit: null };
    return query;
  }
  const district = districtOfKeyword(criteria.keyword);
  if (district) {
    query.places.push(placeFilterOf({ name: district, kind: 'district' }));
    return query;
  }
  // A keyword without digits may be a place; one with digits is an address, postal code or the like.
  if (!/\d/.test(keyword.folded)) {
    const [best] = await engine.suggest(criteria.keyword, 1);
    // Trigrams miss a name spelt with other vowels ('Scarbourgh', 'Ajx'): its consonants still say which town.
    const place = best && best.rating >= PLACE_MATCH_THRESHOLD ? best : municipalityBySkeleton(criteria.keyword);
    if (place) {
      query.places.push(placeFilterOf(place));
      return query;
    }
  }
  query.text = { tokens: keyword.tokens };
  if (keyword.street) query.exact = { listingKey: null, street: keyword.street, unit: keyword.unit };
  return query;
}
