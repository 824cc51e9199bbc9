/**
 * Photos on a listing through the agent's upload (POST /api/admin/properties/image/upload), for
 * browser tests: the sample import brings none. Each photo is a plain PNG of its own colour and
 * size; the first is the main one.
 */
import sharp from 'sharp';
import { expect } from 'vitest';
import { baseUrl } from './browser.ts';
import { adminToken } from './visitor-browser.ts';

export type PhotoSize = { width: number; height: number };

export async function givePhotos(propertyId: number, sizes: readonly PhotoSize[]): Promise<void> {
  const images = await Promise.all(
    sizes.map(async (size, index) => {
      const png = await sharp({ create: { ...size, channels: 3, background: { r: (40 * index) % 256, g: 120, b: 160 - ((30 * index) % 160) } } })
        .png()
        .toBuffer();
      return { name: `photo-${index + 1}.png`, type: 'image/png', data: png.toString('base64'), mainImage: index === 0 };
    }),
  );
  const response = await fetch(`${baseUrl()}/api/admin/properties/image/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await adminToken()}`, 'content-type': 'application/json' },
    body: JSON.stringify({ property_id: propertyId, images }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}
