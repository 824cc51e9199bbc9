import { describe, expect, it } from 'vitest';
import { PHOTO_THEMES, makeListingKey, photoThemeOfKey } from './listing-key.ts';
import { photoKindFor, samplePhotoSpec } from './photo-spec.ts';

describe('listing keys', () => {
  it('are TRREB-shaped, unique per index and carry the photo theme', () => {
    const keys = new Set<string>();
    for (let index = 0; index < 50_000; index++) {
      const theme = PHOTO_THEMES[index % PHOTO_THEMES.length] ?? 'house';
      const key = makeListingKey('C', index, 12345, theme);
      expect(key).toMatch(/^C(1[2-9]|2\d|3[0-3])\d{6}$/);
      expect(photoThemeOfKey(key)).toBe(theme);
      keys.add(key.slice(1));
    }
    expect(keys.size).toBe(50_000);
  });

  it('rejects indexes outside the key space', () => {
    expect(() => makeListingKey('C', -1, 0, 'house')).toThrow(RangeError);
    expect(() => makeListingKey('C', 1 << 21, 0, 'house')).toThrow(RangeError);
  });
});

describe('samplePhotoSpec', () => {
  const key = makeListingKey('W', 42, 7, 'apartment');

  it('is deterministic and draws the theme kind sequence', () => {
    const spec = samplePhotoSpec(`sample://${key}/1`);
    expect(spec).toEqual(samplePhotoSpec(`sample://${key}/1`));
    expect(spec?.kind).toBe('building');
    expect(samplePhotoSpec(`sample://${key}/3`)?.kind).toBe(photoKindFor('apartment', 3));
    expect(spec?.palette).toHaveLength(3);
    for (const colour of spec?.palette ?? []) expect(colour).toMatch(/^#[0-9a-f]{6}$/);
    expect(spec?.seed).not.toBe(samplePhotoSpec(`sample://${key}/2`)?.seed);
  });

  it('returns null for anything that is not a sample photo URL', () => {
    expect(samplePhotoSpec('https://trreb-image.ampre.ca/x.jpg')).toBeNull();
    expect(samplePhotoSpec(`sample://${key}`)).toBeNull();
    expect(samplePhotoSpec(`sample://${key}/0`)).toBeNull();
    expect(samplePhotoSpec('sample://nonsense/1')).toBeNull();
  });
});
