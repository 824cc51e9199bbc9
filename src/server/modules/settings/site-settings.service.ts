import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { AppError } from '../../errors.ts';
import type { AppServices } from '../../services.ts';
import {
  SITE_IMAGE_FIELDS,
  type SiteImageField,
  type TAdminSiteSettings,
  type TPublicSiteSettings,
  type ZSiteSettingsInput,
} from '#shared/schemas/site-settings.schema.ts';
import { deleteStored, storageKeyOf } from '../../media/storage.ts';
import { processUploadedImage, storeVariants } from '../admin-properties/uploaded-image.ts';
import { SiteSettings, type ISiteSettings, type SocialLinks } from './site-settings.entity.ts';
import { publicSitePictures } from './public-site-pictures.ts';

export async function loadSiteSettings(em: EntityManager): Promise<ISiteSettings> {
  const settings = await em.findOne(SiteSettings, { id: 1 });
  if (!settings) throw new AppError('SERVICE_UNAVAILABLE', 'Site settings are missing: the seed has not run.');
  return settings;
}

/**
 * The public settings are read on every page, shell and `settings.public` call, so a process keeps
 * the last answer for PUBLIC_SETTINGS_TTL_MS and reads them again after. A save through this
 * process (`saveSiteSettings`, `saveSitePicture`) forgets them at once; another web process shows
 * the change within the TTL (docs/decisions/2026-11-27-per-request-work-once.md). One read is
 * shared by the requests that arrive while it runs. The admin's own reads and the saves always
 * read the row. The entity manager is asked for only when the row is read: forking one for every
 * request that finds the settings kept cost more than the rest of this.
 */
export const PUBLIC_SETTINGS_TTL_MS = 1000;
let publicSettings: { value: TPublicSiteSettings; readAt: number } | undefined;
let publicSettingsRead: Promise<TPublicSiteSettings> | undefined;
let publicSettingsGeneration = 0;

export function loadPublicSiteSettings(entityManager: () => EntityManager): Promise<TPublicSiteSettings> {
  if (publicSettings && performance.now() - publicSettings.readAt < PUBLIC_SETTINGS_TTL_MS) return Promise.resolve(publicSettings.value);
  if (!publicSettingsRead) {
    const generation = publicSettingsGeneration;
    const readAt = performance.now();
    const read = loadSiteSettings(entityManager()).then((settings) => {
      const value = toPublicSiteSettings(settings);
      if (generation === publicSettingsGeneration) publicSettings = { value, readAt };
      return value;
    });
    publicSettingsRead = read;
    const settle = () => {
      if (publicSettingsRead === read) publicSettingsRead = undefined;
    };
    read.then(settle, settle);
  }
  return publicSettingsRead;
}

/** Drops this process's copy of the public settings: after a save, or a test's write behind the app's back. */
export function forgetPublicSiteSettings(): void {
  publicSettings = undefined;
  publicSettingsRead = undefined;
  publicSettingsGeneration++;
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
    site_images: publicSitePictures(settings.siteImages),
  };
}

export function toAdminSiteSettings(settings: ISiteSettings): TAdminSiteSettings {
  return { ...toPublicSiteSettings(settings), notify_new_leads: settings.notifyNewLeads };
}

// --- The admin Profile form -------------------------------------------------------------------------

const IMAGE_COLUMN = { favIcon: 'favIconUrl', logo: 'logoUrl', profile: 'profileUrl' } as const satisfies Record<SiteImageField, keyof ISiteSettings>;
/** A favicon is shown tiny; the logo and the agent's picture at most about 640 px wide. */
const IMAGE_SIZE: Record<SiteImageField, string> = { favIcon: '320', logo: '640', profile: '640' };

type ImageChange = { field: SiteImageField; url: string | null; newKeys: string[] };

const isEncodedImage = (value: string, currentUrl: string | null | undefined) =>
  value !== currentUrl && (value.startsWith('data:') || !/^(\/|https?:)/i.test(value));

/** Processes every new image before anything is stored (a bad file changes nothing). */
async function prepareImages(services: AppServices, input: z.output<typeof ZSiteSettingsInput>, current: ISiteSettings): Promise<ImageChange[]> {
  const decoded = [];
  for (const field of SITE_IMAGE_FIELDS) {
    const value = input[field];
    if (value === undefined) continue;
    if (value === null) {
      decoded.push({ field, processed: null });
      continue;
    }
    if (!isEncodedImage(value, current[IMAGE_COLUMN[field]] as string | null)) continue;
    const { processed } = await processUploadedImage({ name: field, data: value }, field);
    const chosen = processed.variants.find((variant) => variant.sizeName === IMAGE_SIZE[field]) ?? processed.variants.at(-1)!;
    decoded.push({ field, processed: { ...processed, variants: [chosen] } });
  }
  const changes: ImageChange[] = [];
  try {
    for (const { field, processed } of decoded) {
      if (!processed) {
        changes.push({ field, url: null, newKeys: [] });
        continue;
      }
      const stored = await storeVariants(services.storage, `site/${field.toLowerCase()}`, processed);
      changes.push({ field, url: Object.values(stored.variants)[0]!.path, newKeys: stored.keys });
    }
  } catch (error) {
    await deleteStored(
      services.storage,
      changes.flatMap((change) => change.newKeys),
    );
    throw error;
  }
  return changes;
}

export async function saveSiteSettings(services: AppServices, em: EntityManager, input: z.output<typeof ZSiteSettingsInput>): Promise<TAdminSiteSettings> {
  const settings = await loadSiteSettings(em);
  const changes = await prepareImages(services, input, settings);
  const replacedUrls = changes.map((change) => settings[IMAGE_COLUMN[change.field]] as string | null).filter((url): url is string => Boolean(url));
  settings.siteTitle = input.site_title;
  settings.siteShortDescription = input.site_short_description;
  settings.socialLinks = Object.fromEntries(Object.entries(input.social_links).filter(([, url]) => url !== undefined)) as SocialLinks;
  if (input.agent_name !== undefined) settings.agentName = input.agent_name;
  if (input.phone !== undefined) settings.phone = input.phone;
  if (input.email !== undefined) settings.email = input.email;
  if (input.address !== undefined) settings.address = input.address;
  if (input.brokerage !== undefined) settings.brokerage = input.brokerage;
  if (input.default_mortgage_rate !== undefined) settings.defaultMortgageRate = input.default_mortgage_rate;
  if (input.notify_new_leads !== undefined) settings.notifyNewLeads = input.notify_new_leads;
  for (const change of changes) settings[IMAGE_COLUMN[change.field]] = change.url;
  try {
    await em.flush();
  } catch (error) {
    await deleteStored(
      services.storage,
      changes.flatMap((change) => change.newKeys),
    );
    throw error;
  } finally {
    forgetPublicSiteSettings();
  }
  // The replaced files are ours only when this storage made them; feed or foreign links are left alone.
  const oldKeys = replacedUrls.map((url) => storageKeyOf(services.storage, url, 'site/')).filter((key): key is string => key !== null);
  await deleteStored(services.storage, oldKeys);
  return toAdminSiteSettings(settings);
}
