import { z } from 'zod';
import { SITE_IMAGE_SLOT_IDS } from '../site-images.ts';

export const ZSocialLinks = z.object({
  facebook: z.string().optional(),
  instagram: z.string().optional(),
  twitter: z.string().optional(),
  youtube: z.string().optional(),
});

export const ZSiteImageSlot = z.enum(SITE_IMAGE_SLOT_IDS, { error: 'Choose one of the site pictures.' });

/** A picture the agent uploaded for a slot: the largest variant, every variant as a srcset, its size. */
export const ZSitePicture = z.object({ src: z.string(), srcset: z.string(), width: z.number(), height: z.number() });
export type TSitePicture = z.infer<typeof ZSitePicture>;

/** What every visitor may see of the site settings (header, footer, titles, SEO). */
export const ZPublicSiteSettings = z.object({
  agent_name: z.string(),
  site_title: z.string(),
  site_short_description: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  brokerage: z.string().nullable(),
  social_links: ZSocialLinks,
  favIcon: z.string().nullable(),
  logo: z.string().nullable(),
  profile: z.string().nullable(),
  default_mortgage_rate: z.number(),
  /** The agent's pictures by slot; a slot not here shows its bundled default. */
  site_images: z.partialRecord(ZSiteImageSlot, ZSitePicture),
});
export type TPublicSiteSettings = z.infer<typeof ZPublicSiteSettings>;

/** The Profile form's current values: the public ones plus the agent's own preferences. */
export const ZAdminSiteSettings = ZPublicSiteSettings.extend({
  /** Mail the agent each new contact message, enquiry and showing request (at `email`). */
  notify_new_leads: z.boolean(),
});
export type TAdminSiteSettings = z.infer<typeof ZAdminSiteSettings>;

// --- The admin Profile form (POST /api/admin/settings/profile/site-settings) -------------------------

const blankToUndefined = (value: unknown) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value);
/** Blank clears an optional contact detail (null); absent leaves it as it is. */
const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
const REQUIRED = 'Required';
export const INVALID_URL = 'Enter a full link starting with https://';

export const ZSocialLink = z.preprocess(
  blankToUndefined,
  z
    .url({ protocol: /^https?$/, error: INVALID_URL })
    .max(300, 'Too Long!')
    .optional(),
);

/** The legacy form sends social_links as JSON text; newer clients send the object. */
const ZSocialLinksInput = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value ?? {};
    if (value.trim() === '') return {};
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  },
  z.object({ facebook: ZSocialLink, instagram: ZSocialLink, twitter: ZSocialLink, youtube: ZSocialLink }, { error: 'Send the links as a JSON object.' }),
);

/**
 * An image field: a data URL or base64 replaces the image; the current URL, blank or nothing keeps it;
 * null removes it.
 */
const ZSiteImage = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.string().max(21_000_000, 'Each image must be 15 MB or less.').nullable().optional(),
);

/** Settings → Site pictures: a new picture for one slot (a data URL or base64), or null for the bundled default. */
export const ZSitePictureInput = z.object({
  slot: ZSiteImageSlot,
  image: z.string().min(1, 'Choose a picture.').max(21_000_000, 'Each image must be 15 MB or less.').nullable(),
});

export const ZSiteSettingsInput = z.object({
  site_title: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(120, 'Too Long!'),
  site_short_description: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(500, 'Too Long!'),
  social_links: ZSocialLinksInput,
  favIcon: ZSiteImage,
  logo: ZSiteImage,
  profile: ZSiteImage,
  /** The agent's details the public site shows; absent ones stay as they are. */
  agent_name: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(120, 'Too Long!').optional(),
  phone: z.preprocess(blankToNull, z.string().trim().max(30, 'Too Long!').nullable().optional()),
  email: z.preprocess(blankToNull, z.email({ error: 'Invalid email' }).max(254, 'Too Long!').nullable().optional()),
  address: z.preprocess(blankToNull, z.string().trim().max(200, 'Too Long!').nullable().optional()),
  brokerage: z.preprocess(blankToNull, z.string().trim().max(150, 'Too Long!').nullable().optional()),
  /** "Email me new leads"; absent leaves it as it is (the legacy form does not send it). */
  notify_new_leads: z.preprocess(
    (value) => (value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value),
    z.boolean({ error: 'Choose true or false.' }).optional(),
  ),
  /** The rate the listing monthly-cost panel starts from, in percent. */
  default_mortgage_rate: z.preprocess(
    (value) => (typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value)) : value),
    z.number({ error: 'Enter a rate in percent.' }).min(0.01, 'Enter a rate between 0.01 and 25.').max(25, 'Enter a rate between 0.01 and 25.').optional(),
  ),
});
export type TSiteSettingsInput = z.input<typeof ZSiteSettingsInput>;
export const SITE_IMAGE_FIELDS = ['favIcon', 'logo', 'profile'] as const;
export type SiteImageField = (typeof SITE_IMAGE_FIELDS)[number];

/** The Profile form's text fields, flat as the form holds them (the images travel beside them). */
export const ZProfileForm = z.object({
  site_title: ZSiteSettingsInput.shape.site_title,
  site_short_description: ZSiteSettingsInput.shape.site_short_description,
  facebook: ZSocialLink,
  instagram: ZSocialLink,
  twitter: ZSocialLink,
  youtube: ZSocialLink,
  agent_name: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(120, 'Too Long!'),
  phone: ZSiteSettingsInput.shape.phone,
  email: ZSiteSettingsInput.shape.email,
  address: ZSiteSettingsInput.shape.address,
  brokerage: ZSiteSettingsInput.shape.brokerage,
  default_mortgage_rate: ZSiteSettingsInput.shape.default_mortgage_rate,
});
