import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { haversineKm } from './distance.ts';
import { GTA_MUNICIPALITIES, HOME_PAGE_CITIES, findMunicipality, normalizePlaceName } from './gta-municipalities.ts';
import { TORONTO_COMMUNITY_DISTRICTS } from './toronto-districts.ts';

const GTA_BOX = { minLat: 43.2, maxLat: 44.6, minLng: -80.3, maxLng: -78.4 };
const inGta = (lat: number, lng: number): boolean => lat >= GTA_BOX.minLat && lat <= GTA_BOX.maxLat && lng >= GTA_BOX.minLng && lng <= GTA_BOX.maxLng;

const REQUIRED = {
  Toronto: ['Toronto', 'Scarborough'],
  Peel: ['Mississauga', 'Brampton', 'Caledon'],
  York: ['Aurora', 'East Gwillimbury', 'Georgina', 'King', 'Markham', 'Newmarket', 'Richmond Hill', 'Vaughan', 'Whitchurch-Stouffville'],
  Durham: ['Ajax', 'Brock', 'Clarington', 'Oshawa', 'Pickering', 'Scugog', 'Uxbridge', 'Whitby'],
  Halton: ['Burlington', 'Halton Hills', 'Milton', 'Oakville'],
} as const;

describe('GTA_MUNICIPALITIES', () => {
  it('builds plain municipality and community objects from its rows, with the values they had as object literals', () => {
    for (const m of GTA_MUNICIPALITIES) {
      expect(Object.keys(m), m.name).toEqual(['name', 'region', 'latitude', 'longitude', 'postalPrefixes', 'communities']);
      for (const community of m.communities) expect(Object.keys(community), community.name).toEqual(['name', 'latitude', 'longitude']);
    }
    expect(findMunicipality('Etobicoke')?.communities[0]).toEqual({ name: 'Mimico', latitude: 43.615, longitude: -79.499 });
    // The digest of the whole table when it was rewritten from object literals to rows (issue #21):
    // proves the rewrite changed no value. Editing an entry on purpose changes it; update it then.
    const digest = createHash('sha256').update(JSON.stringify(GTA_MUNICIPALITIES)).digest('hex');
    expect(digest).toBe('bd724e9192b03b03336636d7c240b6756b69e7363846e12c27af13f51bf3cf90');
  });

  it('contains every required municipality in its region', () => {
    for (const [region, names] of Object.entries(REQUIRED)) {
      for (const name of names) expect(findMunicipality(name)?.region, name).toBe(region);
    }
  });

  it('has unique municipality names and unique community names within each municipality', () => {
    const names = GTA_MUNICIPALITIES.map((m) => normalizePlaceName(m.name));
    expect(new Set(names).size).toBe(names.length);
    for (const m of GTA_MUNICIPALITIES) {
      const communities = m.communities.map((x) => normalizePlaceName(x.name));
      expect(new Set(communities).size, m.name).toBe(communities.length);
    }
  });

  it('places every municipality and community inside the GTA box, communities within 25 km', () => {
    for (const m of GTA_MUNICIPALITIES) {
      expect(inGta(m.latitude, m.longitude), m.name).toBe(true);
      expect(m.communities.length, m.name).toBeGreaterThanOrEqual(4);
      expect(m.communities.length, m.name).toBeLessThanOrEqual(12);
      for (const community of m.communities) {
        const label = `${m.name} / ${community.name}`;
        expect(inGta(community.latitude, community.longitude), label).toBe(true);
        expect(haversineKm(m.latitude, m.longitude, community.latitude, community.longitude), label).toBeLessThan(25);
      }
    }
  });

  it('uses 4-decimal coordinates', () => {
    const fourDecimals = (x: number): boolean => Math.abs(x * 1e4 - Math.round(x * 1e4)) < 1e-6;
    for (const m of GTA_MUNICIPALITIES) {
      expect(fourDecimals(m.latitude) && fourDecimals(m.longitude), m.name).toBe(true);
      for (const x of m.communities) expect(fourDecimals(x.latitude) && fourDecimals(x.longitude), x.name).toBe(true);
    }
  });

  it('has well-formed, unique Ontario FSAs (M for Toronto, L for the regions)', () => {
    for (const m of GTA_MUNICIPALITIES) {
      expect(m.postalPrefixes.length, m.name).toBeGreaterThan(0);
      expect(new Set(m.postalPrefixes).size, m.name).toBe(m.postalPrefixes.length);
      const letter = m.region === 'Toronto' ? 'M' : 'L';
      for (const fsa of m.postalPrefixes) expect(fsa, m.name).toMatch(new RegExp(`^${letter}\\d[A-Z]$`));
    }
    expect(findMunicipality('Mississauga')?.postalPrefixes).toContain('L5B');
  });

  it("includes the former municipalities' FSAs in Toronto (feed City is 'Toronto E09' for Scarborough)", () => {
    const toronto = findMunicipality('Toronto');
    for (const name of ['Scarborough', 'North York', 'Etobicoke']) {
      for (const fsa of findMunicipality(name)?.postalPrefixes ?? []) expect(toronto?.postalPrefixes).toContain(fsa);
    }
  });

  it('knows a TRREB district for every Toronto-region community', () => {
    for (const m of GTA_MUNICIPALITIES.filter((x) => x.region === 'Toronto')) {
      for (const community of m.communities) expect(TORONTO_COMMUNITY_DISTRICTS[community.name], community.name).toMatch(/^[CEW]\d{2}$/);
    }
  });
});

describe('findMunicipality', () => {
  it('ignores case, accents, hyphens and whitespace', () => {
    expect(findMunicipality('richmond hill')?.name).toBe('Richmond Hill');
    expect(findMunicipality('  RICHMOND   HILL ')?.name).toBe('Richmond Hill');
    expect(findMunicipality('Richmond-Hill')?.name).toBe('Richmond Hill');
    expect(findMunicipality('whitchurch stouffville')?.name).toBe('Whitchurch-Stouffville');
    expect(findMunicipality('Stouffville')?.name).toBe('Whitchurch-Stouffville');
    expect(findMunicipality('Tórönto')?.name).toBe('Toronto');
    expect(findMunicipality('toronto')?.name).toBe('Toronto');
  });

  it('returns undefined for unknown places', () => {
    expect(findMunicipality('Ottawa')).toBeUndefined();
    expect(findMunicipality('')).toBeUndefined();
  });

  it('resolves every home-page city', () => {
    expect(HOME_PAGE_CITIES).toHaveLength(8);
    for (const city of HOME_PAGE_CITIES) expect(findMunicipality(city)?.name).toBe(city);
  });
});
