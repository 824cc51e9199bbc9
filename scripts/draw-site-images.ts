/**
 * Draws the bundled default pictures of the site (Home slideshow, city tiles, Buy tiles) as small
 * SVG files in src/client/public/site-images: flat illustrations (sky, skyline, water, homes) in
 * the site's navy and gold, deterministic, a few kilobytes each. Nothing is downloaded, at build
 * or at run time. Run `npm run draw:site-images` after changing a drawing and commit the files.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SITE_IMAGE_SLOTS, type SiteImageSlotId } from '#shared/site-images.ts';
import { escapeHtml } from '#shared/text/escape.ts';

const OUT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/client/public/site-images');

/** A small seeded generator, so every run draws the same picture. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round = (value: number) => Math.round(value);

interface Palette {
  skyTop: string;
  skyBottom: string;
  far: string;
  near: string;
  glow: string;
  water?: string;
}

/** A row of buildings between x0 and x1 standing on `base`, heights between min and max. */
function skyline(next: () => number, width: number, base: number, min: number, max: number): string {
  let x = 0;
  let d = `M0 ${base}`;
  while (x < width) {
    const w = round(30 + next() * 70);
    const h = round(min + next() * (max - min));
    d += `V${base - h}H${Math.min(width, x + w)}`;
    x += w;
  }
  return `${d}V${base}Z`;
}

/** Pitched-roof houses along `base`. */
function houses(next: () => number, width: number, base: number, size: number): string {
  let d = '';
  for (let x = round(next() * size); x < width; x += round(size * (1.3 + next()))) {
    const w = round(size * (0.8 + next() * 0.5));
    const h = round(size * (0.5 + next() * 0.3));
    d += `M${x} ${base}V${base - h}L${x + w / 2} ${base - h - round(w * 0.45)}L${x + w} ${base - h}V${base}Z`;
  }
  return d;
}

/** Round-topped trees along `base`. */
function trees(next: () => number, width: number, base: number, size: number): string {
  let d = '';
  for (let x = round(next() * size * 2); x < width; x += round(size * (1.5 + next() * 3))) {
    const r = round(size * (0.4 + next() * 0.3));
    d += `M${x - 2} ${base}V${base - r}h4V${base}Z M${x} ${base - r * 2.6}a${r} ${r} 0 1 0 0.1 0Z`;
  }
  return d;
}

const cnTower = (x: number, base: number, scale: number) =>
  `M${x - 5 * scale} ${base}V${base - 300 * scale}h${10 * scale}V${base}Z M${x - 18 * scale} ${base - 230 * scale}h${36 * scale}l-${6 * scale} ${14 * scale}h-${24 * scale}Z M${x - 1 * scale} ${base - 300 * scale}v-${60 * scale}h${2 * scale}v${60 * scale}Z`;

