/**
 * Turns a sample listing's identity and timeline into the raw PropTx/RESO Property record,
 * with rooms and media inline (as `$expand=PropertyRooms,Media` would return them).
 *
 * Every detail is drawn from the listing's own DETAIL stream in a fixed order, so the record
 * depends only on (seed, index) plus the timeline; keep the draw order stable when editing, or
 * every sample listing changes (harmless, but it defeats "re-import writes nothing").
 */
import { localStreet, postalCode, streetLine, unparsedAddress } from './address.ts';
import * as C from './catalog.ts';
import { toIsoTimestamp as iso, withThousands } from './iso-time.ts';
import { STREAM, isTorontoCore } from './listing-identity.ts';
import type { ListingIdentity } from './listing-identity.ts';
import { FEED_EPOCH_MS, RUN_INTERVAL_MS } from './listing-timeline.ts';
import type { Timeline } from './listing-timeline.ts';
import { SHORT_DESCRIPTIONS, photoKindFor, sampleMediaUrl } from './photo-spec.ts';
import { Rng, WeightedTable, hash32 } from './prng.ts';
import { composeExtras, composeRemarks } from './remarks.ts';
import type { CommercialKind, RemarkContext, RemarkKind } from './remarks.ts';
import { buildRooms } from './rooms.ts';
import type { RoomLayout } from './rooms.ts';
import type { Street } from './sample-areas.ts';
import type { ResoMedia, ResoMlsStatus, ResoProperty, ResoPropertyRoom, ResoStandardStatus } from './types.ts';
import { FEED_CLASS_PROPERTY_TYPE } from './types.ts';

/** Physical form of a sub-type: drives sizes, rooms, parking, lot and wording. */
type Form = 'detached' | 'semi' | 'town' | 'plex' | 'apartment' | 'land' | 'rural' | 'farm' | 'cottage' | CommercialKind | 'commercial-land';

const FORM_BY_SUBTYPE: Readonly<Record<string, Form>> = {
  Detached: 'detached',
  Link: 'detached',
  'Detached Condo': 'detached',
  'Semi-Detached': 'semi',
  'Semi-Detached Condo': 'semi',
  'Att/Row/Townhouse': 'town',
  'Condo Townhouse': 'town',
  'Common Element Condo': 'town',
  Duplex: 'plex',
  Triplex: 'plex',
  Fourplex: 'plex',
  Multiplex: 'investment',
  'Condo Apartment': 'apartment',
  'Co-op Apartment': 'apartment',
  'Vacant Land': 'land',
  'Rural Residential': 'rural',
  Farm: 'farm',
  Cottage: 'cottage',
  'Commercial Retail': 'retail',
  Office: 'office',
  Industrial: 'industrial',
  'Sale Of Business': 'business',
  Investment: 'investment',
  'Store W/Apt/Office': 'mixed',
  Land: 'commercial-land',
};

const TYPE_LABELS: Readonly<Record<string, string>> = {
  Detached: 'detached home',
  'Semi-Detached': 'semi-detached home',
  'Att/Row/Townhouse': 'freehold townhouse',
  Link: 'link home',
  Duplex: 'legal duplex',
  Triplex: 'triplex',
  Fourplex: 'fourplex',
  Multiplex: 'multiplex',
  'Rural Residential': 'country home',
  Farm: 'farm',
  Cottage: 'cottage',
  'Vacant Land': 'vacant lot',
  'Condo Townhouse': 'condo townhouse',
  'Common Element Condo': 'common element townhouse',
  'Detached Condo': 'detached condo home',
  'Semi-Detached Condo': 'semi-detached condo home',
  'Condo Apartment': 'condo',
  'Co-op Apartment': 'co-op apartment',
};

const REMARK_KIND: Readonly<Record<Form, RemarkKind>> = {
  detached: 'house',
  semi: 'house',
  plex: 'house',
  town: 'townhouse',
  apartment: 'condo',
  land: 'land',
  rural: 'rural',
  farm: 'rural',
  cottage: 'cottage',
  retail: 'retail',
  office: 'office',
  industrial: 'industrial',
  business: 'business',
  investment: 'investment',
  mixed: 'mixed',
  'commercial-land': 'land',
};

const PLEX_UNITS: Readonly<Record<string, number>> = { Duplex: 2, Triplex: 3, Fourplex: 4 };

const COMMERCIAL_AREA: Partial<Readonly<Record<Form, readonly [min: number, typical: number, max: number]>>> = {
  retail: [700, 2_000, 6_000],
  office: [500, 1_800, 10_000],
  industrial: [1_800, 8_000, 60_000],
  business: [600, 1_400, 3_200],
  investment: [3_000, 7_000, 20_000],
  mixed: [2_400, 3_500, 6_000],
};

