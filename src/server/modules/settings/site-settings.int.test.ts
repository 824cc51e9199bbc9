/**
 * The admin Profile form through GET/POST /api/admin/settings/profile/site-settings: required
 * fields, links, the agent's details and default mortgage rate, and images processed by content
 * and stored (a non-image changes nothing). The public settings show the saved values.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { suiteApp } from '../../../../tests/support/suite-app.ts';
import { fieldErrors } from '../../../../tests/support/json-shape.ts';

describe('site settings (Profile)', () => {
  const t = suiteApp({ signedIn: true });

  const save = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/admin/settings/profile/site-settings', payload: payload as object, headers: t.headers });
  const current = async () => (await t.app.inject({ method: 'GET', url: '/api/admin/settings/profile/site-settings', headers: t.headers })).json().data;
  const logo = async () =>
    `data:image/png;base64,${(
      await sharp({ create: { width: 900, height: 300, channels: 4, background: '#0b1f36' } })
        .png()
        .toBuffer()
    ).toString('base64')}`;

  it('answers the current settings, and only to the admin', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/settings/profile/site-settings' })).statusCode).toBe(401);
    expect(await current()).toMatchObject({ site_title: expect.any(String), social_links: {}, logo: null });
  });

  it('saves the form with social links as JSON text, the agent details and a logo', async () => {
    const response = await save({
      site_title: 'Jordan Lee Real Estate',
      site_short_description: 'Homes in Toronto and the GTA.',
      social_links: JSON.stringify({ facebook: 'https://facebook.com/jordanlee', instagram: '', twitter: '', youtube: 'https://youtube.com/@jordanlee' }),
      favIcon: '',
      logo: await logo(),
      profile: null,
      agent_name: 'Jordan Lee',
      phone: '416-555-0199',
      email: 'jordan@example.com',
      brokerage: 'Lee Realty Inc., Brokerage',
      default_mortgage_rate: '5.25',
    });
    expect(response.statusCode).toBe(200);
    const saved = response.json().data;
    expect(saved).toMatchObject({
      site_title: 'Jordan Lee Real Estate',
      social_links: { facebook: 'https://facebook.com/jordanlee', youtube: 'https://youtube.com/@jordanlee' },
      agent_name: 'Jordan Lee',
      phone: '416-555-0199',
      brokerage: 'Lee Realty Inc., Brokerage',
      default_mortgage_rate: 5.25,
      favIcon: null,
      logo: expect.stringMatching(/^\/media\/site\/logo-[0-9a-f]{16}-640\.webp$/),
    });
    const file = path.join(t.services.config.mediaDir, saved.logo.replace(/^\/media\//, ''));
    expect(await sharp(fs.readFileSync(file)).metadata()).toMatchObject({ format: 'webp', width: 640 });
    expect((await t.caller().settings.public()).logo).toBe(saved.logo);

    // Sending the current URL back keeps the image; a new one replaces it and removes the old file.
    const kept = (await save({ ...saved, social_links: saved.social_links })).json().data;
    expect(kept.logo).toBe(saved.logo);
    const replaced = (await save({ ...saved, logo: await logo() })).json().data;
    expect(replaced.logo).not.toBe(saved.logo);
    expect(fs.existsSync(file)).toBe(false);
  });

  it('refuses missing titles, bad links and a non-image with field messages, changing nothing', async () => {
    const before = await current();
    const response = await save({
      site_title: ' ',
      site_short_description: '',
      social_links: '{"facebook":"facebook.com/me","twitter":"javascript:alert(1)"}',
      email: 'nope',
    });
    expect(fieldErrors(response)).toEqual({
      site_title: ['Required'],
      site_short_description: ['Required'],
      social_links: expect.any(Array),
      email: ['Invalid email'],
    });
    const notImage = await save({
      site_title: 'X',
      site_short_description: 'Y',
      social_links: '{}',
      profile: Buffer.from('<svg onload=alert(1)>').toString('base64'),
    });
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json()).toMatchObject({ message: 'unsupported image type', errors: { profile: [expect.stringContaining('not a supported image')] } });
    expect(await current()).toEqual(before);
  });

  describe('site pictures (Settings)', () => {
    const photo = async (width: number, height: number) =>
      `data:image/jpeg;base64,${(
        await sharp({ create: { width, height, channels: 3, background: '#3a6ea5' } })
          .jpeg()
          .toBuffer()
      ).toString('base64')}`;

    it('stores a picture for a slot as sized WebP variants, shows it to visitors, and goes back to the bundled one', async () => {
      const admin = t.caller(await t.adminToken());
      expect((await t.caller().settings.public()).site_images).toEqual({});
      await admin.settings.savePicture({ slot: 'hero-dusk', image: await photo(2000, 1125) });
      const hero = (await t.caller().settings.public()).site_images['hero-dusk']!;
      expect(hero).toMatchObject({ width: 1280, height: 720, src: expect.stringMatching(/^\/media\/site\/picture-hero-dusk-[0-9a-f]{16}-1280\.webp$/) });
      expect(hero.srcset.split(', ').map((entry) => entry.split(' ')[1])).toEqual(['320w', '640w', '1280w']);
      const file = path.join(t.services.config.mediaDir, hero.src.replace(/^\/media\//, ''));
      expect(await sharp(fs.readFileSync(file)).metadata()).toMatchObject({ format: 'webp', width: 1280, height: 720 });

      await admin.settings.savePicture({ slot: 'hero-dusk', image: null });
      expect((await t.caller().settings.public()).site_images).toEqual({});
      expect(fs.existsSync(file), 'the replaced files are removed').toBe(false);
    });

    it('refuses an unknown slot, a non-image and a visitor, changing nothing', async () => {
      const admin = t.caller(await t.adminToken());
      await expect(admin.settings.savePicture({ slot: 'constructor' as never, image: await photo(10, 10) })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
      await expect(admin.settings.savePicture({ slot: 'city-ajax', image: Buffer.from('<svg onload=alert(1)>').toString('base64') })).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: 'unsupported image type',
      });
      await expect(t.caller().settings.savePicture({ slot: 'city-ajax', image: await photo(10, 10) })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
      expect((await t.caller().settings.public()).site_images).toEqual({});
    });
  });
});
