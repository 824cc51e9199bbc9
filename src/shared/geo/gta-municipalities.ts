/**
 * The Greater Toronto Area municipalities the site knows about: map centres for /estate/{city},
 * community (TRREB "CityRegion") points for map fallbacks and the sample feed, and the postal
 * FSAs used to recognise a keyword as a place. Isomorphic data: no Node or browser imports.
 *
 * Edit when a municipality or community is missing. Coordinates are real (4 decimals, WGS84);
 * municipality points are the civic centre / main settlement (what a geocoder returns for the
 * name), not the geometric centre of the boundary, because that is where a map should open.
 *
 * "Scarborough", "North York" and "Etobicoke" are former municipalities, now part of the City of
 * Toronto (TRREB files them as Toronto E/C/W districts); they are separate entries because the
 * home page links to /estate/Scarborough and people search by those names.
 */

export type GtaRegion = 'Toronto' | 'Peel' | 'York' | 'Durham' | 'Halton';

export interface Community {
  name: string;
  latitude: number;
  longitude: number;
}

export interface Municipality {
  name: string;
  region: GtaRegion;
  latitude: number;
  longitude: number;
  communities: Community[];
  postalPrefixes: string[];
}

/** The eight "Where Should you Live" tiles on the home page (spec §2 Home). */
export const HOME_PAGE_CITIES = ['Toronto', 'Mississauga', 'Richmond Hill', 'Pickering', 'Markham', 'Oshawa', 'Ajax', 'Scarborough'] as const;

export type HomePageCity = (typeof HOME_PAGE_CITIES)[number];

/** A community row: its name and point. */
type CommunityRow = readonly [name: string, latitude: number, longitude: number];

/** Postal FSAs written as one space-separated string, the way they are listed. */
const fsas = (list: string): string[] => list.split(' ');

/**
 * The table below is one row per municipality (name, region, map centre, postal FSAs) with its
 * communities one row each, so an entry is its values; this builds the exported objects from it.
 */
const m = (
  name: string,
  region: GtaRegion,
  latitude: number,
  longitude: number,
  postalPrefixes: string[],
  communities: readonly CommunityRow[],
): Municipality => ({
  name,
  region,
  latitude,
  longitude,
  postalPrefixes,
  communities: communities.map(([name, latitude, longitude]) => ({ name, latitude, longitude })),
});

const SCARBOROUGH_FSAS = fsas('M1B M1C M1E M1G M1H M1J M1K M1L M1M M1N M1P M1R M1S M1T M1V M1W M1X');
const NORTH_YORK_FSAS = fsas('M2H M2J M2K M2L M2M M2N M2P M2R M3A M3B M3C M3H M3J M3K M3L M3M M3N M4A M5M M6A M6B M6L M9L M9M');
const ETOBICOKE_FSAS = fsas('M8V M8W M8X M8Y M8Z M9A M9B M9C M9P M9R M9V M9W');
/** Old Toronto, East York and York. */
const TORONTO_CORE_FSAS = fsas(
  'M4B M4C M4E M4G M4H M4J M4K M4L M4M M4N M4P M4R M4S M4T M4V M4W M4X M4Y M5A M5B M5C M5E M5G M5H M5J M5K M5L M5N M5P M5R M5S M5T M5V M5X M6C M6E M6G M6H M6J M6K M6M M6N M6P M6R M6S M7A M9N',
);

/** The whole amalgamated city: a feed record with City "Toronto E09" is in Toronto. */
const TORONTO_FSAS = [...TORONTO_CORE_FSAS, ...NORTH_YORK_FSAS, ...ETOBICOKE_FSAS, ...SCARBOROUGH_FSAS].sort();