const table = <V>(entries: ReadonlyArray<readonly [V, number]>): WeightedTable<V> => new WeightedTable(entries);
const T = {
  bedsDetached: table<number>([
    [2, 5],
    [3, 35],
    [4, 42],
    [5, 15],
    [6, 3],
  ]),
  bedsSemi: table<number>([
    [2, 15],
    [3, 65],
    [4, 20],
  ]),
  bedsTown: table<number>([
    [2, 22],
    [3, 58],
    [4, 20],
  ]),
  bedsApartment: table<number>([
    [0, 8],
    [1, 45],
    [2, 40],
    [3, 7],
  ]),
  bedsRural: table<number>([
    [2, 6],
    [3, 36],
    [4, 40],
    [5, 18],
  ]),
  bedsCottage: table<number>([
    [2, 30],
    [3, 50],
    [4, 20],
  ]),
  ageOlder: table(C.AGE_OLDER),
  ageSuburban: table(C.AGE_SUBURBAN),
  ageCondo: table(C.AGE_CONDO),
  styleDetached: table(C.STYLES_DETACHED),
  styleAttached: table(C.STYLES_ATTACHED),
  stylePlex: table(C.STYLES_PLEX),
  styleRural: table(C.STYLES_RURAL),
  styleCottage: table(C.STYLES_COTTAGE),
  styleCondoTown: table(C.STYLES_CONDO_TOWN),
  basementHouse: table(C.BASEMENTS_HOUSE),
  basementTown: table(C.BASEMENTS_TOWN),
  constructionHouse: table(C.CONSTRUCTION_HOUSE),
  constructionApartment: table(C.CONSTRUCTION_APARTMENT),
  constructionCommercial: table(C.CONSTRUCTION_COMMERCIAL),
  heatHouse: table(C.HEAT_TYPES_HOUSE),
  heatApartment: table(C.HEAT_TYPES_APARTMENT),
  heatCommercial: table(C.HEAT_TYPES_COMMERCIAL),
};

const APARTMENT_SIZE_FACTOR = [0.8, 1, 1.35, 1.8] as const;

const round2 = (x: number): number => Math.round(x * 100) / 100;
const round6 = (x: number): number => Math.round(x * 1e6) / 1e6;
const clamp = (x: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, x));

/**
 * Real list prices end in 900 or 000 (749,900 · 1,299,000); a listing keeps one habit across
 * price changes. Rents round to 50 / 100.
 */
function roundPrice(amount: number, lease: boolean, habit: number): number {
  if (lease) return amount < 10_000 ? Math.max(50, Math.round(amount / 50) * 50) : Math.round(amount / 100) * 100;
  if (amount < 1_000_000) {
    const thousands = Math.max(1_000, Math.round(amount / 1_000) * 1_000);
    return habit < 0.55 ? thousands - 100 : thousands;
  }
  const tenThousands = Math.round(amount / 10_000) * 10_000;
  if (habit < 0.4) return tenThousands - 1_000;
  return habit < 0.65 ? tenThousands - 100 : tenThousands;
}

function terminalStatus(draw: number, lease: boolean): ResoMlsStatus {
  if (draw < 0.7) return lease ? 'Leased' : 'Sold';
  if (draw < 0.85) return 'Expired';
  if (lease || draw < 0.95) return 'Terminated';
  return 'Suspended';
}

const STANDARD_STATUS: Readonly<Record<ResoMlsStatus, ResoStandardStatus>> = {
  New: 'Active',
  'Price Change': 'Active',
  Extension: 'Active',
  Sold: 'Closed',
  Leased: 'Closed',
  Expired: 'Expired',
  Terminated: 'Canceled',
  Suspended: 'Hold',
};

function pickSome(rng: Rng, items: readonly string[], min: number, max: number): string[] {
  const count = rng.int(min, max);
  const start = rng.int(0, items.length - 1);
  const out: string[] = [];
  for (let i = 0; i < count && i < items.length; i++) out.push(items[(start + i * 5) % items.length] as string);
  return [...new Set(out)];
}

type Range = readonly [min: number, max: number];
type LotRanges = readonly [width: Range, depth: Range];

/** Lot width and depth ranges (feet) by form; a commercial form not listed has COMMERCIAL_LOT, an apartment no lot of its own. */
const LOT_RANGES: Readonly<Partial<Record<Form, LotRanges>>> = {
  detached: [
    [30, 60],
    [100, 140],
  ],
  semi: [
    [18, 30],
    [100, 130],
  ],
  town: [
    [18, 25],
    [80, 120],
  ],
  plex: [
    [20, 40],
    [100, 150],
  ],
  land: [
    [30, 120],
    [100, 300],
  ],
  rural: [
    [150, 500],
    [200, 1_000],
  ],
  farm: [
    [600, 1_500],
    [1_300, 3_000],
  ],
  cottage: [
    [60, 150],
    [150, 300],
  ],
  'commercial-land': [
    [100, 600],
    [150, 600],
  ],
};
const COMMERCIAL_LOT: LotRanges = [
  [40, 300],
  [100, 400],
];
/** Downtown Toronto's detached lots are narrower. */
const CORE_DETACHED_LOT: LotRanges = [
  [20, 50],
  [90, 140],
];

