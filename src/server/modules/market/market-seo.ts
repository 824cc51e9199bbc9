/**
 * What crawlers and link previews get for the market and building pages: each page's head
 * (title, description, canonical URL; a building as a schema.org ApartmentComplex), and the
 * municipalities' and communities' market pages and every building with a unit on the site in
 * /sitemap.xml. Heads read only public figures (the building's public answer, place names).
 */
import type pg from 'pg';
import { marketPath } from '#shared/market/slug.ts';
import { placeJsonLd } from '../../seo/json-ld.ts';
import type { SeoRoute, SitemapEntry } from '../../seo/seo-types.ts';
import { buildingPage, publicBuildingSlugs } from './building.service.ts';
import { THIS_MONTH_SQL } from './market-sql.ts';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

async function placeNames(pool: pg.Pool, municipality: string, community: string): Promise<{ municipality: string; community: string } | null> {
  if (!SLUG.test(municipality) || (community !== '' && !SLUG.test(community))) return null;
  const { rows } = await pool.query<{ municipality: string; community: string }>(
    'select municipality, community from market_month where municipality_slug = $1 and community_slug = $2 limit 1',
    [municipality.toLowerCase(), community.toLowerCase()],
  );
  return rows[0] ?? null;
}

const marketHead = (names: { municipality: string; community: string }) => {
  const place = names.community ? `${names.community}, ${names.municipality}` : names.municipality;
  return {
    page: `${place} Real Estate Market`,
    canonicalPath: marketPath(names.municipality, names.community || null),
    description: `${place} real estate month by month over two years: new listings, homes for sale, median asking prices and days on market for houses, condos and commercial properties.`,
  };
};

export const MARKET_SEO_ROUTES: SeoRoute[] = [
  {
    pattern: '/market',
    resolve: () => ({
      page: 'GTA Real Estate Market',
      canonicalPath: '/market',
      description: 'The Greater Toronto Area municipalities ranked by median asking price, with the change over a year and the homes for sale now.',
    }),
  },
  {
    pattern: '/market/:municipality',
    resolve: async ({ municipality = '' }, { services }) => {
      const names = await placeNames(services.pool, municipality, '');
      return names ? marketHead(names) : { page: 'Market', canonicalPath: '/market', noindex: true };
    },
  },
  {
    pattern: '/market/:municipality/:community',
    resolve: async ({ municipality = '', community = '' }, { services }) => {
      const names = await placeNames(services.pool, municipality, community);
      return names ? marketHead(names) : { page: 'Market', canonicalPath: '/market', noindex: true };
    },
  },
  {
    pattern: '/building/:slug',
    resolve: async ({ slug = '' }, { services, origin }) => {
      const key = slug.toLowerCase();
      const building = SLUG.test(key) ? await buildingPage(services.pool, key, false).catch(() => null) : null;
      if (!building) return { page: 'Condo Building', canonicalPath: '/market', noindex: true };
      const canonicalPath = `/building/${building.slug}`;
      const title = building.name ? `${building.name}, ${building.street}, ${building.municipality}` : `${building.street}, ${building.municipality}`;
      const units = building.forSale.length + building.forRent.length;
      return {
        page: `${title} — Condo Building`,
        canonicalPath,
        description: `Condos at ${building.street}, ${building.municipality}: ${building.forSale.length} for sale and ${building.forRent.length} for rent now${
          building.amenities.length > 0 ? `; amenities: ${building.amenities.slice(0, 5).join(', ')}` : ''
        }.`,
        jsonLd: [
          {
            '@context': 'https://schema.org',
            '@type': 'ApartmentComplex',
            name: building.name ?? building.street,
            url: `${origin}${canonicalPath}`,
            ...placeJsonLd(building),
            numberOfAvailableAccommodationUnits: units,
            ...(building.amenities.length > 0
              ? { amenityFeature: building.amenities.map((name) => ({ '@type': 'LocationFeatureSpecification', name, value: true })) }
              : {}),
          },
        ],
      };
    },
  },
];

/** The market pages of every area with figures this month, and the buildings with a unit on the site. */
export async function marketSitemapEntries(pool: pg.Pool): Promise<SitemapEntry[]> {
  const [areas, buildings] = await Promise.all([
    pool.query<{ municipality: string; community: string }>(
      `select distinct municipality, community from market_month where month = ${THIS_MONTH_SQL} order by municipality, community`,
    ),
    publicBuildingSlugs(pool),
  ]);
  return [
    { path: '/market' },
    ...areas.rows.map((row) => ({ path: marketPath(row.municipality, row.community || null) })),
    ...buildings.map((building) => ({ path: `/building/${building.slug}`, lastModified: building.lastModified })),
  ];
}
