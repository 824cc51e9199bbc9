import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { processImage } from './image-variants.ts';
import { photoFileKeys, photoUrl, photoVariants, variantWidths } from './listing-photo-files.ts';

describe('listing photo files', () => {
  it('names the variants processImage makes, from the largest width alone', async () => {
    // Narrower than the first size, exactly a size, between sizes, and wider than the last.
    for (const sourceWidth of [200, 320, 500, 640, 1000, 1280, 1900]) {
      const source = await sharp({ create: { width: sourceWidth, height: 300, channels: 3, background: '#4a7' } })
        .png()
        .toBuffer();
      const processed = await processImage(source);
      const made = processed.variants.map((variant) => ({ sizeName: variant.sizeName, width: variant.width }));
      expect(variantWidths(processed.width), `a ${sourceWidth} px source`).toEqual(made);
    }
  });

  it('gives each variant its URL under the listing, escaped as the storage escapes keys', () => {
    const files = { listingKey: 'C1234567', mediaKey: 'C1234567 M1', fileToken: 'c96bf0328e89', width: 1000 };
    expect(photoVariants(files)).toEqual([
      { sizeName: '320', width: 320, path: '/media/listings/C1234567/C1234567%20M1-c96bf0328e89-320.webp' },
      { sizeName: '640', width: 640, path: '/media/listings/C1234567/C1234567%20M1-c96bf0328e89-640.webp' },
      { sizeName: '1280', width: 1000, path: '/media/listings/C1234567/C1234567%20M1-c96bf0328e89-1280.webp' },
    ]);
    expect(photoFileKeys(files)).toEqual([
      'listings/C1234567/C1234567 M1-c96bf0328e89-320.webp',
      'listings/C1234567/C1234567 M1-c96bf0328e89-640.webp',
      'listings/C1234567/C1234567 M1-c96bf0328e89-1280.webp',
    ]);
    // The agent's upload has no media key.
    const upload = { listingKey: 'A9000001', mediaKey: null, fileToken: '0123456789abcdef', width: 300 };
    expect(photoUrl(upload, '640', '320')).toBe('/media/listings/A9000001/upload-0123456789abcdef-320.webp');
  });
});
