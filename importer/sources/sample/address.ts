/**
 * Street addresses for sample listings in TRREB's spelling: suffixes written out ("Street"),
 * direction after the suffix ("Bloor Street W"), unit appended to the street line in
 * UnparsedAddress ("15 Mercer Street 610, Toronto C01, ON M5V 1H2", as PropTx sends it).
 */
import type { Rng } from './prng.ts';
import type { Street } from './sample-areas.ts';

/** Residential side streets: common GTA street-name stems (many exist in several towns). */
const LOCAL_STEMS: readonly string[] = [
  'Maple',
  'Oak',
  'Birch',
  'Cedar',
  'Elm',
  'Willow',
  'Glenwood',
  'Ridgewood',
  'Brookside',
  'Meadowbrook',
  'Heather',
  'Lakeview',
  'Parkview',
  'Hillcrest',
  'Woodland',
  'Pine',
  'Spruce',
  'Ashdale',
  'Fairview',
  'Sunnyside',
  'Riverside',
  'Highview',
  'Forest Hill',
  'Silver Birch',
  'Thornridge',
  'Goldenwood',
  'Amberwood',
  'Stonebridge',
  'Windermere',
  'Mapleview',
  'Roseview',
  'Royal Oak',
  'Hawthorne',
  'Chestnut',
  'Juniper',
  'Orchard',
  'Harvest Moon',
  'Summit',
  'Valleyview',
  'Kingsbridge',
  'Queensbury',
  'Greenbriar',
  'Aspen',
  'Cranbrook',
  'Millbrook',
  'Lindenwood',
  'Bayberry',
  'Beechwood',
  'Foxglove',
  'Wildflower',
];
const LOCAL_SUFFIXES: ReadonlyArray<string> = [
  'Street',
  'Avenue',
  'Drive',
  'Drive',
  'Road',
  'Crescent',
  'Crescent',
  'Boulevard',
  'Court',
  'Lane',
  'Way',
  'Trail',
];

export function localStreet(rng: Rng): Street {
  return { name: rng.pick(LOCAL_STEMS), suffix: rng.pick(LOCAL_SUFFIXES) };
}

/** "Wellesley Street E" */
export function streetLine(street: Street): string {
  let line = street.name;
  if (street.suffix) line += ` ${street.suffix}`;
  if (street.direction) line += ` ${street.direction}`;
  return line;
}

/** Letters Canada Post uses in the local delivery unit (no D, F, I, O, Q, U). */
const LDU_LETTERS = 'ABCEGHJKLMNPRSTVWXYZ';

export function postalCode(rng: Rng, fsa: string): string {
  return `${fsa} ${rng.int(0, 9)}${LDU_LETTERS.charAt(rng.int(0, LDU_LETTERS.length - 1))}${rng.int(0, 9)}`;
}

export function unparsedAddress(streetNumber: string, street: Street, unitNumber: string | undefined, city: string, postal: string): string {
  const unit = unitNumber ? ` ${unitNumber}` : '';
  return `${streetNumber} ${streetLine(street)}${unit}, ${city}, ON ${postal}`;
}
