/** Heads of the public pages whose content does not come from the database row by row. */
import { findMunicipality } from '#shared/geo/gta-municipalities.ts';
import type { TPublicSiteSettings } from '#shared/schemas/site-settings.schema.ts';
import type { SeoRoute } from './seo-types.ts';

export function realEstateAgentJsonLd(settings: TPublicSiteSettings, origin: string): Record<string, unknown> {
  const sameAs = Object.values(settings.social_links).filter((link): link is string => Boolean(link));
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    name: settings.agent_name,
    url: `${origin}/`,
    description: settings.site_short_description,
    ...(settings.phone ? { telephone: settings.phone } : {}),
    ...(settings.email ? { email: settings.email } : {}),
    ...(settings.address ? { address: { '@type': 'PostalAddress', streetAddress: settings.address, addressRegion: 'ON', addressCountry: 'CA' } } : {}),
    ...(settings.brokerage ? { parentOrganization: { '@type': 'Organization', name: settings.brokerage } } : {}),
    ...(settings.profile ? { image: `${origin}${settings.profile}` } : {}),
    areaServed: 'Greater Toronto Area',
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}

const page = (pattern: string, name: string, description?: string, options: { noindex?: boolean } = {}): SeoRoute => ({
  pattern,
  resolve: () => ({ page: name, canonicalPath: pattern, description, noindex: options.noindex }),
});

export const STATIC_SEO_ROUTES: SeoRoute[] = [
  {
    pattern: '/',
    resolve: (_params, { settings, origin }) => ({
      page: 'Home',
      canonicalPath: '/',
      description: settings.site_short_description,
      jsonLd: [realEstateAgentJsonLd(settings, origin)],
    }),
  },
  page('/about', 'About Us'),
  page('/search', 'Residential Properties', 'Search houses, townhouses and condos for sale and for rent across the Greater Toronto Area.'),
  page('/comsearch', 'Commercial Properties', 'Search retail, office, industrial and investment properties and businesses for sale or lease in the GTA.'),
  {
    pattern: '/estate/:locationName',
    resolve: ({ locationName = '' }) => {
      const municipality = findMunicipality(locationName);
      const name = municipality?.name ?? locationName;
      return {
        page: 'Map View',
        canonicalPath: `/estate/${encodeURIComponent(name)}`,
        description: `Homes and properties for sale and for rent in ${name}, Ontario, on the map and as a list.`,
      };
    },
  },
  page('/buy', 'Buy', 'Thinking of buying a home? How to research, tour and choose in the Toronto market.'),
  page('/sell', 'Sell', 'Selling your home in a hot market: preparation advice and a free consultation.'),
  page('/contact-us', 'Contact Us'),
  page('/calculators', 'Calculators', 'Mortgage, CMHC insurance, land transfer tax and affordability calculators for Ontario and Toronto.'),
  page('/mortgageloan', 'Mortgage Loan Calculator', 'Mortgage payments with Canadian semi-annual compounding and a full amortization schedule.'),
  page('/cmhcpremium', 'CMHC Premium Calculator', 'CMHC mortgage default insurance premium, minimum down payment and Ontario sales tax.'),
  page('/landtransfer', 'Land Transfer Tax Calculator', 'Ontario and Toronto land transfer tax with first-time buyer refunds, by closing date.'),
  page('/mortgageaffordability', 'Mortgage Affordability Calculator', 'How much home you can afford under the stress test, with GDS and TDS ratios.'),
  page('/propertylisting', 'Property Listing'),
  page('/showings', 'Showings', undefined, { noindex: true }),
  page('/showings/:id', 'Showings', undefined, { noindex: true }),
  page('/alerts/unsubscribe', 'Listing Alerts', undefined, { noindex: true }),
];