function lotFor(rng: Rng, form: Form, core: boolean): readonly [width: number, depth: number] | undefined {
  if (form === 'apartment') return undefined;
  const [width, depth] = form === 'detached' && core ? CORE_DETACHED_LOT : (LOT_RANGES[form] ?? COMMERCIAL_LOT);
  return [rng.range(width[0], width[1]), rng.range(depth[0], depth[1])];
}

/**
 * What every part of a record is drawn from: the listing's identity, its detail stream and the
 * facts of its form. The parts below draw from `rng` in the order buildRecord calls them.
 */
interface Draw {
  rng: Rng;
  id: ListingIdentity;
  form: Form;
  lease: boolean;
  /** Downtown Toronto: smaller lots, fewer garages, taller buildings. */
  core: boolean;
  isCommercial: boolean;
  isCondo: boolean;
  countryside: boolean;
  residential: boolean;
}

interface Size {
  beds: number;
  units: number;
  hasDen: boolean;
  baths: number;
  buildingArea: number | undefined;
  livingArea: string | undefined;
}

function bedsAndUnits({ rng, form, id }: Draw): { beds: number; units: number } {
  switch (form) {
    case 'detached':
      return { beds: T.bedsDetached.pick(rng.next()), units: 0 };
    case 'semi':
      return { beds: T.bedsSemi.pick(rng.next()), units: 0 };
    case 'town':
      return { beds: T.bedsTown.pick(rng.next()), units: 0 };
    case 'apartment':
      return { beds: T.bedsApartment.pick(rng.next()), units: 0 };
    case 'rural':
    case 'farm':
      return { beds: T.bedsRural.pick(rng.next()), units: 0 };
    case 'cottage':
      return { beds: T.bedsCottage.pick(rng.next()), units: 0 };
    case 'plex': {
      const units = PLEX_UNITS[id.subType] ?? 2;
      return { beds: units + rng.int(0, units), units };
    }
    case 'investment': {
      const units = rng.int(4, 12);
      return { beds: units * rng.int(1, 2), units };
    }
    case 'mixed': {
      const units = rng.int(1, 3);
      return { beds: units, units };
    }
    default:
      return { beds: 0, units: 0 };
  }
}

function drawSize(draw: Draw): Size {
  const { rng, form, isCommercial, isCondo, residential } = draw;
  const { beds, units } = bedsAndUnits(draw);
  const hasDen = form === 'apartment' && beds > 0 && beds < 3 && rng.chance(0.35);
  let baths = 0;
  if (form === 'apartment') baths = beds <= 1 ? (hasDen && rng.chance(0.4) ? 2 : 1) : rng.chance(0.85) ? 2 : 3;
  else if (form === 'plex' || form === 'investment') baths = units + rng.int(0, Math.max(1, units - 1));
  else if (form === 'cottage') baths = rng.int(1, 2);
  else if (isCommercial) baths = form === 'commercial-land' ? 0 : rng.int(1, form === 'mixed' ? units + 1 : 4);
  else if (beds > 0) baths = clamp(beds - 1 + rng.int(0, 2), 1, 6);

  const areaRange = COMMERCIAL_AREA[form];
  let buildingArea: number | undefined;
  if (areaRange) {
    const [min, typical, max] = areaRange;
    buildingArea = Math.round(clamp(typical * Math.exp(0.55 * rng.gauss()), min, max) / 10) * 10;
  }

  let livingArea: string | undefined;
  if (form === 'apartment') {
    const start = [0, 1, 3, 6][beds] ?? 1;
    livingArea = C.CONDO_LIVING_AREAS[start + rng.int(0, 2) + (hasDen ? 1 : 0)];
  } else if (form === 'town' && isCondo) {
    livingArea = C.CONDO_LIVING_AREAS[clamp(5 + beds + rng.int(-1, 2), 0, C.CONDO_LIVING_AREAS.length - 1)];
  } else if (residential) {
    const base = form === 'semi' || form === 'town' ? 2 : form === 'cottage' ? 1 : 3;
    livingArea = C.FREEHOLD_LIVING_AREAS[clamp(base + Math.max(0, beds - 3) + rng.int(-1, 1), 1, 8)];
  }
  return { beds, units, hasDen, baths, buildingArea, livingArea };
}

interface Interior {
  style: string;
  basement: string[] | undefined;
  hasBasementApartment: boolean;
  bedsBelow: number;
  hasFamily: boolean;
  hasFireplace: boolean;
  rooms: ResoPropertyRoom[];
  roomsBelow: number;
}

function drawStyle({ rng, form, isCondo }: Draw): string {
  if (form === 'apartment') return 'Apartment';
  if (form === 'detached') return T.styleDetached.pick(rng.next());
  if (form === 'semi') return T.styleAttached.pick(rng.next());
  if (form === 'town') return isCondo ? T.styleCondoTown.pick(rng.next()) : T.styleAttached.pick(rng.next());
  if (form === 'plex' || form === 'investment') return T.stylePlex.pick(rng.next());
  if (form === 'rural' || form === 'farm') return T.styleRural.pick(rng.next());
  if (form === 'cottage') return T.styleCottage.pick(rng.next());
  return '';
}

