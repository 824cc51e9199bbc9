/**
 * PropertyRooms rows for sample listings (legacy Rm1..Rm12): room type, level, metric
 * dimensions and up to three descriptors, in PropTx's shape (one row per room, keyed by RoomKey,
 * linked by ListingKey, ordered by Order).
 */
import type { Rng } from './prng.ts';
import type { ResoPropertyRoom } from './types.ts';

export type RoomLayout = 'house' | 'apartment' | 'store' | 'none';

export interface RoomPlan {
  layout: RoomLayout;
  style: string;
  beds: number;
  bedsBelow: number;
  hasFamily: boolean;
  hasDen: boolean;
  /** A finished basement adds a recreation room (and the bedrooms below grade). */
  finishedBasement: boolean;
}

interface RoomShape {
  length: readonly [number, number];
  width: readonly [number, number];
  features: readonly string[];
}

const SHAPES: Readonly<Record<string, RoomShape>> = {
  Living: {
    length: [3.4, 6.2],
    width: [3.0, 4.6],
    features: ['Hardwood Floor', 'Large Window', 'Pot Lights', 'Fireplace', 'Open Concept', 'Combined W/Dining'],
  },
  Dining: { length: [2.8, 4.2], width: [2.7, 3.8], features: ['Hardwood Floor', 'Separate Room', 'Overlooks Garden', 'Walk-Out', 'Combined W/Living'] },
  Kitchen: {
    length: [2.8, 5.0],
    width: [2.4, 4.0],
    features: ['Stainless Steel Appl', 'Quartz Counter', 'Centre Island', 'Backsplash', 'Breakfast Area', 'Ceramic Floor'],
  },
  Family: { length: [3.5, 6.0], width: [3.2, 4.8], features: ['Fireplace', 'Hardwood Floor', 'Walk-Out', 'Pot Lights', 'B/I Shelves'] },
  'Primary Bedroom': { length: [3.6, 5.6], width: [3.2, 4.6], features: ['Ensuite Bath', 'W/I Closet', 'Hardwood Floor', 'Broadloom', 'Large Window'] },
  Bedroom: { length: [2.7, 4.2], width: [2.5, 3.8], features: ['Closet', 'Hardwood Floor', 'Broadloom', 'Window', 'Laminate'] },
  Den: { length: [2.2, 3.2], width: [2.0, 3.0], features: ['Laminate', 'Separate Room', 'Window', 'Open Concept'] },
  Recreation: { length: [4.5, 9.0], width: [3.5, 6.5], features: ['Laminate', 'Pot Lights', 'Broadloom', 'Above Grade Window', '3 Pc Bath'] },
  Laundry: { length: [1.8, 3.2], width: [1.5, 2.6], features: ['Laundry Sink', 'Ceramic Floor', 'Closet'] },
  Office: { length: [2.6, 3.8], width: [2.4, 3.4], features: ['Hardwood Floor', 'Window', 'French Doors'] },
  Foyer: { length: [1.8, 3.2], width: [1.5, 2.6], features: ['Ceramic Floor', 'Closet', 'Double Doors'] },
};

const BEDROOM_NAMES = ['Primary Bedroom', '2nd Bedroom', '3rd Bedroom', '4th Bedroom', '5th Bedroom'] as const;
const MAX_ROOMS = 12;

function bedroomLevel(style: string): string {
  if (style === 'Apartment') return 'Flat';
  if (style.startsWith('Bungalow')) return 'Main';
  if (style.startsWith('Backsplit') || style.startsWith('Sidesplit')) return 'Upper';
  return 'Second';
}

const round2 = (x: number): number => Math.round(x * 100) / 100;

export function buildRooms(rng: Rng, listingKey: string, plan: RoomPlan): ResoPropertyRoom[] {
  if (plan.layout === 'none') return [];
  const rooms: Array<[type: string, shape: string, level: string]> = [];
  if (plan.layout === 'store') {
    rooms.push(['Living', 'Living', 'Second'], ['Kitchen', 'Kitchen', 'Second'], ['Primary Bedroom', 'Primary Bedroom', 'Second']);
    if (plan.beds > 1) rooms.push(['2nd Bedroom', 'Bedroom', 'Second']);
    rooms.push(['Office', 'Office', 'Ground']);
  } else {
    const main = plan.layout === 'apartment' ? 'Flat' : 'Main';
    const upper = bedroomLevel(plan.style);
    rooms.push(['Living', 'Living', main], ['Dining', 'Dining', main], ['Kitchen', 'Kitchen', main]);
    if (plan.hasFamily) rooms.push(['Family', 'Family', main]);
    if (plan.hasDen) rooms.push(['Den', 'Den', main]);
    for (let b = 0; b < plan.beds && b < BEDROOM_NAMES.length; b++) {
      const name = BEDROOM_NAMES[b] ?? 'Bedroom';
      rooms.push([name, b === 0 ? 'Primary Bedroom' : 'Bedroom', upper]);
    }
    if (plan.finishedBasement) {
      rooms.push(['Recreation', 'Recreation', 'Basement']);
      for (let b = 0; b < plan.bedsBelow; b++) rooms.push(['Bedroom', 'Bedroom', 'Basement']);
    }
    if (plan.layout === 'house') rooms.push(['Laundry', 'Laundry', plan.finishedBasement ? 'Basement' : main]);
  }

  const count = Math.min(rooms.length, MAX_ROOMS);
  const out: ResoPropertyRoom[] = new Array<ResoPropertyRoom>(count);
  const scale = plan.layout === 'apartment' ? 0.85 : 1;
  for (let i = 0; i < count; i++) {
    const [type, shapeName, level] = rooms[i] as [string, string, string];
    const shape = SHAPES[shapeName] ?? SHAPES.Bedroom;
    if (!shape) throw new Error(`no room shape ${shapeName}`);
    const a = round2(rng.range(shape.length[0], shape.length[1]) * scale);
    const b = round2(rng.range(shape.width[0], shape.width[1]) * scale);
    const f = shape.features;
    const first = rng.int(0, f.length - 1);
    const room: ResoPropertyRoom = {
      RoomKey: `${listingKey}-R${i + 1}`,
      ListingKey: listingKey,
      Order: i + 1,
      RoomType: type,
      RoomLevel: level,
      RoomLength: Math.max(a, b),
      RoomWidth: Math.min(a, b),
      RoomLengthWidthUnits: 'Metres',
      RoomFeature1: f[first],
      RoomStatus: 'Active',
    };
    if (f.length > 1 && rng.chance(0.8)) {
      room.RoomFeature2 = f[(first + 1) % f.length];
      if (f.length > 2 && rng.chance(0.6)) room.RoomFeature3 = f[(first + 2) % f.length];
    }
    out[i] = room;
  }
  return out;
}
