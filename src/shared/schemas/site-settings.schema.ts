import { z } from 'zod';

export const ZSocialLinks = z.object({
  facebook: z.string().optional(),
  instagram: z.string().optional(),
  twitter: z.string().optional(),
  youtube: z.string().optional(),
});

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
});
export type TPublicSiteSettings = z.infer<typeof ZPublicSiteSettings>;
