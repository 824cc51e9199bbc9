/**
 * TRREB's Toronto districts. The MLS feed writes Toronto listings as City "Toronto C08" /
 * "Toronto E09" / "Toronto W04" (legacy Municipality_district); the legacy Municipality is the
 * part before the district. Scarborough, North York and Etobicoke are not feed municipalities, so
 * /estate/Scarborough has to be answered from districts (and communities) instead.
 *
 * Edit when a community in gta-municipalities.ts under a Toronto entry is added or renamed.
 */
import { ownEntry } from '../own-entry.ts';

export type TorontoDistrictLetter = 'C' | 'E' | 'W';

/** District of every community listed under the four Toronto entries of GTA_MUNICIPALITIES. */
export const TORONTO_COMMUNITY_DISTRICTS: Readonly<Record<string, string>> = {
  // Old Toronto, East York, York
  'Church-Yonge Corridor': 'C08',
  Annex: 'C02',
  Leslieville: 'E01',
  'Waterfront Communities C1': 'C01',
  'Bay Street Corridor': 'C01',
  'Trinity-Bellwoods': 'C01',
  'Yonge-Eglinton': 'C03',
  'Rosedale-Moore Park': 'C09',
  Leaside: 'C11',
  'The Beaches': 'E02',
  'High Park-Swansea': 'W01',
  'Junction Area': 'W02',
  // Scarborough
  'Agincourt North': 'E07',
  "L'Amoreaux": 'E05',
  "Tam O'Shanter-Sullivan": 'E05',
  'Birchcliffe-Cliffside': 'E06',
  'Clairlea-Birchmount': 'E04',
  'Dorset Park': 'E04',
  Woburn: 'E09',
  Bendale: 'E09',
  Guildwood: 'E08',
  'Highland Creek': 'E10',
  Malvern: 'E11',
  'Scarborough Village': 'E08',
  // North York
  'Willowdale East': 'C14',
  'Newtonbrook West': 'C07',
  'Bayview Village': 'C15',
  'Don Valley Village': 'C15',
  'Bathurst Manor': 'C06',
  'Banbury-Don Mills': 'C13',
  'Parkwoods-Donalda': 'C13',
  'York University Heights': 'W05',
  'Downsview-Roding-CFB': 'W05',
  'Bridle Path-Sunnybrook-York Mills': 'C12',
  'Lansing-Westgate': 'C07',
  'Hillcrest Village': 'C15',
  // Etobicoke
  Mimico: 'W06',
  'Long Branch': 'W06',
  'New Toronto': 'W06',
  Alderwood: 'W06',
  'Stonegate-Queensway': 'W07',
  'Islington-City Centre West': 'W08',
  'Kingsway South': 'W08',
  'Etobicoke West Mall': 'W08',
  'Humber Heights': 'W09',
  'Willowridge-Martingrove-Richview': 'W09',
  'Rexdale-Kipling': 'W10',
  'West Humber-Clairville': 'W10',
};

/**
 * Districts that make up each former municipality. North York is split across C and W districts
 * and shares C04 with old Toronto, so treat this as "mostly", good for search scoping, not law.
 */
export const FORMER_MUNICIPALITY_DISTRICTS: Readonly<Record<string, readonly string[]>> = {
  Scarborough: ['E04', 'E05', 'E06', 'E07', 'E08', 'E09', 'E10', 'E11'],
  'North York': ['C06', 'C07', 'C12', 'C13', 'C14', 'C15', 'W05'],
  Etobicoke: ['W06', 'W07', 'W08', 'W09', 'W10'],
};

const DISTRICT_CITY = /^(.*\S)\s+([CEW]\d{2})$/;

/**
 * Splits a feed City value: "Toronto C08" → { municipality: 'Toronto', district: 'C08' };
 * "Mississauga" → { municipality: 'Mississauga' }.
 */
export function parseFeedCity(city: string): { municipality: string; district?: string } {
  const trimmed = city.trim();
  const match = DISTRICT_CITY.exec(trimmed);
  if (match?.[1] && match[2]) return { municipality: match[1], district: match[2] };
  return { municipality: trimmed };
}

/** "Toronto C08" for a Toronto community, undefined when the community is not a known Toronto one. */
export function torontoFeedCity(community: string): string | undefined {
  const district = ownEntry(TORONTO_COMMUNITY_DISTRICTS, community);
  return district ? `Toronto ${district}` : undefined;
}

/** The former municipality (Scarborough, North York, Etobicoke) a Toronto district belongs to. */
export function formerMunicipalityOfDistrict(district: string): string | undefined {
  for (const [name, districts] of Object.entries(FORMER_MUNICIPALITY_DISTRICTS)) {
    if (districts.includes(district)) return name;
  }
  return undefined;
}
