import { describe, expect, it } from 'vitest';
import { GTA_MUNICIPALITIES } from '#shared/geo/gta-municipalities.ts';
import { SAMPLE_AREAS, parseStreet } from './sample-areas.ts';

describe('SAMPLE_AREAS', () => {
  it('covers every GTA municipality and community with an FSA of that municipality', () => {
    expect(SAMPLE_AREAS.map((a) => a.municipality.name)).toEqual(GTA_MUNICIPALITIES.map((m) => m.name));
    for (const area of SAMPLE_AREAS) {
      expect(area.communities).toHaveLength(area.municipality.communities.length);
      for (const c of area.communities) {
        expect(area.municipality.postalPrefixes, `${area.municipality.name} / ${c.community.name}`).toContain(c.fsa);
        expect(c.streets[0].name.length).toBeGreaterThan(1);
        expect(c.streets[0].name).not.toBe(c.streets[1].name);
      }
      expect(area.weights.every((w) => w > 0)).toBe(true);
    }
  });

  it('parses TRREB street spellings', () => {
    expect(parseStreet('Wellesley Street E')).toEqual({ name: 'Wellesley', suffix: 'Street', direction: 'E' });
    expect(parseStreet('Lake Shore Boulevard W')).toEqual({ name: 'Lake Shore', suffix: 'Boulevard', direction: 'W' });
    expect(parseStreet('Highway 7 E')).toEqual({ name: 'Highway 7', direction: 'E' });
    expect(parseStreet('The Queensway')).toEqual({ name: 'The Queensway' });
    expect(parseStreet("St John's Sideroad")).toEqual({ name: "St John's", suffix: 'Sideroad' });
  });
});
