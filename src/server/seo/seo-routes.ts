/**
 * Which head each public route gets. A module adds its routes to SEO_ROUTES (one entry per
 * route pattern, in the client's route syntax); the first pattern that matches the path wins,
 * and unknown paths get the home page's head (the client redirects them to /).
 */
import type { SeoRoute } from './seo-types.ts';
import { LISTING_SEO_ROUTES } from './listing-heads.ts';
import { STATIC_SEO_ROUTES } from './static-heads.ts';
import { BLOG_SEO_ROUTES } from '../modules/blog/blog-seo.ts';
import { MARKET_SEO_ROUTES } from '../modules/market/market-seo.ts';

export const SEO_ROUTES: SeoRoute[] = [...LISTING_SEO_ROUTES, ...BLOG_SEO_ROUTES, ...MARKET_SEO_ROUTES, ...STATIC_SEO_ROUTES];

/** Matches '/estate/details/:propertyId/:propertyType' against a path; null when it does not fit. */
export function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const patternParts = pattern.split('/').filter(Boolean);
  const pathParts = path.split('/').filter(Boolean);
  if (patternParts.length !== pathParts.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of patternParts.entries()) {
    const actual = pathParts[index]!;
    if (part.startsWith(':')) {
      try {
        params[part.slice(1)] = decodeURIComponent(actual);
      } catch {
        return null;
      }
    } else if (part.toLowerCase() !== actual.toLowerCase()) {
      return null;
    }
  }
  return params;
}
