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
export const HOME_PAGE_CITIES = [
  'Toronto',
  'Mississauga',
  'Richmond Hill',
  'Pickering',
  'Markham',
  'Oshawa',
  'Ajax',
  'Scarborough',
] as const;

export type HomePageCity = (typeof HOME_PAGE_CITIES)[number];

const c = (name: string, latitude: number, longitude: number): Community => ({ name, latitude, longitude });

const SCARBOROUGH_FSAS = [
  'M1B', 'M1C', 'M1E', 'M1G', 'M1H', 'M1J', 'M1K', 'M1L', 'M1M',
  'M1N', 'M1P', 'M1R', 'M1S', 'M1T', 'M1V', 'M1W', 'M1X',
];
const NORTH_YORK_FSAS = [
  'M2H', 'M2J', 'M2K', 'M2L', 'M2M', 'M2N', 'M2P', 'M2R', 'M3A', 'M3B', 'M3C', 'M3H',
  'M3J', 'M3K', 'M3L', 'M3M', 'M3N', 'M4A', 'M5M', 'M6A', 'M6B', 'M6L', 'M9L', 'M9M',
];
const ETOBICOKE_FSAS = [
  'M8V', 'M8W', 'M8X', 'M8Y', 'M8Z', 'M9A', 'M9B', 'M9C', 'M9P', 'M9R', 'M9V', 'M9W',
];
/** Old Toronto, East York and York. */
const TORONTO_CORE_FSAS = [
  'M4B', 'M4C', 'M4E', 'M4G', 'M4H', 'M4J', 'M4K', 'M4L', 'M4M', 'M4N', 'M4P', 'M4R',
  'M4S', 'M4T', 'M4V', 'M4W', 'M4X', 'M4Y', 'M5A', 'M5B', 'M5C', 'M5E', 'M5G', 'M5H',
  'M5J', 'M5K', 'M5L', 'M5N', 'M5P', 'M5R', 'M5S', 'M5T', 'M5V', 'M5X', 'M6C', 'M6E',
  'M6G', 'M6H', 'M6J', 'M6K', 'M6M', 'M6N', 'M6P', 'M6R', 'M6S', 'M7A', 'M9N',
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
      c('Rosedale-Moore Park', 43.6822, -79.3790),
      c('Leaside', 43.7094, -79.3660),
      c('The Beaches', 43.6716, -79.2968),
      c('High Park-Swansea', 43.6450, -79.4710),
      c('Junction Area', 43.6655, -79.4700),
    ],
  },
  {
    name: 'Scarborough',
    region: 'Toronto',
    latitude: 43.7764,
    longitude: -79.2318,
    postalPrefixes: SCARBOROUGH_FSAS,
    communities: [
      c('Agincourt North', 43.8050, -79.2660),
      c("L'Amoreaux", 43.7970, -79.3140),
      c("Tam O'Shanter-Sullivan", 43.7800, -79.3030),
      c('Birchcliffe-Cliffside', 43.6930, -79.2640),
      c('Clairlea-Birchmount', 43.7150, -79.2830),
      c('Dorset Park', 43.7590, -79.2800),
      c('Woburn', 43.7670, -79.2280),
      c('Bendale', 43.7600, -79.2570),
      c('Guildwood', 43.7500, -79.1960),
      c('Highland Creek', 43.7890, -79.1730),
      c('Malvern', 43.8070, -79.2220),
      c('Scarborough Village', 43.7380, -79.2160),
    ],
  },
  {
    name: 'North York',
    region: 'Toronto',
    latitude: 43.7615,
    longitude: -79.4111,
    postalPrefixes: NORTH_YORK_FSAS,
    communities: [
      c('Willowdale East', 43.7700, -79.4040),
      c('Newtonbrook West', 43.7860, -79.4320),
      c('Bayview Village', 43.7700, -79.3830),
      c('Don Valley Village', 43.7840, -79.3550),
      c('Bathurst Manor', 43.7620, -79.4560),
      c('Banbury-Don Mills', 43.7390, -79.3500),
      c('Parkwoods-Donalda', 43.7540, -79.3240),
      c('York University Heights', 43.7650, -79.4880),
      c('Downsview-Roding-CFB', 43.7330, -79.4900),
      c('Bridle Path-Sunnybrook-York Mills', 43.7330, -79.3780),
      c('Lansing-Westgate', 43.7550, -79.4230),
      c('Hillcrest Village', 43.8000, -79.3630),
    ],
  },
  {
    name: 'Etobicoke',
    region: 'Toronto',
    latitude: 43.6435,
    longitude: -79.5650,
    postalPrefixes: ETOBICOKE_FSAS,
    communities: [
      c('Mimico', 43.6150, -79.4990),
      c('Long Branch', 43.5930, -79.5370),
      c('New Toronto', 43.6010, -79.5050),
      c('Alderwood', 43.6030, -79.5440),
      c('Stonegate-Queensway', 43.6350, -79.5010),
      c('Islington-City Centre West', 43.6400, -79.5480),
      c('Kingsway South', 43.6510, -79.5100),
      c('Etobicoke West Mall', 43.6400, -79.5700),
      c('Humber Heights', 43.6950, -79.5220),
      c('Willowridge-Martingrove-Richview', 43.6830, -79.5550),
      c('Rexdale-Kipling', 43.7200, -79.5680),
      c('West Humber-Clairville', 43.7200, -79.6010),
    ],
  },

  // ── Peel ───────────────────────────────────────────────────────────────────────────────────
  {
    name: 'Mississauga',
    region: 'Peel',
    latitude: 43.5890,
    longitude: -79.6441,
    postalPrefixes: [
      'L4T', 'L4V', 'L4W', 'L4X', 'L4Y', 'L4Z', 'L5A', 'L5B', 'L5C', 'L5E', 'L5G',
      'L5H', 'L5J', 'L5K', 'L5L', 'L5M', 'L5N', 'L5R', 'L5T', 'L5V', 'L5W',
    ],
    communities: [
      c('City Centre', 43.5933, -79.6424),
      c('Port Credit', 43.5519, -79.5856),
      c('Streetsville', 43.5856, -79.7117),
      c('Meadowvale', 43.5950, -79.7480),
      c('Erin Mills', 43.5410, -79.6820),
      c('Cooksville', 43.5800, -79.6180),
      c('Malton', 43.7070, -79.6370),
      c('Lorne Park', 43.5250, -79.6200),
      c('Churchill Meadows', 43.5530, -79.7350),
      c('Clarkson', 43.5130, -79.6340),
      c('Mineola', 43.5640, -79.5940),
    ],
  },
  {
    name: 'Brampton',
    region: 'Peel',
    latitude: 43.7315,
    longitude: -79.7624,
    postalPrefixes: ['L6P', 'L6R', 'L6S', 'L6T', 'L6V', 'L6W', 'L6X', 'L6Y', 'L6Z', 'L7A'],
    communities: [
      c('Downtown Brampton', 43.6858, -79.7600),
      c('Brampton North', 43.7010, -79.7700),
      c('Heart Lake West', 43.7400, -79.8020),
      c('Springdale', 43.7500, -79.7400),
      c('Sandringham-Wellington', 43.7450, -79.7100),
      c("Fletcher's Meadow", 43.7140, -79.8200),
      c('Credit Valley', 43.6680, -79.7930),
      c('Bram East', 43.7830, -79.6550),
      c('Central Park', 43.7190, -79.7310),
      c('Madoc', 43.7050, -79.7470),
      c('Northwest Brampton', 43.6960, -79.8350),
      c("Fletcher's Creek South", 43.6620, -79.7420),
    ],
  },
  {
    name: 'Caledon',
    region: 'Peel',
    latitude: 43.8667,
    longitude: -79.8667,
    postalPrefixes: ['L7C', 'L7E', 'L7K', 'L0N'],
    communities: [
      c('Bolton West', 43.8760, -79.7430),
      c('Bolton East', 43.8800, -79.7200),
      c('Bolton North', 43.8950, -79.7380),
      c('Caledon East', 43.8740, -79.8610),
      c('Inglewood', 43.7960, -79.9340),
      c('Caledon Village', 43.8570, -79.9860),
      c('Alton', 43.8580, -80.0680),
      c('Palgrave', 43.9580, -79.8350),
      c('Cheltenham', 43.7710, -79.9290),
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
      c('Aurora Village', 44.0000, -79.4660),
      c('Aurora Highlands', 43.9930, -79.4800),
      c('Bayview Wellington', 44.0050, -79.4250),
      c('Aurora Heights', 44.0060, -79.4730),
      c('Aurora Estates', 43.9850, -79.4290),
      c('Bayview Northeast', 44.0180, -79.4200),
      c('Aurora Grove', 43.9890, -79.4600),
    ],
  },
  {
    name: 'East Gwillimbury',
    region: 'York',
    latitude: 44.1000,
    longitude: -79.4333,
    postalPrefixes: ['L9N', 'L0G'],
    communities: [
      c('Sharon', 44.1010, -79.4390),
      c('Holland Landing', 44.0920, -79.4900),
      c('Queensville', 44.1340, -79.4250),
      c('Mount Albert', 44.1350, -79.3120),
    ],
  },
  {
    name: 'Georgina',
    region: 'York',
    latitude: 44.2800,
    longitude: -79.4000,
    postalPrefixes: ['L4P', 'L0E'],
    communities: [
      c('Keswick North', 44.2630, -79.4570),
      c('Keswick South', 44.2360, -79.4660),
      c("Sutton & Jackson's Point", 44.3030, -79.3650),
      c('Pefferlaw', 44.3130, -79.2020),
      c('Historic Lakeshore Communities', 44.2850, -79.4250),
    ],
  },
  {
    name: 'King',
    region: 'York',
    latitude: 43.9167,
    longitude: -79.5333,
    postalPrefixes: ['L7B', 'L0G'],
    communities: [
      c('King City', 43.9290, -79.5280),
      c('Nobleton', 43.8880, -79.6530),
      c('Schomberg', 43.9960, -79.6830),
      c('Kettleby', 43.9950, -79.5780),
      c('Rural King', 43.9500, -79.6000),
    ],
  },
  {
    name: 'Markham',
    region: 'York',
    latitude: 43.8561,
    longitude: -79.3370,
    postalPrefixes: ['L3P', 'L3R', 'L3S', 'L3T', 'L6B', 'L6C', 'L6E', 'L6G'],
    communities: [
      c('Unionville', 43.8680, -79.3120),
      c('Markham Village', 43.8770, -79.2630),
      c('Cornell', 43.8870, -79.2240),
      c('Berczy', 43.8880, -79.3040),
      c('Cathedraltown', 43.8950, -79.3750),
      c('Milliken Mills East', 43.8370, -79.2850),
      c('Thornhill', 43.8130, -79.4030),
      c('Greensborough', 43.9010, -79.2350),
      c('Wismer', 43.8990, -79.2650),
      c('Angus Glen', 43.8960, -79.3250),
      c('Box Grove', 43.8590, -79.2250),
    ],
  },
  {
    name: 'Newmarket',
    region: 'York',
    latitude: 44.0592,
    longitude: -79.4613,
    postalPrefixes: ['L3X', 'L3Y'],
    communities: [
      c('Central Newmarket', 44.0520, -79.4620),
      c('Summerhill Estates', 44.0350, -79.4870),
      c('Glenway Estates', 44.0440, -79.4830),
      c('Woodland Hill', 44.0770, -79.4870),
      c('Stonehaven-Wyndham', 44.0390, -79.4330),
      c('Armitage', 44.0330, -79.4560),
      c('Bristol-London', 44.0620, -79.4520),
      c('Gorham-College Manor', 44.0640, -79.4420),
      c('Huron Heights-Leslie Valley', 44.0660, -79.4270),
    ],
  },
  {
    name: 'Richmond Hill',
    region: 'York',
    latitude: 43.8828,
    longitude: -79.4403,
    postalPrefixes: ['L4B', 'L4C', 'L4E', 'L4S'],
    communities: [
      c('Oak Ridges', 43.9460, -79.4590),
      c('Mill Pond', 43.8790, -79.4470),
      c('Bayview Hill', 43.8710, -79.3880),
      c('Jefferson', 43.9230, -79.4630),
      c('Langstaff', 43.8430, -79.4240),
      c('Richvale', 43.8560, -79.4480),
      c('Westbrook', 43.8900, -79.4690),
      c('Rouge Woods', 43.8860, -79.3760),
      c('Oak Ridges Lake Wilcox', 43.9540, -79.4370),
      c('Crosby', 43.8750, -79.4250),
      c('Devonsleigh', 43.9060, -79.4300),
    ],
  },
  {
    name: 'Vaughan',
    region: 'York',
    latitude: 43.8361,
    longitude: -79.4983,
    postalPrefixes: ['L4H', 'L4J', 'L4K', 'L4L', 'L6A', 'L0J'],
    communities: [
      c('Woodbridge', 43.7830, -79.5990),
      c('Maple', 43.8530, -79.5080),
      c('Kleinburg', 43.8390, -79.6270),
      c('Thornhill Woods', 43.8250, -79.4650),
      c('Vellore Village', 43.8290, -79.5490),
      c('Patterson', 43.8560, -79.4720),
      c('Vaughan Corporate Centre', 43.7960, -79.5280),
      c('Concord', 43.8000, -79.4830),
      c('Sonoma Heights', 43.8260, -79.6160),
      c('East Woodbridge', 43.7880, -79.5660),
      c('Beverley Glen', 43.8150, -79.4360),
      c('Brownridge', 43.8080, -79.4610),
    ],
  },
  {
    name: 'Whitchurch-Stouffville',
    region: 'York',
    latitude: 43.9667,
    longitude: -79.2500,
    postalPrefixes: ['L4A', 'L0H'],
    communities: [
      c('Stouffville', 43.9700, -79.2480),
      c('Ballantrae', 44.0310, -79.3150),
      c('Gormley', 43.9410, -79.3730),
      c('Musselman Lake', 44.0480, -79.2670),
      c('Rural Whitchurch-Stouffville', 44.0000, -79.3200),
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
      c('Central', 43.8510, -79.0270),
      c('Central West', 43.8520, -79.0480),
      c('Central East', 43.8560, -79.0060),
      c('Northeast Ajax', 43.8770, -79.0130),
      c('Northwest Ajax', 43.8750, -79.0480),
      c('South East', 43.8300, -79.0100),
      c('South West', 43.8310, -79.0400),
    ],
  },
  {
    name: 'Brock',
    region: 'Durham',
    latitude: 44.3333,
    longitude: -79.0833,
    postalPrefixes: ['L0K', 'L0E', 'L0C'],
    communities: [
      c('Beaverton', 44.4290, -79.1560),
      c('Cannington', 44.3490, -79.0360),
      c('Sunderland', 44.2680, -79.0680),
      c('Rural Brock', 44.3400, -79.1200),
    ],
  },
  {
    name: 'Clarington',
    region: 'Durham',
    latitude: 43.9333,
    longitude: -78.6000,
    postalPrefixes: ['L1B', 'L1C', 'L1E', 'L0B'],
    communities: [
      c('Bowmanville', 43.9120, -78.6880),
      c('Courtice', 43.9060, -78.7800),
      c('Newcastle', 43.9180, -78.5890),
      c('Orono', 43.9870, -78.6200),
      c('Hampton', 43.9640, -78.7370),
      c('Rural Clarington', 43.9800, -78.6900),
    ],
  },
  {
    name: 'Oshawa',
    region: 'Durham',
    latitude: 43.8971,
    longitude: -78.8658,
    postalPrefixes: ['L1G', 'L1H', 'L1J', 'L1K', 'L1L'],
    communities: [
      c('Central', 43.8970, -78.8640),
      c('Lakeview', 43.8720, -78.8440),
      c('Vanier', 43.8870, -78.8830),
      c('McLaughlin', 43.9130, -78.8830),
      c("O'Neill", 43.9100, -78.8560),
      c('Samac', 43.9400, -78.8680),
      c('Centennial', 43.9060, -78.8420),
      c('Donevan', 43.8960, -78.8270),
      c('Eastdale', 43.9160, -78.8290),
      c('Taunton', 43.9450, -78.8430),
      c('Windfields', 43.9540, -78.8950),
      c('Kedron', 43.9620, -78.8640),
    ],
  },
  {
    name: 'Pickering',
    region: 'Durham',
    latitude: 43.8384,
    longitude: -79.0868,
    postalPrefixes: ['L1V', 'L1W', 'L1X', 'L1Y'],
    communities: [
      c('Bay Ridges', 43.8130, -79.0880),
      c('West Shore', 43.8100, -79.1110),
      c('Amberlea', 43.8260, -79.0990),
      c('Liverpool', 43.8380, -79.0980),
      c('Village East', 43.8390, -79.0660),
      c('Rougemount', 43.8120, -79.1310),
      c('Highbush', 43.8300, -79.1200),
      c('Duffin Heights', 43.8780, -79.1000),
      c('Town Centre', 43.8370, -79.0860),
      c('Claremont', 43.9720, -79.1280),
      c('Seaton', 43.8850, -79.1350),
    ],
  },
  {
    name: 'Scugog',
    region: 'Durham',
    latitude: 44.1050,
    longitude: -78.9440,
    postalPrefixes: ['L9L', 'L0B'],
    communities: [
      c('Port Perry', 44.1050, -78.9440),
      c('Blackstock', 44.1140, -78.8180),
      c('Caesarea', 44.1760, -78.8540),
      c('Rural Scugog', 44.1500, -78.9300),
    ],
  },
  {
    name: 'Uxbridge',
    region: 'Durham',
    latitude: 44.1090,
    longitude: -79.1210,
    postalPrefixes: ['L9P', 'L0C', 'L0E'],
    communities: [
      c('Uxbridge', 44.1090, -79.1210),
      c('Goodwood', 44.0420, -79.1880),
      c('Zephyr', 44.2070, -79.2410),
      c('Udora', 44.2620, -79.1800),
      c('Leaskdale', 44.1950, -79.1500),
      c('Rural Uxbridge', 44.1400, -79.1600),
    ],
  },
  {
    name: 'Whitby',
    region: 'Durham',
    latitude: 43.8975,
    longitude: -78.9429,
    postalPrefixes: ['L1M', 'L1N', 'L1P', 'L1R'],
    communities: [
      c('Downtown Whitby', 43.8770, -78.9420),
      c('Port Whitby', 43.8610, -78.9360),
      c('Brooklin', 43.9580, -78.9550),
      c('Williamsburg', 43.9180, -78.9570),
      c('Rolling Acres', 43.9050, -78.9220),
      c('Pringle Creek', 43.9080, -78.9420),
      c('Blue Grass Meadows', 43.8850, -78.9210),
      c('Lynde Creek', 43.8940, -78.9700),
      c('Taunton North', 43.9300, -78.9430),
      c('Rural Whitby', 43.9900, -78.9500),
    ],
  },

  // ── Halton ─────────────────────────────────────────────────────────────────────────────────
  {
    name: 'Burlington',
    region: 'Halton',
    latitude: 43.3255,
    longitude: -79.7990,
    postalPrefixes: ['L7L', 'L7M', 'L7N', 'L7P', 'L7R', 'L7S', 'L7T'],
    communities: [
      c('Brant', 43.3290, -79.7990),
      c('Roseland', 43.3400, -79.7750),
      c('Appleby', 43.3800, -79.7500),
      c('Orchard', 43.3960, -79.7870),
      c('Millcroft', 43.3960, -79.8130),
      c('Headon', 43.3860, -79.8060),
      c('Aldershot', 43.3080, -79.8570),
      c('Tyandaga', 43.3450, -79.8270),
      c('Brant Hills', 43.3630, -79.8220),
      c('Shoreacres', 43.3530, -79.7490),
    ],
  },
  {
    name: 'Halton Hills',
    region: 'Halton',
    latitude: 43.6333,
    longitude: -79.9500,
    postalPrefixes: ['L7G', 'L7J', 'L0P'],
    communities: [
      c('Georgetown', 43.6500, -79.9180),
      c('Acton', 43.6330, -80.0410),
      c('Glen Williams', 43.6700, -79.9280),
      c('Limehouse', 43.6380, -80.0000),
      c('Stewarttown', 43.6180, -79.9230),
    ],
  },
  {
    name: 'Milton',
    region: 'Halton',
    latitude: 43.5183,
    longitude: -79.8774,
    postalPrefixes: ['L9T', 'L9E', 'L0P'],
    communities: [
      c('Old Milton', 43.5130, -79.8840),
      c('Dempsey', 43.5230, -79.8650),
      c('Timberlea', 43.5270, -79.8950),
      c('Beaty', 43.5330, -79.8490),
      c('Harrison', 43.5000, -79.8600),
      c('Willmott', 43.4990, -79.8430),
      c('Ford', 43.4830, -79.8350),
      c('Scott', 43.5100, -79.8380),
      c('Campbellville', 43.4880, -79.9860),
      c('Cobban', 43.4760, -79.8250),
    ],
  },
  {
    name: 'Oakville',
    region: 'Halton',
    latitude: 43.4675,
    longitude: -79.6877,
    postalPrefixes: ['L6H', 'L6J', 'L6K', 'L6L', 'L6M'],
    communities: [
      c('Old Oakville', 43.4440, -79.6700),
      c('Bronte West', 43.3960, -79.7230),
      c('Bronte East', 43.4080, -79.7070),
      c('Glen Abbey', 43.4360, -79.7230),
      c('River Oaks', 43.4700, -79.7060),
      c('Iroquois Ridge North', 43.4830, -79.6870),
      c('Eastlake', 43.4580, -79.6440),
      c('College Park', 43.4600, -79.6940),
      c('West Oak Trails', 43.4410, -79.7450),
      c('Palermo West', 43.4400, -79.7780),
      c('Uptown Core', 43.4890, -79.7110),
      c('Joshua Creek', 43.4800, -79.6700),
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
