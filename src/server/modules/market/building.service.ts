/**
 * A condo building page: every condo listing whose address has the building's key
 * (`building_listing`, written by the market refresh from #shared/market/building-address.ts).
 * Units for sale and for rent now are public listings; past sales and leases (close prices) are
 * added only when `isVow` is true.
 */
import type pg from 'pg';
import { buildingAddress } from '#shared/market/building-address.ts';
import type { TBuildingAnswer, TBuildingPastUnit, TBuildingUnit } from '#shared/market/building.schema.ts';
import { marketPath } from '#shared/market/slug.ts';
import { notFound } from '#server/errors.ts';
import { publicListingSql } from '../listings/public-listing.ts';
import { type STORED_DETAIL_FIELDS, storedDetailSql } from '../listings/stored-details.ts';
import { numericOrNull } from '../../db/pg-numeric.ts';

/**
 * The midpoint of a size range in square feet ("700-799" → 749.5, "1100" → 1100). An open-ended
 * "0-499" counts from half its top (a studio is not 0 sq ft).
 */
export const SQFT_MIDPOINT_SQL = (column: string) => `(case
  when ${column} ~ '^\\s*\\d+\\s*-\\s*\\d+\\s*$' then
    (greatest(split_part(${column}, '-', 1)::numeric, split_part(${column}, '-', 2)::numeric / 2) + split_part(${column}, '-', 2)::numeric) / 2
  when ${column} ~ '^\\s*\\d+\\s*$' then btrim(${column})::numeric
end)`;

interface UnitRow {
  id: number;
  feed_class: 'residential' | 'condo' | 'commercial';
  unit_number: string | null;
  price: string | null;
  bedrooms: number | null;
  bedrooms_plus: number | null;
  bathrooms: number | null;
  sqft_range: string | null;
  association_fee: string | null;
  transaction_type: string;
  is_public: boolean;
  market_status: string | null;
  close_price: string | null;
  close_date: string | null;
  sold_per_sqft: string | null;
}

interface BuildingRow {
  address: string;
  municipality: string;
  community: string | null;
  postal_code: string | null;
  latitude: number | null;
  longitude: number | null;
  building_name: string | null;
  year_built: string | null;
  approximate_age: string | null;
  amenities: string[] | null;
  fee_includes: string[] | null;
  fee_per_sqft: string | null;
}

/** Comma-separated feed values ("Gym, Pool") of all units, most often named first. */
const LIST_SQL = (field: (typeof STORED_DETAIL_FIELDS)[number]) => `(select array_agg(item order by n desc, item) from (
    select btrim(item) as item, count(*) as n from building_units u, unnest(string_to_array(${storedDetailSql('u', field)}, ',')) as item
    where btrim(item) <> '' group by btrim(item)) counted)`;