export const GTA_MUNICIPALITIES: readonly Municipality[] = [
  // ── City of Toronto ────────────────────────────────────────────────────────────────────────
  m('Toronto', 'Toronto', 43.6532, -79.3832, TORONTO_FSAS, [
    ['Church-Yonge Corridor', 43.6626, -79.3809],
    ['Annex', 43.6703, -79.4072],
    ['Leslieville', 43.6626, -79.3337],
    ['Waterfront Communities C1', 43.6408, -79.3918],
    ['Bay Street Corridor', 43.6577, -79.3856],
    ['Trinity-Bellwoods', 43.6471, -79.4137],
    ['Yonge-Eglinton', 43.7064, -79.3986],
    ['Rosedale-Moore Park', 43.6822, -79.379],
    ['Leaside', 43.7094, -79.366],
    ['The Beaches', 43.6716, -79.2968],
    ['High Park-Swansea', 43.645, -79.471],
    ['Junction Area', 43.6655, -79.47],
  ]),
  m('Scarborough', 'Toronto', 43.7764, -79.2318, SCARBOROUGH_FSAS, [
    ['Agincourt North', 43.805, -79.266],
    ["L'Amoreaux", 43.797, -79.314],
    ["Tam O'Shanter-Sullivan", 43.78, -79.303],
    ['Birchcliffe-Cliffside', 43.693, -79.264],
    ['Clairlea-Birchmount', 43.715, -79.283],
    ['Dorset Park', 43.759, -79.28],
    ['Woburn', 43.767, -79.228],
    ['Bendale', 43.76, -79.257],
    ['Guildwood', 43.75, -79.196],
    ['Highland Creek', 43.789, -79.173],
    ['Malvern', 43.807, -79.222],
    ['Scarborough Village', 43.738, -79.216],
  ]),
  m('North York', 'Toronto', 43.7615, -79.4111, NORTH_YORK_FSAS, [
    ['Willowdale East', 43.77, -79.404],
    ['Newtonbrook West', 43.786, -79.432],
    ['Bayview Village', 43.77, -79.383],
    ['Don Valley Village', 43.784, -79.355],
    ['Bathurst Manor', 43.762, -79.456],
    ['Banbury-Don Mills', 43.739, -79.35],
    ['Parkwoods-Donalda', 43.754, -79.324],
    ['York University Heights', 43.765, -79.488],
    ['Downsview-Roding-CFB', 43.733, -79.49],
    ['Bridle Path-Sunnybrook-York Mills', 43.733, -79.378],
    ['Lansing-Westgate', 43.755, -79.423],
    ['Hillcrest Village', 43.8, -79.363],
  ]),
  m('Etobicoke', 'Toronto', 43.6435, -79.565, ETOBICOKE_FSAS, [
    ['Mimico', 43.615, -79.499],
    ['Long Branch', 43.593, -79.537],
    ['New Toronto', 43.601, -79.505],
    ['Alderwood', 43.603, -79.544],
    ['Stonegate-Queensway', 43.635, -79.501],
    ['Islington-City Centre West', 43.64, -79.548],
    ['Kingsway South', 43.651, -79.51],
    ['Etobicoke West Mall', 43.64, -79.57],
    ['Humber Heights', 43.695, -79.522],
    ['Willowridge-Martingrove-Richview', 43.683, -79.555],
    ['Rexdale-Kipling', 43.72, -79.568],
    ['West Humber-Clairville', 43.72, -79.601],
  ]),

  // ── Peel ───────────────────────────────────────────────────────────────────────────────────
  m('Mississauga', 'Peel', 43.589, -79.6441, fsas('L4T L4V L4W L4X L4Y L4Z L5A L5B L5C L5E L5G L5H L5J L5K L5L L5M L5N L5R L5T L5V L5W'), [
    ['City Centre', 43.5933, -79.6424],
    ['Port Credit', 43.5519, -79.5856],
    ['Streetsville', 43.5856, -79.7117],
    ['Meadowvale', 43.595, -79.748],
    ['Erin Mills', 43.541, -79.682],
    ['Cooksville', 43.58, -79.618],
    ['Malton', 43.707, -79.637],
    ['Lorne Park', 43.525, -79.62],
    ['Churchill Meadows', 43.553, -79.735],
    ['Clarkson', 43.513, -79.634],
    ['Mineola', 43.564, -79.594],
  ]),
  m('Brampton', 'Peel', 43.7315, -79.7624, fsas('L6P L6R L6S L6T L6V L6W L6X L6Y L6Z L7A'), [
    ['Downtown Brampton', 43.6858, -79.76],
    ['Brampton North', 43.701, -79.77],
    ['Heart Lake West', 43.74, -79.802],
    ['Springdale', 43.75, -79.74],
    ['Sandringham-Wellington', 43.745, -79.71],
    ["Fletcher's Meadow", 43.714, -79.82],
    ['Credit Valley', 43.668, -79.793],
    ['Bram East', 43.783, -79.655],
    ['Central Park', 43.719, -79.731],
    ['Madoc', 43.705, -79.747],
    ['Northwest Brampton', 43.696, -79.835],
    ["Fletcher's Creek South", 43.662, -79.742],
  ]),
  m('Caledon', 'Peel', 43.8667, -79.8667, fsas('L7C L7E L7K L0N'), [
    ['Bolton West', 43.876, -79.743],
    ['Bolton East', 43.88, -79.72],
    ['Bolton North', 43.895, -79.738],
    ['Caledon East', 43.874, -79.861],
    ['Inglewood', 43.796, -79.934],
    ['Caledon Village', 43.857, -79.986],
    ['Alton', 43.858, -80.068],
    ['Palgrave', 43.958, -79.835],
    ['Cheltenham', 43.771, -79.929],
  ]),

  // ── York ───────────────────────────────────────────────────────────────────────────────────
  m('Aurora', 'York', 44.0065, -79.4504, fsas('L4G'), [
    ['Aurora Village', 44.0, -79.466],
    ['Aurora Highlands', 43.993, -79.48],
    ['Bayview Wellington', 44.005, -79.425],
    ['Aurora Heights', 44.006, -79.473],
    ['Aurora Estates', 43.985, -79.429],
    ['Bayview Northeast', 44.018, -79.42],
    ['Aurora Grove', 43.989, -79.46],
  ]),
  m('East Gwillimbury', 'York', 44.1, -79.4333, fsas('L9N L0G'), [
    ['Sharon', 44.101, -79.439],
    ['Holland Landing', 44.092, -79.49],
    ['Queensville', 44.134, -79.425],
    ['Mount Albert', 44.135, -79.312],
  ]),
  m('Georgina', 'York', 44.28, -79.4, fsas('L4P L0E'), [
    ['Keswick North', 44.263, -79.457],
    ['Keswick South', 44.236, -79.466],
    ["Sutton & Jackson's Point", 44.303, -79.365],
    ['Pefferlaw', 44.313, -79.202],
    ['Historic Lakeshore Communities', 44.285, -79.425],
  ]),
  m('King', 'York', 43.9167, -79.5333, fsas('L7B L0G'), [
    ['King City', 43.929, -79.528],
    ['Nobleton', 43.888, -79.653],
    ['Schomberg', 43.996, -79.683],
    ['Kettleby', 43.995, -79.578],
    ['Rural King', 43.95, -79.6],
  ]),
  m('Markham', 'York', 43.8561, -79.337, fsas('L3P L3R L3S L3T L6B L6C L6E L6G'), [
    ['Unionville', 43.868, -79.312],
    ['Markham Village', 43.877, -79.263],
    ['Cornell', 43.887, -79.224],
    ['Berczy', 43.888, -79.304],
    ['Cathedraltown', 43.895, -79.375],
    ['Milliken Mills East', 43.837, -79.285],
    ['Thornhill', 43.813, -79.403],
    ['Greensborough', 43.901, -79.235],
    ['Wismer', 43.899, -79.265],
    ['Angus Glen', 43.896, -79.325],
    ['Box Grove', 43.859, -79.225],
  ]),
  m('Newmarket', 'York', 44.0592, -79.4613, fsas('L3X L3Y'), [
    ['Central Newmarket', 44.052, -79.462],
    ['Summerhill Estates', 44.035, -79.487],
    ['Glenway Estates', 44.044, -79.483],
    ['Woodland Hill', 44.077, -79.487],
    ['Stonehaven-Wyndham', 44.039, -79.433],
    ['Armitage', 44.033, -79.456],
    ['Bristol-London', 44.062, -79.452],
    ['Gorham-College Manor', 44.064, -79.442],
    ['Huron Heights-Leslie Valley', 44.066, -79.427],
  ]),
  m('Richmond Hill', 'York', 43.8828, -79.4403, fsas('L4B L4C L4E L4S'), [
    ['Oak Ridges', 43.946, -79.459],
    ['Mill Pond', 43.879, -79.447],
    ['Bayview Hill', 43.871, -79.388],
    ['Jefferson', 43.923, -79.463],
    ['Langstaff', 43.843, -79.424],
    ['Richvale', 43.856, -79.448],
    ['Westbrook', 43.89, -79.469],
    ['Rouge Woods', 43.886, -79.376],
    ['Oak Ridges Lake Wilcox', 43.954, -79.437],
    ['Crosby', 43.875, -79.425],
    ['Devonsleigh', 43.906, -79.43],
  ]),
  m('Vaughan', 'York', 43.8361, -79.4983, fsas('L4H L4J L4K L4L L6A L0J'), [
    ['Woodbridge', 43.783, -79.599],
    ['Maple', 43.853, -79.508],
    ['Kleinburg', 43.839, -79.627],
    ['Thornhill Woods', 43.825, -79.465],
    ['Vellore Village', 43.829, -79.549],
    ['Patterson', 43.856, -79.472],
    ['Vaughan Corporate Centre', 43.796, -79.528],
    ['Concord', 43.8, -79.483],
    ['Sonoma Heights', 43.826, -79.616],
    ['East Woodbridge', 43.788, -79.566],
    ['Beverley Glen', 43.815, -79.436],
    ['Brownridge', 43.808, -79.461],
  ]),
  m('Whitchurch-Stouffville', 'York', 43.9667, -79.25, fsas('L4A L0H'), [
    ['Stouffville', 43.97, -79.248],
    ['Ballantrae', 44.031, -79.315],
    ['Gormley', 43.941, -79.373],
    ['Musselman Lake', 44.048, -79.267],
    ['Rural Whitchurch-Stouffville', 44.0, -79.32],
  ]),

  // ── Durham ─────────────────────────────────────────────────────────────────────────────────
  m('Ajax', 'Durham', 43.8509, -79.0204, fsas('L1S L1T L1Z'), [
    ['Central', 43.851, -79.027],
    ['Central West', 43.852, -79.048],
    ['Central East', 43.856, -79.006],
    ['Northeast Ajax', 43.877, -79.013],
    ['Northwest Ajax', 43.875, -79.048],
    ['South East', 43.83, -79.01],
    ['South West', 43.831, -79.04],
  ]),
  m('Brock', 'Durham', 44.3333, -79.0833, fsas('L0K L0E L0C'), [
    ['Beaverton', 44.429, -79.156],
    ['Cannington', 44.349, -79.036],
    ['Sunderland', 44.268, -79.068],
    ['Rural Brock', 44.34, -79.12],
  ]),
  m('Clarington', 'Durham', 43.9333, -78.6, fsas('L1B L1C L1E L0B'), [
    ['Bowmanville', 43.912, -78.688],
    ['Courtice', 43.906, -78.78],
    ['Newcastle', 43.918, -78.589],
    ['Orono', 43.987, -78.62],
    ['Hampton', 43.964, -78.737],
    ['Rural Clarington', 43.98, -78.69],
  ]),
  m('Oshawa', 'Durham', 43.8971, -78.8658, fsas('L1G L1H L1J L1K L1L'), [
    ['Central', 43.897, -78.864],
    ['Lakeview', 43.872, -78.844],
    ['Vanier', 43.887, -78.883],
    ['McLaughlin', 43.913, -78.883],
    ["O'Neill", 43.91, -78.856],
    ['Samac', 43.94, -78.868],
    ['Centennial', 43.906, -78.842],
    ['Donevan', 43.896, -78.827],
    ['Eastdale', 43.916, -78.829],
    ['Taunton', 43.945, -78.843],
    ['Windfields', 43.954, -78.895],
    ['Kedron', 43.962, -78.864],
  ]),
  m('Pickering', 'Durham', 43.8384, -79.0868, fsas('L1V L1W L1X L1Y'), [
    ['Bay Ridges', 43.813, -79.088],
    ['West Shore', 43.81, -79.111],
    ['Amberlea', 43.826, -79.099],
    ['Liverpool', 43.838, -79.098],
    ['Village East', 43.839, -79.066],
    ['Rougemount', 43.812, -79.131],
    ['Highbush', 43.83, -79.12],
    ['Duffin Heights', 43.878, -79.1],
    ['Town Centre', 43.837, -79.086],
    ['Claremont', 43.972, -79.128],
    ['Seaton', 43.885, -79.135],
  ]),
  m('Scugog', 'Durham', 44.105, -78.944, fsas('L9L L0B'), [
    ['Port Perry', 44.105, -78.944],
    ['Blackstock', 44.114, -78.818],
    ['Caesarea', 44.176, -78.854],
    ['Rural Scugog', 44.15, -78.93],
  ]),
  m('Uxbridge', 'Durham', 44.109, -79.121, fsas('L9P L0C L0E'), [
    ['Uxbridge', 44.109, -79.121],
    ['Goodwood', 44.042, -79.188],
    ['Zephyr', 44.207, -79.241],
    ['Udora', 44.262, -79.18],
    ['Leaskdale', 44.195, -79.15],
    ['Rural Uxbridge', 44.14, -79.16],
  ]),
  m('Whitby', 'Durham', 43.8975, -78.9429, fsas('L1M L1N L1P L1R'), [
    ['Downtown Whitby', 43.877, -78.942],
    ['Port Whitby', 43.861, -78.936],
    ['Brooklin', 43.958, -78.955],
    ['Williamsburg', 43.918, -78.957],
    ['Rolling Acres', 43.905, -78.922],
    ['Pringle Creek', 43.908, -78.942],
    ['Blue Grass Meadows', 43.885, -78.921],
    ['Lynde Creek', 43.894, -78.97],
    ['Taunton North', 43.93, -78.943],
    ['Rural Whitby', 43.99, -78.95],
  ]),

  // ── Halton ─────────────────────────────────────────────────────────────────────────────────
  m('Burlington', 'Halton', 43.3255, -79.799, fsas('L7L L7M L7N L7P L7R L7S L7T'), [
    ['Brant', 43.329, -79.799],
    ['Roseland', 43.34, -79.775],
    ['Appleby', 43.38, -79.75],
    ['Orchard', 43.396, -79.787],
    ['Millcroft', 43.396, -79.813],
    ['Headon', 43.386, -79.806],
    ['Aldershot', 43.308, -79.857],
    ['Tyandaga', 43.345, -79.827],
    ['Brant Hills', 43.363, -79.822],
    ['Shoreacres', 43.353, -79.749],
  ]),
  m('Halton Hills', 'Halton', 43.6333, -79.95, fsas('L7G L7J L0P'), [
    ['Georgetown', 43.65, -79.918],
    ['Acton', 43.633, -80.041],
    ['Glen Williams', 43.67, -79.928],
    ['Limehouse', 43.638, -80.0],
    ['Stewarttown', 43.618, -79.923],
  ]),
  m('Milton', 'Halton', 43.5183, -79.8774, fsas('L9T L9E L0P'), [
    ['Old Milton', 43.513, -79.884],
    ['Dempsey', 43.523, -79.865],
    ['Timberlea', 43.527, -79.895],
    ['Beaty', 43.533, -79.849],
    ['Harrison', 43.5, -79.86],
    ['Willmott', 43.499, -79.843],
    ['Ford', 43.483, -79.835],
    ['Scott', 43.51, -79.838],
    ['Campbellville', 43.488, -79.986],
    ['Cobban', 43.476, -79.825],
  ]),
  m('Oakville', 'Halton', 43.4675, -79.6877, fsas('L6H L6J L6K L6L L6M'), [
    ['Old Oakville', 43.444, -79.67],
    ['Bronte West', 43.396, -79.723],
    ['Bronte East', 43.408, -79.707],
    ['Glen Abbey', 43.436, -79.723],
    ['River Oaks', 43.47, -79.706],
    ['Iroquois Ridge North', 43.483, -79.687],
    ['Eastlake', 43.458, -79.644],
    ['College Park', 43.46, -79.694],
    ['West Oak Trails', 43.441, -79.745],
    ['Palermo West', 43.44, -79.778],
    ['Uptown Core', 43.489, -79.711],
    ['Joshua Creek', 43.48, -79.67],
  ]),
];

/**
 * Folds case, accents, punctuation and runs of whitespace so "richmond-hill", " Richmond  Hill "
 * and "RICHMOND HILL" (route params, keywords, feed values) all find the same entry.
 */
export function normalizePlaceName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Other spellings people (and old TREB data) use for a municipality. */
const MUNICIPALITY_ALIASES: Readonly<Record<string, string>> = {
  stouffville: 'Whitchurch-Stouffville',
  'east york': 'Toronto',
  'city of toronto': 'Toronto',
  'old toronto': 'Toronto',
};

const BY_NORMALIZED_NAME: ReadonlyMap<string, Municipality> = (() => {
  const map = new Map<string, Municipality>();
  for (const municipality of GTA_MUNICIPALITIES) map.set(normalizePlaceName(municipality.name), municipality);
  for (const [alias, target] of Object.entries(MUNICIPALITY_ALIASES)) {
    const municipality = map.get(normalizePlaceName(target));
    if (municipality) map.set(normalizePlaceName(alias), municipality);
  }
  return map;
})();

export function findMunicipality(name: string): Municipality | undefined {
  return BY_NORMALIZED_NAME.get(normalizePlaceName(name));
}
