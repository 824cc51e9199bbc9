/**
 * Where a tour's places are, from data we already have and nothing else (no outside geocoder):
 * a home's own coordinates, else its community's or municipality's centre (marked approximate,
 * as are coordinates the importer itself took from a community point);
 * the visitor's start address matched against the listings' addresses, then against the GTA
 * communities and municipalities of `#shared/geo`.
 */
import type pg from 'pg';
import { numericOrNull } from '../../db/pg-numeric.ts';
import { GTA_MUNICIPALITIES, findMunicipality, normalizePlaceName, type Community } from '#shared/geo/gta-municipalities.ts';
import { AppError } from '../../errors.ts';
import { publicListingSql } from '../listings/public-listing.ts';

export const START_NOT_FOUND =
  'We could not find that place. Try the street address of a home on our site, a neighbourhood or a city, or start at the first home.';
export const HOME_NOT_AVAILABLE = (address: string) => `${address} is no longer available. Please remove it from your showing list.`;

export interface TourHome {
  listingId: number;
  listingKey: string;
  address: string;
  municipality: string | null;
  propertyType: string | null;
  price: number | null;
  latitude: number;
  longitude: number;
  approximate: boolean;
  exactLatitude: number | null;
  exactLongitude: number | null;
}

interface HomeRow {
  id: number;
  listing_key: string;
  address: string;
  municipality: string | null;
  community: string | null;
  price: string | null;
  feed_class: string;
  latitude: number | null;
  longitude: number | null;
  is_geo_approximate: boolean;
  visible: boolean;
}

function communityCentre(municipalityName: string | null, communityName: string | null): { latitude: number; longitude: number } | null {
  const municipality = municipalityName ? findMunicipality(municipalityName) : undefined;
  const wanted = communityName ? normalizePlaceName(communityName) : null;
  const pools = municipality ? [municipality] : GTA_MUNICIPALITIES;
  if (wanted) {
    for (const candidate of pools) {
      const community = candidate.communities.find((item: Community) => normalizePlaceName(item.name) === wanted);
      if (community) return community;
    }
  }
  return municipality ?? null;
}

/** The homes of a tour in the order asked, each with a position; a home the site no longer shows is a 400. */
export async function loadTourHomes(client: pg.PoolClient | pg.Pool, propertyIds: readonly number[]): Promise<TourHome[]> {
  const { rows } = await client.query<HomeRow>(
    `select id, listing_key, address, municipality, community, price, feed_class, latitude, longitude, is_geo_approximate, ${publicListingSql()} as visible
       from listing where id = any($1::int[])`,
    [propertyIds],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const problems: string[] = [];
  const homes = propertyIds.flatMap((id) => {
    const row = byId.get(id);
    if (!row?.visible) {
      problems.push(HOME_NOT_AVAILABLE(row?.address ?? `Property ${id}`));
      return [];
    }
    const exact = row.latitude !== null && row.longitude !== null ? { latitude: row.latitude, longitude: row.longitude } : null;
    const position = exact ?? communityCentre(row.municipality, row.community);
    if (!position) {
      problems.push(`We do not know where ${row.address} is, so it cannot be placed on a tour.`);
      return [];
    }
    return [
      {
        listingId: row.id,
        listingKey: row.listing_key,
        address: row.address,
        municipality: row.municipality,
        propertyType: row.feed_class,
        price: numericOrNull(row.price),
        latitude: position.latitude,
        longitude: position.longitude,
        // The importer already places some homes at a community point and says so.
        approximate: exact === null || row.is_geo_approximate,
        exactLatitude: row.latitude,
        exactLongitude: row.longitude,
      },
    ];
  });
  if (problems.length > 0) throw new AppError('BAD_REQUEST', problems[0]!, { listingIds: problems });
  return homes;
}

export interface StartPlace {
  label: string;
  latitude: number;
  longitude: number;
}

/**
 * The visitor's start: a listing whose address the text starts with ("88 Harbour Street 1203,
 * Toronto"), else a community or municipality named by any comma-separated part of it.
 */
export async function findStartPlace(client: pg.PoolClient | pg.Pool, text: string): Promise<StartPlace> {
  const firstPart = text.split(',')[0]!.trim();
  if (firstPart.length >= 4) {
    const { rows } = await client.query<{ address: string; municipality: string | null; latitude: number; longitude: number }>(
      `select address, municipality, latitude, longitude from listing
        where latitude is not null and longitude is not null and lower(address) = lower($1)
        order by ${publicListingSql()} desc, id limit 1`,
      [firstPart],
    );
    const listing = rows[0];
    if (listing) return { label: [listing.address, listing.municipality].filter(Boolean).join(', '), latitude: listing.latitude, longitude: listing.longitude };
  }
  const parts = text
    .split(',')
    .map((part) => normalizePlaceName(part))
    .filter((part) => part !== '');
  for (const part of parts) {
    for (const municipality of GTA_MUNICIPALITIES) {
      const community = municipality.communities.find((item) => normalizePlaceName(item.name) === part);
      if (community) return { label: `${community.name}, ${municipality.name}`, latitude: community.latitude, longitude: community.longitude };
    }
  }
  for (const part of parts) {
    const municipality = findMunicipality(part);
    if (municipality) return { label: municipality.name, latitude: municipality.latitude, longitude: municipality.longitude };
  }
  throw new AppError('BAD_REQUEST', START_NOT_FOUND, { 'start.address': [START_NOT_FOUND] });
}
