import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../errors.ts';
import type { TPublicSiteSettings } from '#shared/schemas/site-settings.schema.ts';
import { SiteSettings, type ISiteSettings } from './site-settings.entity.ts';

export async function loadSiteSettings(em: EntityManager): Promise<ISiteSettings> {
  const settings = await em.findOne(SiteSettings, { id: 1 });
  if (!settings) throw new AppError('SERVICE_UNAVAILABLE', 'Site settings are missing: the seed has not run.');
  return settings;
}

export function toPublicSiteSettings(settings: ISiteSettings): TPublicSiteSettings {
  return {
    agent_name: settings.agentName,
    site_title: settings.siteTitle,
    site_short_description: settings.siteShortDescription,
    phone: settings.phone ?? null,
    email: settings.email ?? null,
    address: settings.address ?? null,
    brokerage: settings.brokerage ?? null,
    social_links: settings.socialLinks ?? {},
    favIcon: settings.favIconUrl ?? null,
    logo: settings.logoUrl ?? null,
    profile: settings.profileUrl ?? null,
    default_mortgage_rate: Number(settings.defaultMortgageRate),
  };
}