function drawBasement({ rng, form, residential }: Draw): string[] | undefined {
  if (form === 'apartment') return ['None'];
  if (form === 'town') return [...T.basementTown.pick(rng.next())];
  if (form === 'plex') return rng.chance(0.6) ? ['Apartment', 'Separate Entrance'] : ['Finished'];
  if (residential && form !== 'investment') return [...T.basementHouse.pick(rng.next())];
  return undefined;
}

function drawInterior(draw: Draw, { beds, hasDen }: Size): Interior {
  const { rng, form, residential } = draw;
  const style = drawStyle(draw);
  const basement = drawBasement(draw);
  const hasBasementApartment = basement?.includes('Apartment') ?? false;
  const finishedBasement = hasBasementApartment || (basement?.includes('Finished') ?? false);
  const bedsBelow = form === 'apartment' ? (hasDen ? 1 : 0) : finishedBasement ? rng.int(0, hasBasementApartment ? 2 : 1) : 0;
  const hasFamily = residential && form !== 'apartment' && rng.chance(form === 'detached' || form === 'rural' ? 0.65 : 0.3);
  const hasFireplace =
    residential &&
    rng.chance(form === 'apartment' ? 0.06 : form === 'cottage' ? 0.7 : form === 'detached' || form === 'rural' || form === 'farm' ? 0.55 : 0.25);

  const layout: RoomLayout = form === 'apartment' ? 'apartment' : form === 'mixed' ? 'store' : residential && form !== 'investment' ? 'house' : 'none';
  const rooms = buildRooms(rng, draw.id.listingKey, {
    layout,
    style,
    beds,
    bedsBelow: form === 'apartment' ? 0 : bedsBelow,
    hasFamily,
    hasDen,
    finishedBasement,
  });
  const roomsBelow = rooms.reduce((n, room) => n + (room.RoomLevel === 'Basement' ? 1 : 0), 0);
  return { style, basement, hasBasementApartment, bedsBelow, hasFamily, hasFireplace, rooms, roomsBelow };
}

/** The price the listing entered at (unrounded and rounded) and today's, after the timeline's cuts. */
function drawPrice({ rng, id, form, lease }: Draw, { beds, hasDen, buildingArea, units }: Size, t: Timeline) {
  const priceBase = C.PRICE_BASES[id.subType] ?? { sale: 900_000, lease: 3_000, beds: 3 };
  const index = form === 'apartment' ? id.area.priceIndex ** 0.8 : id.area.priceIndex;
  const areaRange = COMMERCIAL_AREA[form];
  let size = 1;
  if (form === 'apartment') size = (APARTMENT_SIZE_FACTOR[beds] ?? 1) * (hasDen ? 1.06 : 1);
  else if (buildingArea !== undefined && areaRange) size = (buildingArea / areaRange[1]) ** 0.85;
  else if (form === 'investment') size = units / 6;
  else if (priceBase.beds > 0) size = Math.max(0.6, 1 + 0.13 * (beds - priceBase.beds));
  const noise = Math.exp(0.2 * rng.gauss());
  const habit = rng.next();
  const original = lease ? priceBase.lease * index ** 0.5 * size ** 0.7 * noise : priceBase.sale * index * size * noise;
  const originalListPrice = roundPrice(original, lease, habit);
  // Agents cut from the current (rounded) price, and a cut always lowers it by at least a step.
  const step = lease ? 50 : 1_000;
  let listPrice = roundPrice(original * (1 - t.basePriceCut), lease, habit);
  if (t.basePriceCut > 0 && listPrice >= originalListPrice) listPrice = originalListPrice - step;
  for (const cut of t.runPriceCuts) {
    const next = roundPrice(listPrice * (1 - cut), lease, habit);
    listPrice = next < listPrice ? next : listPrice - step;
  }
  return { original, originalListPrice, listPrice };
}

function drawPlace({ rng, id, form, core, isCommercial, isCondo, countryside }: Draw) {
  const { community, subType } = id;
  const municipality = id.area.municipality;
  const [streetA, streetB] = community.streets;
  let street: Street;
  let streetNumber: number;
  let unitNumber: string | undefined;
  if (form === 'apartment') {
    street = rng.chance(0.6) ? streetA : streetB;
    streetNumber = rng.int(1, core ? 700 : 2_600);
    const tall = core || municipality.name === 'North York' || municipality.name === 'Mississauga';
    unitNumber = `${rng.int(subType === 'Co-op Apartment' ? 1 : 2, tall ? 55 : 22)}${String(rng.int(1, 20)).padStart(2, '0')}`;
  } else if (isCommercial) {
    street = rng.chance(0.5) ? streetA : streetB;
    streetNumber = rng.int(1, 9_999);
    if (form !== 'commercial-land' && form !== 'investment' && rng.chance(0.3)) unitNumber = String(rng.int(1, 120));
  } else if (countryside) {
    street = rng.chance(0.5) ? streetA : streetB;
    streetNumber = rng.int(1_000, 19_999);
  } else {
    street = localStreet(rng);
    streetNumber = rng.int(1, core ? 450 : 300);
    if (form === 'town' && isCondo && subType === 'Condo Townhouse') unitNumber = String(rng.int(1, 150));
  }
  const city = community.district ? `Toronto ${community.district}` : municipality.name;
  const postal = postalCode(rng, community.fsa);
  const jitter = countryside ? 0.012 : 0.0045;
  const latitude = round6(community.community.latitude + jitter * rng.gauss());
  const longitude = round6(community.community.longitude + jitter * 1.35 * rng.gauss());
  return { streetA, streetB, street, streetNumber, unitNumber, city, postal, latitude, longitude };
}

