import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { updatedAtColumn } from '#server/db/entity-columns.ts';

/** One uploaded site picture: its variants by width name ('320', '640', '1280') and the largest's size. */
export interface StoredSiteImage {
  variants: Record<string, { path: string; width: number; height: number }>;
  width: number;
  height: number;
}

export interface SocialLinks {
  facebook?: string;
  instagram?: string;
  twitter?: string;
  youtube?: string;
}

/** The single row of site-wide settings (id is always 1). */
export const SiteSettings = defineEntity({
  name: 'SiteSettings',
  tableName: 'site_settings',
  properties: {
    id: p.integer().primary().default(1),
    agentName: p.text(),
    siteTitle: p.text(),
    siteShortDescription: p.text(),
    phone: p.text().nullable(),
    email: p.text().nullable(),
    address: p.text().nullable(),
    brokerage: p.text().nullable(),
    socialLinks: p.json<SocialLinks>().default('{}' as never),
    favIconUrl: p.text().nullable(),
    logoUrl: p.text().nullable(),
    profileUrl: p.text().nullable(),
    /** The agent's pictures by slot (src/shared/site-images.ts); a missing slot shows the bundled default. */
    siteImages: p.json<Record<string, StoredSiteImage>>().default('{}' as never),
    defaultMortgageRate: p.decimal('number').precision(5).scale(3).default(4.5),
    /** Mail the agent (at `email`) each new contact message, enquiry and showing request. */
    notifyNewLeads: p.boolean().default(true),
    /** The sample-feed install's starter featured and own listings were chosen (or the agent had curated): never again. */
    starterCurationDone: p.boolean().default(false),
    updatedAt: updatedAtColumn(),
  },
});
export type ISiteSettings = InferEntity<typeof SiteSettings>;
