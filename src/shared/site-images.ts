/**
 * The site's pictures the agent may replace in admin Settings: the two Home hero slides, the
 * "Where Should you Live" city tiles and the three Buy tiles. Each has a bundled default, an SVG
 * drawn by `npm run draw:site-images` (scripts/draw-site-images.ts) and committed under
 * src/client/public/site-images, so a fresh install downloads nothing and looks finished.
 */
export const HOME_CITIES = ['Toronto', 'Mississauga', 'Richmond Hill', 'Pickering', 'Markham', 'Oshawa', 'Ajax', 'Scarborough'] as const;

export interface SiteImageSlot {
  slot: string;
  /** Where the picture is shown, for the Settings screen. */
  group: 'Home slideshow' | 'Home city tiles' | 'Buy page tiles';
  label: string;
  /** The bundled picture and its drawn size (the agent's uploads keep their own size). */
  defaultSrc: string;
  width: number;
  height: number;
}

const citySlug = (city: string) => city.toLowerCase().replace(/[^a-z]+/g, '-');

export const SITE_IMAGE_SLOTS = [
  { slot: 'hero-dusk', group: 'Home slideshow', label: 'Slide 1: Toronto skyline at dusk', defaultSrc: '/site-images/hero-dusk.svg', width: 1600, height: 900 },
  {
    slot: 'hero-lake',
    group: 'Home slideshow',
    label: 'Slide 2: Lake Ontario waterfront on a summer day',
    defaultSrc: '/site-images/hero-lake.svg',
    width: 1600,
    height: 900,
  },
  ...HOME_CITIES.map((city) => ({
    slot: `city-${citySlug(city)}`,
    group: 'Home city tiles' as const,
    label: city,
    defaultSrc: `/site-images/city-${citySlug(city)}.svg`,
    width: 800,
    height: 500,
  })),
  { slot: 'buy-strategies', group: 'Buy page tiles', label: 'Buying Strategies', defaultSrc: '/site-images/buy-strategies.svg', width: 800, height: 450 },
  { slot: 'buy-commitment', group: 'Buy page tiles', label: 'Commitment', defaultSrc: '/site-images/buy-commitment.svg', width: 800, height: 450 },
  { slot: 'buy-responsiveness', group: 'Buy page tiles', label: 'Responsiveness', defaultSrc: '/site-images/buy-responsiveness.svg', width: 800, height: 450 },
] as const satisfies readonly SiteImageSlot[];

export type SiteImageSlotId = (typeof SITE_IMAGE_SLOTS)[number]['slot'];
export const SITE_IMAGE_SLOT_IDS = SITE_IMAGE_SLOTS.map((slot) => slot.slot) as [SiteImageSlotId, ...SiteImageSlotId[]];

export const cityImageSlot = (city: string) => `city-${citySlug(city)}`;