function drawHeatSource({ rng, form, countryside }: Draw): string {
  const draw = rng.next();
  if (countryside) return draw < 0.3 ? 'Gas' : draw < 0.6 ? 'Propane' : draw < 0.8 ? 'Oil' : 'Electric';
  if (form === 'apartment') return draw < 0.55 ? 'Gas' : 'Electric';
  return draw < 0.9 ? 'Gas' : 'Electric';
}

function drawSystems(draw: Draw) {
  const { rng, id, form, isCommercial, countryside } = draw;
  let age: string | undefined;
  if (form === 'apartment') age = T.ageCondo.pick(rng.next());
  else if (form !== 'land' && form !== 'commercial-land') {
    age = (id.area.municipality.region === 'Toronto' ? T.ageOlder : T.ageSuburban).pick(rng.next());
  }
  const construction =
    form === 'apartment'
      ? T.constructionApartment.pick(rng.next())
      : isCommercial
        ? T.constructionCommercial.pick(rng.next())
        : T.constructionHouse.pick(rng.next());
  const heatType = form === 'apartment' ? T.heatApartment.pick(rng.next()) : isCommercial ? T.heatCommercial.pick(rng.next()) : T.heatHouse.pick(rng.next());
  const heatSource = drawHeatSource(draw);
  const coolingDraw = rng.next();
  const cooling = isCommercial
    ? [coolingDraw < 0.8 ? 'Yes' : 'No']
    : countryside && coolingDraw < 0.35
      ? ['None']
      : [coolingDraw < 0.88 ? 'Central Air' : 'Window Unit'];
  const poolDraw = rng.next();
  const pool =
    form === 'apartment' || form === 'town' ? ['None'] : poolDraw < (countryside ? 0.15 : 0.09) ? ['Inground'] : poolDraw < 0.12 ? ['Above Ground'] : ['None'];
  return { age, construction, heatType, heatSource, cooling, pool, hasPool: pool[0] === 'Inground' };
}

interface Parking {
  garageType: string | undefined;
  garageSpaces: number;
  driveSpaces: number;
  hasParking: boolean;
}

function drawParking({ rng, form, core, isCommercial, isCondo }: Draw): Parking {
  let garageType: string | undefined;
  let garageSpaces = 0;
  let driveSpaces = 0;
  // A residential multiplex parks like a plex, not like a plaza.
  const parkingForm: Form = form === 'investment' && !isCommercial ? 'plex' : form;
  switch (parkingForm) {
    case 'detached':
      if (core) {
        garageType = rng.chance(0.55) ? 'Detached' : 'None';
        garageSpaces = garageType === 'None' ? 0 : 1;
        driveSpaces = rng.int(1, 2);
      } else {
        garageType = rng.pick(['Attached', 'Attached', 'Built-In', 'Detached']);
        garageSpaces = rng.int(1, 3);
        driveSpaces = rng.int(2, 6);
      }
      break;
    case 'semi':
      garageType = core ? (rng.chance(0.5) ? 'None' : 'Detached') : rng.pick(['Attached', 'Built-In', 'None']);
      garageSpaces = garageType === 'None' ? 0 : 1;
      driveSpaces = rng.int(core ? 0 : 1, core ? 1 : 3);
      break;
    case 'town':
      garageType = isCondo ? rng.pick(['Attached', 'Built-In', 'Underground']) : rng.pick(['Attached', 'Built-In']);
      garageSpaces = rng.int(1, 2);
      driveSpaces = garageType === 'Underground' ? 0 : rng.int(1, 2);
      break;
    case 'apartment':
      garageType = 'Underground';
      garageSpaces = rng.chance(core ? 0.55 : 0.8) ? (rng.chance(0.1) ? 2 : 1) : 0;
      break;
    case 'plex':
      garageType = rng.pick(['None', 'Detached']);
      garageSpaces = garageType === 'None' ? 0 : rng.int(1, 2);
      driveSpaces = rng.int(1, 4);
      break;
    case 'rural':
    case 'farm':
      garageType = rng.pick(['Attached', 'Detached', 'Detached']);
      garageSpaces = rng.int(2, 3);
      driveSpaces = rng.int(6, 20);
      break;
    case 'cottage':
      garageType = rng.pick(['None', 'Detached']);
      garageSpaces = garageType === 'None' ? 0 : 1;
      driveSpaces = rng.int(3, 8);
      break;
    case 'land':
    case 'commercial-land':
      break;
    default:
      garageType = rng.pick(['Plaza', 'Outside/Surface', 'Outside/Surface', 'Underground', 'None']);
      driveSpaces = garageType === 'None' ? 0 : rng.int(2, 40);
  }
  const hasParking = form === 'apartment' ? garageSpaces > 0 : driveSpaces + garageSpaces > 0;
  return { garageType, garageSpaces, driveSpaces, hasParking };
}

