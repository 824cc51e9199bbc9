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

const c = (name: string, latitude: number, longitude: number): Community => ({ name, latitude, longitude });

const SCARBOROUGH_FSAS = ['M1B', 'M1C', 'M1E', 'M1G', 'M1H', 'M1J', 'M1K', 'M1L', 'M1M', 'M1N', 'M1P', 'M1R', 'M1S', 'M1T', 'M1V', 'M1W', 'M1X'];
const NORTH_YORK_FSAS = [
  'M2H',
  'M2J',
  'M2K',
  'M2L',
  'M2M',
  'M2N',
  'M2P',
  'M2R',
  'M3A',
  'M3B',
  'M3C',
  'M3H',
  'M3J',
  'M3K',
  'M3L',
  'M3M',
  'M3N',
  'M4A',
  'M5M',
  'M6A',
  'M6B',
  'M6L',
  'M9L',
  'M9M',
];
const ETOBICOKE_FSAS = ['M8V', 'M8W', 'M8X', 'M8Y', 'M8Z', 'M9A', 'M9B', 'M9C', 'M9P', 'M9R', 'M9V', 'M9W'];
/** Old Toronto, East York and York. */
const TORONTO_CORE_FSAS = [
  'M4B',
  'M4C',
  'M4E',
  'M4G',
  'M4H',
  'M4J',
  'M4K',
  'M4L',
  'M4M',
  'M4N',
  'M4P',
  'M4R',
  'M4S',
  'M4T',
  'M4V',
  'M4W',
  'M4X',
  'M4Y',
  'M5A',
  'M5B',
  'M5C',
  'M5E',
  'M5G',
  'M5H',
  'M5J',
  'M5K',
  'M5L',
  'M5N',
  'M5P',
  'M5R',
  'M5S',
  'M5T',
  'M5V',
  'M5X',
  'M6C',
  'M6E',
  'M6G',
  'M6H',
  'M6J',
  'M6K',
  'M6M',
  'M6N',
  'M6P',
  'M6R',
  'M6S',
  'M7A',
  'M9N',
];

