/**
 * sharp (libvips) loaded on first use. The web process handles an image only when the agent
 * uploads one, and libvips with its libraries is ~10 MB of resident memory that every web process
 * otherwise carried from its start (issue #26: the web process under 300 MB).
 */
import type sharpFunction from 'sharp';

let loading: Promise<typeof sharpFunction> | undefined;

export function loadSharp(): Promise<typeof sharpFunction> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    // libvips keeps up to 50 MB of recent operations for reuse; every image here is processed
    // once, so the cache only held memory (a worker processing photos: ~20 MB less resident).
    sharp.cache(false);
    return sharp;
  });
  return loading;
}