function scene(width: number, height: number, palette: Palette, layers: string, stars = false): string {
  const sky = `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.skyTop}"/><stop offset="1" stop-color="${palette.skyBottom}"/></linearGradient><radialGradient id="g" cx="0.78" cy="0.22" r="0.5"><stop offset="0" stop-color="${palette.glow}" stop-opacity="0.55"/><stop offset="1" stop-color="${palette.glow}" stop-opacity="0"/></radialGradient></defs>`;
  const next = random(width + height);
  const starDots = stars
    ? Array.from(
        { length: 24 },
        () => `<circle cx="${round(next() * width)}" cy="${round(next() * height * 0.4)}" r="${(1 + next() * 1.5).toFixed(1)}"/>`,
      ).join('')
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${sky}<rect width="${width}" height="${height}" fill="url(#s)"/><rect width="${width}" height="${height}" fill="url(#g)"/>${stars ? `<g fill="#fff" opacity="0.6">${starDots}</g>` : ''}${layers}</svg>\n`;
}

const path_ = (d: string, fill: string, opacity = 1) => `<path d="${d}" fill="${fill}"${opacity < 1 ? ` opacity="${opacity}"` : ''}/>`;

function water(width: number, top: number, height: number, color: string, next: () => number): string {
  const glints = Array.from(
    { length: 18 },
    () => `<rect x="${round(next() * width)}" y="${round(top + 8 + next() * (height - top - 16))}" width="${round(20 + next() * 60)}" height="2" rx="1"/>`,
  ).join('');
  return `<rect y="${top}" width="${width}" height="${height - top}" fill="${color}"/><g fill="#fff" opacity="0.18">${glints}</g>`;
}

type Drawing = () => string;

function city(seed: number, palette: Palette, feature: 'towers' | 'cn' | 'houses' | 'lake' | 'bluffs' | 'clock'): string {
  const width = 800;
  const height = 500;
  const next = random(seed);
  const base = feature === 'lake' || feature === 'bluffs' ? 380 : 440;
  let layers = path_(skyline(next, width, base, 40, feature === 'towers' || feature === 'cn' ? 200 : 90), palette.far, 0.7);
  if (feature === 'cn') layers += path_(cnTower(560, base, 1), palette.far, 0.7);
  if (feature === 'towers') layers += path_(skyline(next, width, base, 120, 280), palette.near);
  if (feature === 'houses' || feature === 'clock')
    layers += path_(houses(next, width, 470, 70), palette.near) + path_(trees(next, width, 470, 30), palette.near);
  if (feature === 'clock')
    layers += `${path_(`M380 470V250h40V470Z M370 250l30-50 30 50Z`, palette.near)}<circle cx="400" cy="290" r="12" fill="${palette.glow}"/>`;
  if (feature === 'lake' || feature === 'bluffs') layers += water(width, base, height, palette.water ?? palette.near, next);
  if (feature === 'bluffs')
    layers += path_(`M0 ${base - 120}C150 ${base - 150} 260 ${base - 60} 330 ${base}H0Z`, '#d8c7a3') + path_(trees(next, 300, base - 118, 22), palette.near);
  if (feature === 'cn' || feature === 'towers') layers += path_(`M0 ${height}V${base}H${width}V${height}Z`, palette.near);
  else if (feature !== 'lake' && feature !== 'bluffs') layers += path_(`M0 ${height}V470H${width}V${height}Z`, palette.near);
  return scene(width, height, palette, layers, feature === 'cn');
}

const NIGHT: Palette = { skyTop: '#0b1a2e', skyBottom: '#6b4a3a', far: '#22344f', near: '#0b1626', glow: '#e8c27a' };
const DAY: Palette = { skyTop: '#0e3357', skyBottom: '#4f86b0', far: '#2d5277', near: '#10263f', glow: '#ffffff', water: '#12466d' };
const TEAL: Palette = { skyTop: '#12304a', skyBottom: '#3f7a8c', far: '#2a5567', near: '#0d2233', glow: '#e8c27a', water: '#164b63' };
const SLATE: Palette = { skyTop: '#1a2636', skyBottom: '#59708a', far: '#33465e', near: '#111c2a', glow: '#f0d9a8' };

/** A Buy tile: a house on a soft ground with one symbol beside it. */
function buyTile(palette: Palette, symbol: string): string {
  const layers = `${path_('M0 450V360C200 330 600 330 800 360V450Z', palette.far)}${path_('M250 360V250L360 170L470 250V360Z', palette.near)}<rect x="335" y="290" width="50" height="70" fill="${palette.glow}" opacity="0.85"/>${symbol}`;
  return scene(800, 450, palette, layers);
}

const DRAWINGS: Record<SiteImageSlotId, Drawing> = {
  'hero-dusk': () => {
    const next = random(7);
    const layers =
      path_(skyline(next, 1600, 800, 80, 300), NIGHT.far, 0.75) +
      path_(cnTower(1010, 800, 1.9), NIGHT.near) +
      path_(skyline(next, 1600, 820, 60, 220), NIGHT.near) +
      path_('M0 900V800H1600V900Z', NIGHT.near);
    return scene(1600, 900, NIGHT, layers, true);
  },
  'hero-lake': () => {
    const next = random(11);
    const layers =
      path_(skyline(next, 1600, 600, 40, 180), DAY.far, 0.8) + path_(cnTower(700, 600, 1.2), DAY.far, 0.8) + water(1600, 600, 900, DAY.water!, next);
    return scene(1600, 900, DAY, layers);
  },
  'city-toronto': () => city(1, NIGHT, 'cn'),
  'city-mississauga': () => city(2, SLATE, 'towers'),
  'city-richmond-hill': () => city(3, TEAL, 'houses'),
  'city-pickering': () => city(4, DAY, 'lake'),
  'city-markham': () => city(5, SLATE, 'houses'),
  'city-oshawa': () => city(6, NIGHT, 'clock'),
  'city-ajax': () => city(8, TEAL, 'lake'),
  'city-scarborough': () => city(9, DAY, 'bluffs'),
  // A magnifying glass (research), a heart (commitment), a clock (responsiveness).
  'buy-strategies': () =>
    buyTile(
      NIGHT,
      `<circle cx="590" cy="200" r="55" fill="none" stroke="${NIGHT.glow}" stroke-width="16"/>${path_('M628 238l70 70-14 14-70-70Z', NIGHT.glow)}`,
    ),
  'buy-commitment': () =>
    buyTile(TEAL, path_('M600 300C520 240 520 170 565 165C585 163 597 176 600 190C603 176 615 163 635 165C680 170 680 240 600 300Z', TEAL.glow)),
  'buy-responsiveness': () =>
    buyTile(SLATE, `<circle cx="600" cy="210" r="70" fill="none" stroke="${SLATE.glow}" stroke-width="14"/>${path_('M593 160h14v50h40v14h-54Z', SLATE.glow)}`),
};

fs.mkdirSync(OUT_DIR, { recursive: true });
for (const slot of SITE_IMAGE_SLOTS) {
  const file = path.join(OUT_DIR, path.basename(slot.defaultSrc));
  // The slot's label as the drawing's <title>, as the SVG lint rule asks of every picture.
  const draw = DRAWINGS[slot.slot];
  if (!draw) throw new Error(`no drawing for the site image slot ${slot.slot}`);
  const drawing = draw().replace(/^<svg[^>]*>/, (open) => `${open}<title>${escapeHtml(slot.label)}</title>`);
  fs.writeFileSync(file, drawing);
  console.log(`${path.relative(process.cwd(), file)}: ${fs.statSync(file).size} bytes`);
}