export const GTA_MUNICIPALITIES: readonly Municipality[] = [
  // ── City of Toronto ────────────────────────────────────────────────────────────────────────
  {
    name: 'Toronto',
    region: 'Toronto',
    latitude: 43.6532,
    longitude: -79.3832,
    // The whole amalgamated city: a feed record with City "Toronto E09" is in Toronto.
    postalPrefixes: [...TORONTO_CORE_FSAS, ...NORTH_YORK_FSAS, ...ETOBICOKE_FSAS, ...SCARBOROUGH_FSAS].sort(),
    communities: [
      c('Church-Yonge Corridor', 43.6626, -79.3809),
      c('Annex', 43.6703, -79.4072),
      c('Leslieville', 43.6626, -79.3337),
      c('Waterfront Communities C1', 43.6408, -79.3918),
      c('Bay Street Corridor', 43.6577, -79.3856),
      c('Trinity-Bellwoods', 43.6471, -79.4137),
      c('Yonge-Eglinton', 43.7064, -79.3986),
      c('Rosedale-Moore Park', 43.6822, -79.379),
      c('Leaside', 43.7094, -79.366),
      c('The Beaches', 43.6716, -79.2968),
      c('High Park-Swansea', 43.645, -79.471),
      c('Junction Area', 43.6655, -79.47),
    ],
  },
  {
    name: 'Scarborough',
    region: 'Toronto',
    latitude: 43.7764,
    longitude: -79.2318,
    postalPrefixes: SCARBOROUGH_FSAS,
    communities: [
      c('Agincourt North', 43.805, -79.266),
      c("L'Amoreaux", 43.797, -79.314),
      c("Tam O'Shanter-Sullivan", 43.78, -79.303),
      c('Birchcliffe-Cliffside', 43.693, -79.264),
      c('Clairlea-Birchmount', 43.715, -79.283),
      c('Dorset Park', 43.759, -79.28),
      c('Woburn', 43.767, -79.228),
      c('Bendale', 43.76, -79.257),
      c('Guildwood', 43.75, -79.196),
      c('Highland Creek', 43.789, -79.173),
      c('Malvern', 43.807, -79.222),
      c('Scarborough Village', 43.738, -79.216),
    ],
  },
  {
    name: 'North York',
    region: 'Toronto',
    latitude: 43.7615,
    longitude: -79.4111,
    postalPrefixes: NORTH_YORK_FSAS,
    communities: [
      c('Willowdale East', 43.77, -79.404),
      c('Newtonbrook West', 43.786, -79.432),
      c('Bayview Village', 43.77, -79.383),
      c('Don Valley Village', 43.784, -79.355),
      c('Bathurst Manor', 43.762, -79.456),
      c('Banbury-Don Mills', 43.739, -79.35),
      c('Parkwoods-Donalda', 43.754, -79.324),
      c('York University Heights', 43.765, -79.488),
      c('Downsview-Roding-CFB', 43.733, -79.49),
      c('Bridle Path-Sunnybrook-York Mills', 43.733, -79.378),
      c('Lansing-Westgate', 43.755, -79.423),
      c('Hillcrest Village', 43.8, -79.363),
    ],
  },
  {
    name: 'Etobicoke',
    region: 'Toronto',
    latitude: 43.6435,
    longitude: -79.565,
    postalPrefixes: ETOBICOKE_FSAS,
    communities: [
      c('Mimico', 43.615, -79.499),
      c('Long Branch', 43.593, -79.537),
      c('New Toronto', 43.601, -79.505),
      c('Alderwood', 43.603, -79.544),
      c('Stonegate-Queensway', 43.635, -79.501),
      c('Islington-City Centre West', 43.64, -79.548),
      c('Kingsway South', 43.651, -79.51),
      c('Etobicoke West Mall', 43.64, -79.57),
      c('Humber Heights', 43.695, -79.522),
      c('Willowridge-Martingrove-Richview', 43.683, -79.555),
      c('Rexdale-Kipling', 43.72, -79.568),
      c('West Humber-Clairville', 43.72, -79.601),
    ],
  },

  // ── Peel ───────────────────────────────────────────────────────────────────────────────────
  {
    name: 'Mississauga',
    region: 'Peel',
    latitude: 43.589,
    longitude: -79.6441,
    postalPrefixes: [
      'L4T',
      'L4V',
      'L4W',
      'L4X',
      'L4Y',
      'L4Z',
      'L5A',
      'L5B',
      'L5C',
      'L5E',
      'L5G',
      'L5H',
      'L5J',
      'L5K',
      'L5L',
      'L5M',
      'L5N',
      'L5R',
      'L5T',
      'L5V',
      'L5W',
    ],
    communities: [
      c('City Centre', 43.5933, -79.6424),
      c('Port Credit', 43.5519, -79.5856),
      c('Streetsville', 43.5856, -79.7117),
      c('Meadowvale', 43.595, -79.748),
      c('Erin Mills', 43.541, -79.682),
      c('Cooksville', 43.58, -79.618),
      c('Malton', 43.707, -79.637),
      c('Lorne Park', 43.525, -79.62),
      c('Churchill Meadows', 43.553, -79.735),
      c('Clarkson', 43.513, -79.634),
      c('Mineola', 43.564, -79.594),
    ],
  },
  {
    name: 'Brampton',
    region: 'Peel',
    latitude: 43.7315,
    longitude: -79.7624,
    postalPrefixes: ['L6P', 'L6R', 'L6S', 'L6T', 'L6V', 'L6W', 'L6X', 'L6Y', 'L6Z', 'L7A'],
    communities: [
      c('Downtown Brampton', 43.6858, -79.76),
      c('Brampton North', 43.701, -79.77),
      c('Heart Lake West', 43.74, -79.802),
      c('Springdale', 43.75, -79.74),
      c('Sandringham-Wellington', 43.745, -79.71),
      c("Fletcher's Meadow", 43.714, -79.82),
      c('Credit Valley', 43.668, -79.793),
      c('Bram East', 43.783, -79.655),
      c('Central Park', 43.719, -79.731),
      c('Madoc', 43.705, -79.747),
      c('Northwest Brampton', 43.696, -79.835),
      c("Fletcher's Creek South", 43.662, -79.742),
    ],
  },
  {
    name: 'Caledon',
    region: 'Peel',
    latitude: 43.8667,
    longitude: -79.8667,
    postalPrefixes: ['L7C', 'L7E', 'L7K', 'L0N'],
    communities: [
      c('Bolton West', 43.876, -79.743),
      c('Bolton East', 43.88, -79.72),
      c('Bolton North', 43.895, -79.738),
      c('Caledon East', 43.874, -79.861),
      c('Inglewood', 43.796, -79.934),
      c('Caledon Village', 43.857, -79.986),
      c('Alton', 43.858, -80.068),
      c('Palgrave', 43.958, -79.835),
      c('Cheltenham', 43.771, -79.929),
    ],
  },

  // ── York ───────────────────────────────────────────────────────────────────────────────────
  {
    name: 'Aurora',
    region: 'York',
    latitude: 44.0065,
    longitude: -79.4504,
    postalPrefixes: ['L4G'],
    communities: [
      c('Aurora Village', 44.0, -79.466),
      c('Aurora Highlands', 43.993, -79.48),
      c('Bayview Wellington', 44.005, -79.425),
      c('Aurora Heights', 44.006, -79.473),
      c('Aurora Estates', 43.985, -79.429),
      c('Bayview Northeast', 44.018, -79.42),
      c('Aurora Grove', 43.989, -79.46),
    ],
  },
  {
    name: 'East Gwillimbury',
    region: 'York',
    latitude: 44.1,
    longitude: -79.4333,
    postalPrefixes: ['L9N', 'L0G'],
    communities: [c('Sharon', 44.101, -79.439), c('Holland Landing', 44.092, -79.49), c('Queensville', 44.134, -79.425), c('Mount Albert', 44.135, -79.312)],
  },
  {
    name: 'Georgina',
    region: 'York',
    latitude: 44.28,
    longitude: -79.4,
    postalPrefixes: ['L4P', 'L0E'],
    communities: [
      c('Keswick North', 44.263, -79.457),
      c('Keswick South', 44.236, -79.466),
      c("Sutton & Jackson's Point", 44.303, -79.365),
      c('Pefferlaw', 44.313, -79.202),
      c('Historic Lakeshore Communities', 44.285, -79.425),
    ],
  },
  {
    name: 'King',
    region: 'York',
    latitude: 43.9167,
    longitude: -79.5333,
    postalPrefixes: ['L7B', 'L0G'],
    communities: [
      c('King City', 43.929, -79.528),
      c('Nobleton', 43.888, -79.653),
      c('Schomberg', 43.996, -79.683),
      c('Kettleby', 43.995, -79.578),
      c('Rural King', 43.95, -79.6),
    ],
  },
  {
    name: 'Markham',
    region: 'York',
    latitude: 43.8561,
    longitude: -79.337,
    postalPrefixes: ['L3P', 'L3R', 'L3S', 'L3T', 'L6B', 'L6C', 'L6E', 'L6G'],
    communities: [
      c('Unionville', 43.868, -79.312),
      c('Markham Village', 43.877, -79.263),
      c('Cornell', 43.887, -79.224),
      c('Berczy', 43.888, -79.304),
      c('Cathedraltown', 43.895, -79.375),
      c('Milliken Mills East', 43.837, -79.285),
      c('Thornhill', 43.813, -79.403),
      c('Greensborough', 43.901, -79.235),
      c('Wismer', 43.899, -79.265),
      c('Angus Glen', 43.896, -79.325),
      c('Box Grove', 43.859, -79.225),
    ],
  },
  {
    name: 'Newmarket',
    region: 'York',
    latitude: 44.0592,
    longitude: -79.4613,
    postalPrefixes: ['L3X', 'L3Y'],
    communities: [
      c('Central Newmarket', 44.052, -79.462),
      c('Summerhill Estates', 44.035, -79.487),
      c('Glenway Estates', 44.044, -79.483),
      c('Woodland Hill', 44.077, -79.487),
      c('Stonehaven-Wyndham', 44.039, -79.433),
      c('Armitage', 44.033, -79.456),
      c('Bristol-London', 44.062, -79.452),
      c('Gorham-College Manor', 44.064, -79.442),
      c('Huron Heights-Leslie Valley', 44.066, -79.427),
    ],
  },
  {
    name: 'Richmond Hill',
    region: 'York',
    latitude: 43.8828,
    longitude: -79.4403,
    postalPrefixes: ['L4B', 'L4C', 'L4E', 'L4S'],
    communities: [
      c('Oak Ridges', 43.946, -79.459),
      c('Mill Pond', 43.879, -79.447),
      c('Bayview Hill', 43.871, -79.388),
      c('Jefferson', 43.923, -79.463),
      c('Langstaff', 43.843, -79.424),
      c('Richvale', 43.856, -79.448),
      c('Westbrook', 43.89, -79.469),
      c('Rouge Woods', 43.886, -79.376),
      c('Oak Ridges Lake Wilcox', 43.954, -79.437),
      c('Crosby', 43.875, -79.425),
      c('Devonsleigh', 43.906, -79.43),
    ],
  },
  {
    name: 'Vaughan',
    region: 'York',
    latitude: 43.8361,
    longitude: -79.4983,
    postalPrefixes: ['L4H', 'L4J', 'L4K', 'L4L', 'L6A', 'L0J'],
    communities: [
      c('Woodbridge', 43.783, -79.599),
      c('Maple', 43.853, -79.508),
      c('Kleinburg', 43.839, -79.627),
      c('Thornhill Woods', 43.825, -79.465),
      c('Vellore Village', 43.829, -79.549),
      c('Patterson', 43.856, -79.472),
      c('Vaughan Corporate Centre', 43.796, -79.528),
      c('Concord', 43.8, -79.483),
      c('Sonoma Heights', 43.826, -79.616),
      c('East Woodbridge', 43.788, -79.566),
      c('Beverley Glen', 43.815, -79.436),
      c('Brownridge', 43.808, -79.461),
    ],
  },
  {
    name: 'Whitchurch-Stouffville',
    region: 'York',
    latitude: 43.9667,
    longitude: -79.25,
    postalPrefixes: ['L4A', 'L0H'],
    communities: [
      c('Stouffville', 43.97, -79.248),
      c('Ballantrae', 44.031, -79.315),
      c('Gormley', 43.941, -79.373),
      c('Musselman Lake', 44.048, -79.267),
      c('Rural Whitchurch-Stouffville', 44.0, -79.32),
    ],
  },

  // ── Durham ─────────────────────────────────────────────────────────────────────────────────
  {
    name: 'Ajax',
    region: 'Durham',
    latitude: 43.8509,
    longitude: -79.0204,
    postalPrefixes: ['L1S', 'L1T', 'L1Z'],
    communities: [
      c('Central', 43.851, -79.027),
      c('Central West', 43.852, -79.048),
      c('Central East', 43.856, -79.006),
      c('Northeast Ajax', 43.877, -79.013),
      c('Northwest Ajax', 43.875, -79.048),
      c('South East', 43.83, -79.01),
      c('South West', 43.831, -79.04),
    ],
  },
  {
    name: 'Brock',
    region: 'Durham',
    latitude: 44.3333,
    longitude: -79.0833,
    postalPrefixes: ['L0K', 'L0E', 'L0C'],
    communities: [c('Beaverton', 44.429, -79.156), c('Cannington', 44.349, -79.036), c('Sunderland', 44.268, -79.068), c('Rural Brock', 44.34, -79.12)],
  },
  {
    name: 'Clarington',
    region: 'Durham',
    latitude: 43.9333,
    longitude: -78.6,
    postalPrefixes: ['L1B', 'L1C', 'L1E', 'L0B'],
    communities: [
      c('Bowmanville', 43.912, -78.688),
      c('Courtice', 43.906, -78.78),
      c('Newcastle', 43.918, -78.589),
      c('Orono', 43.987, -78.62),
      c('Hampton', 43.964, -78.737),
      c('Rural Clarington', 43.98, -78.69),
    ],
  },
  {
    name: 'Oshawa',
    region: 'Durham',
    latitude: 43.8971,
    longitude: -78.8658,
    postalPrefixes: ['L1G', 'L1H', 'L1J', 'L1K', 'L1L'],
    communities: [
      c('Central', 43.897, -78.864),
      c('Lakeview', 43.872, -78.844),
      c('Vanier', 43.887, -78.883),
      c('McLaughlin', 43.913, -78.883),
      c("O'Neill", 43.91, -78.856),
      c('Samac', 43.94, -78.868),
      c('Centennial', 43.906, -78.842),
      c('Donevan', 43.896, -78.827),
      c('Eastdale', 43.916, -78.829),
      c('Taunton', 43.945, -78.843),
      c('Windfields', 43.954, -78.895),
      c('Kedron', 43.962, -78.864),
    ],
  },
  {
    name: 'Pickering',
    region: 'Durham',
    latitude: 43.8384,
    longitude: -79.0868,
    postalPrefixes: ['L1V', 'L1W', 'L1X', 'L1Y'],
    communities: [
      c('Bay Ridges', 43.813, -79.088),
      c('West Shore', 43.81, -79.111),
      c('Amberlea', 43.826, -79.099),
      c('Liverpool', 43.838, -79.098),
      c('Village East', 43.839, -79.066),
      c('Rougemount', 43.812, -79.131),
      c('Highbush', 43.83, -79.12),
      c('Duffin Heights', 43.878, -79.1),
      c('Town Centre', 43.837, -79.086),
      c('Claremont', 43.972, -79.128),
      c('Seaton', 43.885, -79.135),
    ],
  },
  {
    name: 'Scugog',
    region: 'Durham',
    latitude: 44.105,
    longitude: -78.944,
    postalPrefixes: ['L9L', 'L0B'],
    communities: [c('Port Perry', 44.105, -78.944), c('Blackstock', 44.114, -78.818), c('Caesarea', 44.176, -78.854), c('Rural Scugog', 44.15, -78.93)],
  },
  {
    name: 'Uxbridge',
    region: 'Durham',
    latitude: 44.109,
    longitude: -79.121,
    postalPrefixes: ['L9P', 'L0C', 'L0E'],
    communities: [
      c('Uxbridge', 44.109, -79.121),
      c('Goodwood', 44.042, -79.188),
      c('Zephyr', 44.207, -79.241),
      c('Udora', 44.262, -79.18),
      c('Leaskdale', 44.195, -79.15),
      c('Rural Uxbridge', 44.14, -79.16),
    ],
  },
  {
    name: 'Whitby',
    region: 'Durham',
    latitude: 43.8975,
    longitude: -78.9429,
    postalPrefixes: ['L1M', 'L1N', 'L1P', 'L1R'],
    communities: [
      c('Downtown Whitby', 43.877, -78.942),
      c('Port Whitby', 43.861, -78.936),
      c('Brooklin', 43.958, -78.955),
      c('Williamsburg', 43.918, -78.957),
      c('Rolling Acres', 43.905, -78.922),
      c('Pringle Creek', 43.908, -78.942),
      c('Blue Grass Meadows', 43.885, -78.921),
      c('Lynde Creek', 43.894, -78.97),
      c('Taunton North', 43.93, -78.943),
      c('Rural Whitby', 43.99, -78.95),
    ],
  },

  // ── Halton ─────────────────────────────────────────────────────────────────────────────────
  {
    name: 'Burlington',
    region: 'Halton',
    latitude: 43.3255,
    longitude: -79.799,
    postalPrefixes: ['L7L', 'L7M', 'L7N', 'L7P', 'L7R', 'L7S', 'L7T'],
    communities: [
      c('Brant', 43.329, -79.799),
      c('Roseland', 43.34, -79.775),
      c('Appleby', 43.38, -79.75),
      c('Orchard', 43.396, -79.787),
      c('Millcroft', 43.396, -79.813),
      c('Headon', 43.386, -79.806),
      c('Aldershot', 43.308, -79.857),
      c('Tyandaga', 43.345, -79.827),
      c('Brant Hills', 43.363, -79.822),
      c('Shoreacres', 43.353, -79.749),
    ],
  },
  {
    name: 'Halton Hills',
    region: 'Halton',
    latitude: 43.6333,
    longitude: -79.95,
    postalPrefixes: ['L7G', 'L7J', 'L0P'],
    communities: [
      c('Georgetown', 43.65, -79.918),
      c('Acton', 43.633, -80.041),
      c('Glen Williams', 43.67, -79.928),
      c('Limehouse', 43.638, -80.0),
      c('Stewarttown', 43.618, -79.923),
    ],
  },
  {
    name: 'Milton',
    region: 'Halton',
    latitude: 43.5183,
    longitude: -79.8774,
    postalPrefixes: ['L9T', 'L9E', 'L0P'],
    communities: [
      c('Old Milton', 43.513, -79.884),
      c('Dempsey', 43.523, -79.865),
      c('Timberlea', 43.527, -79.895),
      c('Beaty', 43.533, -79.849),
      c('Harrison', 43.5, -79.86),
      c('Willmott', 43.499, -79.843),
      c('Ford', 43.483, -79.835),
      c('Scott', 43.51, -79.838),
      c('Campbellville', 43.488, -79.986),
      c('Cobban', 43.476, -79.825),
    ],
  },
  {
    name: 'Oakville',
    region: 'Halton',
    latitude: 43.4675,
    longitude: -79.6877,
    postalPrefixes: ['L6H', 'L6J', 'L6K', 'L6L', 'L6M'],
    communities: [
      c('Old Oakville', 43.444, -79.67),
      c('Bronte West', 43.396, -79.723),
      c('Bronte East', 43.408, -79.707),
      c('Glen Abbey', 43.436, -79.723),
      c('River Oaks', 43.47, -79.706),
      c('Iroquois Ridge North', 43.483, -79.687),
      c('Eastlake', 43.458, -79.644),
      c('College Park', 43.46, -79.694),
      c('West Oak Trails', 43.441, -79.745),
      c('Palermo West', 43.44, -79.778),
      c('Uptown Core', 43.489, -79.711),
      c('Joshua Creek', 43.48, -79.67),
    ],
  },
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