interface CondoCorporation {
  associationFee?: number;
  feeIncludes?: string[];
  amenities?: string[];
  exposure?: string;
  locker?: string;
}

/** The condo corporation's fee and what it covers (nothing for a freehold or commercial listing). */
function drawCondoCorporation({ rng, id, form, isCondo }: Draw, livingArea: string | undefined, hasParking: boolean): CondoCorporation {
  if (!isCondo) return {};
  const condo: CondoCorporation = {};
  const [low = 700, high = low + 100] = (livingArea ?? '900-1099').split('-').map(Number);
  // "0-499" studios are really 350-499 sq ft.
  const sqftMid = (Math.max(low, 350) + high) / 2;
  let feeIncludes: string[];
  if (form === 'apartment') {
    condo.associationFee = round2(sqftMid * rng.range(0.55, 0.95) * (id.subType === 'Co-op Apartment' ? 1.25 : 1));
    feeIncludes = ['Heat Included', 'Water Included', 'Common Elements Included', 'Building Insurance Included'];
    if (rng.chance(0.4)) feeIncludes.push('CAC Included');
    if (rng.chance(0.1)) feeIncludes.push('Hydro Included');
    condo.amenities = pickSome(rng, C.ASSOCIATION_AMENITIES, 3, 6);
    condo.exposure = rng.pick(C.EXPOSURES);
    const lockerDraw = rng.next();
    condo.locker = lockerDraw < 0.4 ? 'Owned' : lockerDraw < 0.75 ? 'Exclusive' : lockerDraw < 0.95 ? 'None' : 'Ensuite';
  } else {
    condo.associationFee = round2(id.subType === 'Common Element Condo' ? rng.range(80, 250) : rng.range(220, 600));
    feeIncludes = ['Common Elements Included', 'Building Insurance Included'];
    if (rng.chance(0.5)) feeIncludes.push('Water Included');
  }
  if (hasParking) feeIncludes.push('Parking Included');
  condo.feeIncludes = feeIncludes;
  return condo;
}

/** Lot, zoning, tax and the listing's paperwork. */
function drawLegal({ rng, id, form, core, lease, isCommercial }: Draw, original: number) {
  const lot = lotFor(rng, form, core);
  const lotWidth = lot ? round2(lot[0]) : undefined;
  const lotDepth = lot ? round2(lot[1]) : undefined;
  const acres = lot ? Math.max(1, Math.round((lot[0] * lot[1]) / 43_560)) : 0;
  const zoningList = C.ZONING_BY_SUBTYPE[id.subType];
  const zoning = zoningList && (isCommercial || form === 'land') ? rng.pick(zoningList) : undefined;
  const taxAnnual = lease || form === 'business' ? undefined : round2(original * id.area.taxRate * (isCommercial ? 1.8 : 1) * rng.range(0.85, 1.15));
  const parcel = `${rng.int(10_000, 74_999)}${String(rng.int(1, 9_999)).padStart(4, '0')}`;
  const office = isCommercial && rng.chance(0.7) ? rng.pick(C.BROKERAGES_COMMERCIAL) : rng.pick(C.BROKERAGES_RESIDENTIAL);
  const showAddress = rng.chance(0.97);
  const clearHeight = rng.int(14, 32);
  const tmi = rng.int(6, 22);
  const businessType = rng.pick(C.BUSINESS_TYPES);
  return { lot, lotWidth, lotDepth, acres, zoning, taxAnnual, parcel, office, showAddress, clearHeight, tmi, businessType };
}

/** The photos, taken between the listing's entry and the run that first served it. */
function drawMedia({ rng, id, form }: Draw, t: Timeline): { media: ResoMedia[]; photosTs: string } {
  const { listingKey } = id;
  const photoCap = t.bornRun === 0 ? FEED_EPOCH_MS : FEED_EPOCH_MS + t.bornRun * RUN_INTERVAL_MS;
  const photosMs = Math.min(photoCap, t.entryMs + rng.int(600_000, 172_800_000));
  const photosTs = iso(photosMs);
  const mediaCount = form === 'land' || form === 'commercial-land' ? rng.int(3, 5) : rng.int(3, 8);
  const media: ResoMedia[] = new Array<ResoMedia>(mediaCount);
  for (let n = 1; n <= mediaCount; n++) {
    media[n - 1] = {
      MediaKey: `${listingKey}-M${n}`,
      ResourceRecordKey: listingKey,
      ResourceName: 'Property',
      Order: n,
      MediaURL: sampleMediaUrl(listingKey, n),
      MediaCategory: 'Photo',
      MediaType: 'image/jpeg',
      MediaStatus: 'Active',
      PreferredPhotoYN: n === 1,
      ImageSizeDescription: 'Largest',
      ShortDescription: SHORT_DESCRIPTIONS[photoKindFor(id.theme, n)],
      ModificationTimestamp: photosTs,
    };
  }
  return { media, photosTs };
}

