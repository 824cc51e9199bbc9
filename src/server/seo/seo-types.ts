/**
 * The shapes a module implements to add public pages' heads and sitemap entries. Kept apart from
 * seo-routes.ts and sitemap.ts, which list the modules' entries, so a module imports no list that
 * imports it back.
 */
import type { AppServices } from '../services.ts';
import type { TPublicSiteSettings } from '#shared/schemas/site-settings.schema.ts';
import type { PageHead } from './page-head.ts';

export interface SeoContext {
  services: AppServices;
  origin: string;
  settings: TPublicSiteSettings;
}

export interface SeoRoute {
  pattern: string;
  resolve(params: Record<string, string>, context: SeoContext): Promise<PageHead | null> | PageHead | null;
}

export interface SitemapEntry {
  path: string;
  lastModified?: Date;
}