export async function buildingPage(pool: pg.Pool, slug: string, isVow: boolean): Promise<TBuildingAnswer> {
  const { rows: buildingRows } = await pool.query<BuildingRow>(
    `with building_units as (
       select l.*, coalesce(r.raw, r.read_fields) as raw
       from building_listing b join listing l on l.id = b.listing_id left join listing_raw r on r.listing_id = l.id
       where b.building_key = $1 and l.feed_class = 'condo' and l.origin = 'feed'
     )
     select (select address from building_units order by is_active desc, id desc limit 1) as address,
            (select municipality from building_units order by is_active desc, id desc limit 1) as municipality,
            (select mode() within group (order by community) from building_units) as community,
            (select mode() within group (order by postal_code) from building_units) as postal_code,
            (select avg(latitude) from building_units where not is_geo_approximate) as latitude,
            (select avg(longitude) from building_units where not is_geo_approximate) as longitude,
            -- The feed's name of the building (RESO BuildingName), when any unit carries one.
            (select mode() within group (order by nullif(btrim(raw ->> 'BuildingName'), '')) from building_units) as building_name,
            (select mode() within group (order by nullif(btrim(raw ->> 'YearBuilt'), '')) from building_units) as year_built,
            (select mode() within group (order by approximate_age) from building_units) as approximate_age,
            ${LIST_SQL('Bldg_amen')} as amenities,
            ${LIST_SQL('Maint_inc')} as fee_includes,
            (select percentile_cont(0.5) within group (order by association_fee / ${SQFT_MIDPOINT_SQL('sqft_range')})
               from building_units where association_fee > 0 and ${SQFT_MIDPOINT_SQL('sqft_range')} > 0)::numeric(10, 2)::text as fee_per_sqft
     where exists (select 1 from building_units)`,
    [slug],
  );
  const building = buildingRows[0];
  if (!building) throw notFound('Building');

  const { rows: units } = await pool.query<UnitRow>(
    `select l.id, l.feed_class, l.unit_number, l.price::text, l.bedrooms, l.bedrooms_plus, l.bathrooms, l.sqft_range,
            l.association_fee::text, l.transaction_type, ${publicListingSql('l')} as is_public, l.market_status,
            l.close_price::text, to_char(coalesce(l.close_date, l.purchase_contract_date), 'YYYY-MM-DD') as close_date,
            round(l.close_price / nullif(${SQFT_MIDPOINT_SQL('l.sqft_range')}, 0), 2)::text as sold_per_sqft
     from building_listing b join listing l on l.id = b.listing_id
     where b.building_key = $1 and l.feed_class = 'condo' and l.origin = 'feed'
       and (${publicListingSql('l')} or (l.market_status in ('sold', 'leased') and l.close_price is not null))
     order by l.price nulls last, l.unit_number`,
    [slug],
  );
  const current = units.filter((unit) => unit.is_public);
  const answer: TBuildingAnswer = {
    slug,
    name: building.building_name,
    street: buildingAddress(building.address, building.municipality)?.street ?? building.address,
    municipality: building.municipality,
    community: building.community,
    postalCode: building.postal_code,
    latitude: building.latitude,
    longitude: building.longitude,
    yearBuilt: building.year_built,
    approximateAge: building.approximate_age,
    amenities: building.amenities ?? [],
    feeIncludes: building.fee_includes ?? [],
    typicalFeePerSqft: numericOrNull(building.fee_per_sqft),
    forSale: current.filter((unit) => unit.transaction_type === 'Sale').map(unitOf),
    forRent: current.filter((unit) => unit.transaction_type !== 'Sale').map(unitOf),
    marketPath: marketPath(building.municipality, building.community),
    hasPastFigures: isVow,
  };
  if (!isVow) return answer;
  const past = (status: string) =>
    units
      .filter((unit) => !unit.is_public && unit.market_status === status && unit.close_price !== null)
      .sort((a, b) => (b.close_date ?? '').localeCompare(a.close_date ?? ''))
      .map(pastOf);
  return { ...answer, pastSales: past('sold'), pastLeases: past('leased') };
}

function unitOf(row: UnitRow): TBuildingUnit {
  return {
    listingId: row.id,
    listingClass: row.feed_class,
    unit: row.unit_number,
    price: numericOrNull(row.price),
    bedrooms: row.bedrooms,
    bedroomsPlus: row.bedrooms_plus,
    bathrooms: row.bathrooms,
    sqftRange: row.sqft_range,
    associationFee: numericOrNull(row.association_fee),
  };
}

function pastOf(row: UnitRow): TBuildingPastUnit {
  return {
    unit: row.unit_number,
    soldPrice: Number(row.close_price),
    soldOn: row.close_date,
    listPrice: numericOrNull(row.price),
    bedrooms: row.bedrooms,
    sqftRange: row.sqft_range,
    soldPricePerSqft: numericOrNull(row.sold_per_sqft),
  };
}

/** Buildings with a unit on the site now: the sitemap's entries. */
export async function publicBuildingSlugs(pool: pg.Pool): Promise<{ slug: string; lastModified: Date }[]> {
  const { rows } = await pool.query<{ slug: string; updated_at: Date }>(
    `select b.building_key as slug, max(l.updated_at) as updated_at
     from building_listing b join listing l on l.id = b.listing_id
     where b.building_key <> '' and l.feed_class = 'condo' and l.origin = 'feed' and ${publicListingSql('l')}
     group by b.building_key order by b.building_key`,
  );
  return rows.map((row) => ({ slug: row.slug, lastModified: row.updated_at }));
}