type Place = ReturnType<typeof drawPlace>;
type Systems = ReturnType<typeof drawSystems>;
type Legal = ReturnType<typeof drawLegal>;

function remarkContextOf(
  { id, form, lease }: Draw,
  size: Size,
  interior: Interior,
  place: Place,
  systems: Systems,
  parking: Parking,
  condo: CondoCorporation,
  legal: Legal,
): RemarkContext {
  const streetText = streetLine(place.street);
  return {
    kind: REMARK_KIND[form],
    lease,
    typeLabel: TYPE_LABELS[id.subType] ?? id.subType.toLowerCase(),
    style: interior.style.toLowerCase(),
    beds: size.beds,
    bedsPlus: interior.bedsBelow,
    baths: size.baths,
    address: `${place.streetNumber} ${streetText}`,
    street: `${place.streetNumber} ${streetText}`,
    community: id.community.community.name,
    municipality: id.area.municipality.name,
    crossA: place.streetA.name,
    crossB: place.streetB.name,
    highways: id.area.highways,
    sqft: size.buildingArea !== undefined ? withThousands(size.buildingArea) : (size.livingArea ?? ''),
    lot: legal.lotWidth !== undefined && legal.lotDepth !== undefined ? `${Math.round(legal.lotWidth)} x ${Math.round(legal.lotDepth)} ft` : '',
    unit: place.unitNumber ?? '',
    exposure: condo.exposure ?? 'South',
    hasPool: systems.hasPool,
    hasFireplace: interior.hasFireplace,
    hasGarage: parking.garageSpaces > 0,
    hasBasementApartment: interior.hasBasementApartment,
    hasDen: size.hasDen,
    hasParking: parking.hasParking,
    zoning: legal.zoning ?? 'Commercial',
    businessType: legal.businessType,
    residentialUnits: size.units,
    clearHeight: legal.clearHeight,
    acres: legal.acres,
    tmi: legal.tmi,
  };
}

