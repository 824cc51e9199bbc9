/**
 * Draws the sample feed's "photos" locally (the sample feed must work offline): a simple,
 * deterministic illustration per photo kind — an exterior with sky, lawn and a house, or a room
 * with a window and floor — in the listing's palette, rendered from SVG to JPEG by sharp.
 */
import { loadSharp } from '#server/media/load-sharp.ts';
import type { SamplePhotoSpec } from '../sources/sample/photo-spec.ts';

const WIDTH = 1280;
const HEIGHT = 854;
// Drawn on a 1280×854 canvas, rasterised at 1024 px: plenty for a placeholder, and cheap.
const OUTPUT_WIDTH = 1024;
const OUTPUT_HEIGHT = 683;

const OUTDOOR_KINDS = new Set(['exterior', 'building', 'backyard', 'street', 'land', 'aerial', 'barn', 'waterfront', 'storefront', 'view']);

function jitter(seed: number, index: number, range: number): number {
  const x = Math.sin(seed * 9301 + index * 49297) * 233280;
  return Math.floor((x - Math.floor(x)) * range);
}

function outdoorScene(spec: SamplePhotoSpec): string {
  const [sky, body, accent] = spec.palette;
  const houseWidth = 420 + jitter(spec.seed, 1, 260);
  const houseX = (WIDTH - houseWidth) / 2 + jitter(spec.seed, 2, 160) - 80;
  const wallTop = 360 + jitter(spec.seed, 3, 60);
  const isTall = spec.kind === 'building' || spec.kind === 'storefront';
  const top = isTall ? 140 : wallTop;
  const windows = Array.from({ length: isTall ? 12 : 4 }, (_unused, index) => {
    const columns = isTall ? 4 : 2;
    const x = houseX + 40 + (index % columns) * ((houseWidth - 80) / columns);
    const y = top + 40 + Math.floor(index / columns) * (isTall ? 150 : 120);
    return `<rect x="${x}" y="${y}" width="${(houseWidth - 80) / columns - 30}" height="${isTall ? 100 : 80}" rx="6" fill="#dfeaf2" stroke="#ffffff" stroke-width="6"/>`;
  }).join('');
  const roof = isTall
    ? ''
    : `<polygon points="${houseX - 30},${wallTop} ${houseX + houseWidth / 2},${wallTop - 170 - jitter(spec.seed, 4, 60)} ${houseX + houseWidth + 30},${wallTop}" fill="${accent}"/>`;
  return `
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="#f5f7fa"/></linearGradient></defs>
    <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
    <circle cx="${180 + jitter(spec.seed, 5, 900)}" cy="${110 + jitter(spec.seed, 6, 60)}" r="46" fill="#fff6c9" opacity="0.9"/>
    <rect y="${HEIGHT - 190}" width="${WIDTH}" height="190" fill="#6e9b57"/>
    <rect x="${houseX}" y="${top}" width="${houseWidth}" height="${HEIGHT - 190 - top}" fill="${body}"/>
    ${roof}${windows}
    <rect x="${houseX + houseWidth / 2 - 45}" y="${HEIGHT - 330}" width="90" height="140" rx="8" fill="${accent}"/>
    <ellipse cx="${houseX - 90}" cy="${HEIGHT - 230}" rx="80" ry="110" fill="#4f7a3a"/>
    <ellipse cx="${houseX + houseWidth + 100}" cy="${HEIGHT - 240}" rx="90" ry="120" fill="#557f3f"/>`;
}

function indoorScene(spec: SamplePhotoSpec): string {
  const [wall, floor, accent] = spec.palette;
  const windowX = 160 + jitter(spec.seed, 1, 500);
  const furnitureX = 120 + jitter(spec.seed, 2, 700);
  return `
    <rect width="${WIDTH}" height="${HEIGHT}" fill="${wall}"/>
    <polygon points="0,${HEIGHT} 0,${HEIGHT - 230} ${WIDTH},${HEIGHT - 230} ${WIDTH},${HEIGHT}" fill="${floor}"/>
    <rect x="${windowX}" y="120" width="380" height="300" rx="8" fill="#cfe6f5" stroke="#ffffff" stroke-width="16"/>
    <line x1="${windowX + 190}" y1="120" x2="${windowX + 190}" y2="420" stroke="#ffffff" stroke-width="10"/>
    <rect x="${furnitureX}" y="${HEIGHT - 360}" width="${320 + jitter(spec.seed, 3, 160)}" height="170" rx="24" fill="${accent}"/>
    <rect x="${furnitureX + 40}" y="${HEIGHT - 420}" width="120" height="90" rx="18" fill="${accent}" opacity="0.85"/>
    <circle cx="${WIDTH - 220}" cy="150" r="40" fill="#fff7d6" opacity="0.8"/>`;
}

export async function renderSamplePhoto(spec: SamplePhotoSpec): Promise<Buffer> {
  const scene = OUTDOOR_KINDS.has(spec.kind) ? outdoorScene(spec) : indoorScene(spec);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${OUTPUT_WIDTH}" height="${OUTPUT_HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${scene}</svg>`;
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}