export function buildRecord(seed: number, id: ListingIdentity, t: Timeline): ResoProperty {
  const rng = new Rng(hash32(seed, id.index, STREAM.DETAIL));
  const { area, community, subType, transaction, feedClass, listingKey } = id;
  const municipality = area.municipality;
  const form = FORM_BY_SUBTYPE[subType] ?? 'detached';
  const isCommercial = feedClass === 'commercial';
  const draw: Draw = {
    rng,
    id,
    form,
    lease: transaction !== 'For Sale',
    core: isTorontoCore(area),
    isCommercial,
    isCondo: feedClass === 'condo',
    countryside: form === 'rural' || form === 'farm' || form === 'cottage' || (form === 'land' && area.rural > 0.2),
    residential: !isCommercial && form !== 'land',
  };
  const { lease, countryside, residential } = draw;

  // The parts in the order their draws were first written: changing it changes every listing.
  const size = drawSize(draw);
  const interior = drawInterior(draw, size);
  const { original, originalListPrice, listPrice } = drawPrice(draw, size, t);
  const place = drawPlace(draw);
  const systems = drawSystems(draw);
  const parking = drawParking(draw);
  const condo = drawCondoCorporation(draw, size.livingArea, parking.hasParking);
  const legal = drawLegal(draw, original);
  const { media, photosTs } = drawMedia(draw, t);
  const remarkContext = remarkContextOf(draw, size, interior, place, systems, parking, condo, legal);
  const remarks = composeRemarks(rng, remarkContext);
  const extras = composeExtras(rng, remarkContext);

  const terminal = t.terminalMs !== 0 ? terminalStatus(t.terminalDraw, lease) : undefined;
  const mlsStatus: ResoMlsStatus = terminal ?? t.status;
  const priorStatus: ResoMlsStatus | undefined = terminal ? t.status : t.priorStatus;
  const majorChangeMs = Math.max(t.entryMs, t.priceChangeMs, t.extensionMs, t.terminalMs);
  const { street, streetNumber, unitNumber } = place;
  const { beds, units, baths, buildingArea, livingArea } = size;
  const { rooms, roomsBelow } = interior;

  // ── the record, in the order PropTx tends to list fields ──────────────────────────────────
  const record: ResoProperty = {
    ListingKey: listingKey,
    ModificationTimestamp: iso(t.modMs),
    OriginalEntryTimestamp: iso(t.entryMs),
    MajorChangeTimestamp: iso(majorChangeMs),
    PhotosChangeTimestamp: photosTs,
    MediaChangeTimestamp: photosTs,
    PropertyType: FEED_CLASS_PROPERTY_TYPE[feedClass],
    PropertySubType: subType,
    TransactionType: transaction,
    ContractStatus: terminal ? 'Unavailable' : 'Available',
    StandardStatus: STANDARD_STATUS[mlsStatus],
    MlsStatus: mlsStatus,
    ListPrice: listPrice,
    OriginalListPrice: originalListPrice,
    StreetNumber: String(streetNumber),
    StreetName: street.name,
    UnparsedAddress: unparsedAddress(String(streetNumber), street, unitNumber, place.city, place.postal),
    City: place.city,
    CityRegion: community.community.name,
    CountyOrParish: municipality.region,
    StateOrProvince: 'ON',
    Country: 'CA',
    PostalCode: place.postal,
    CrossStreet: `${place.streetA.name}/${place.streetB.name}`,
    Latitude: place.latitude,
    Longitude: place.longitude,
    PublicRemarks: remarks,
    PublicRemarksExtras: extras,
    ListOfficeName: legal.office,
    OriginatingSystemName: 'Toronto Regional Real Estate Board',
    InternetEntireListingDisplayYN: true,
    InternetAddressDisplayYN: legal.showAddress,
    ParcelNumber: legal.parcel,
  };
  if (priorStatus) record.PriorMlsStatus = priorStatus;
  if (t.priceChangeMs) record.PriceChangeTimestamp = iso(t.priceChangeMs);
  if (t.extensionMs) record.ExtensionEntryTimestamp = iso(t.extensionMs);
  if (terminal === 'Sold') record.SoldEntryTimestamp = iso(t.terminalMs);
  else if (terminal === 'Leased') record.LeasedEntryTimestamp = iso(t.terminalMs);
  else if (terminal === 'Terminated') record.TerminatedEntryTimestamp = iso(t.terminalMs);
  else if (terminal === 'Suspended') record.SuspendedEntryTimestamp = iso(t.terminalMs);
  if (street.suffix) record.StreetSuffix = street.suffix;
  if (street.direction) record.StreetDirSuffix = street.direction;
  if (unitNumber) record.UnitNumber = unitNumber;
  if (form !== 'apartment' && legal.lot) record.DirectionFaces = rng.pick(C.DIRECTIONS_FACING);

  if (beds > 0 || residential) {
    record.BedroomsAboveGrade = beds;
    record.BedroomsBelowGrade = interior.bedsBelow;
  }
  if (baths > 0) record.BathroomsTotalInteger = baths;
  if (residential || form === 'mixed') {
    record.KitchensAboveGrade = form === 'plex' || form === 'investment' || form === 'mixed' ? Math.max(1, units) : 1;
    if (interior.hasBasementApartment) record.KitchensBelowGrade = 1;
    record.RoomsAboveGrade = Math.max(rooms.length - roomsBelow, beds + 2);
    if (roomsBelow > 0) record.RoomsBelowGrade = roomsBelow;
    record.DenFamilyroomYN = form === 'apartment' ? size.hasDen : interior.hasFamily;
    record.FireplaceYN = interior.hasFireplace;
  }
  if (livingArea) record.LivingAreaRange = livingArea;
  if (buildingArea !== undefined) {
    record.BuildingAreaTotal = buildingArea;
    record.BuildingAreaUnits = 'Square Feet';
  }
  if (systems.age) record.ApproximateAge = systems.age;
  if (interior.style) record.ArchitecturalStyle = [interior.style];
  if (interior.basement) record.Basement = interior.basement;
  if (form !== 'land' && form !== 'commercial-land') {
    record.Cooling = systems.cooling;
    record.HeatType = systems.heatType;
    record.HeatSource = systems.heatSource;
    record.ConstructionMaterials = [...systems.construction];
  }
  if (residential) record.PoolFeatures = systems.pool;
  record.Sewer = countryside ? ['Septic'] : ['Sewer'];
  record.Water = countryside ? 'Well' : 'Municipal';
  if (parking.garageType !== undefined) {
    record.GarageType = parking.garageType;
    record.GarageParkingSpaces = String(parking.garageSpaces);
    record.ParkingSpaces = form === 'apartment' ? parking.garageSpaces : parking.driveSpaces;
    record.ParkingTotal = form === 'apartment' ? parking.garageSpaces : parking.driveSpaces + parking.garageSpaces;
  }
  if (legal.taxAnnual !== undefined) {
    record.TaxAnnualAmount = legal.taxAnnual;
    record.TaxYear = 2025;
  }
  if (condo.associationFee !== undefined) record.AssociationFee = condo.associationFee;
  if (condo.feeIncludes) record.AssociationFeeIncludes = condo.feeIncludes;
  if (condo.amenities) record.AssociationAmenities = condo.amenities;
  if (condo.exposure) record.Exposure = condo.exposure;
  if (condo.locker) record.Locker = condo.locker;
  if (legal.lotWidth !== undefined && legal.lotDepth !== undefined) {
    record.LotWidth = legal.lotWidth;
    record.LotDepth = legal.lotDepth;
    record.LotSizeUnits = 'Feet';
  }
  if (legal.zoning) record.ZoningDesignation = legal.zoning;
  record.PropertyRooms = rooms;
  record.Media = media;
  return record;
}
