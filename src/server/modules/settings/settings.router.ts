import { ZPublicSiteSettings, ZSiteSettingsInput } from '#shared/schemas/site-settings.schema.ts';
import { adminProcedure, publicProcedure, router } from '../../trpc/init.ts';
import { loadSiteSettings, saveSiteSettings, toPublicSiteSettings } from './site-settings.service.ts';

export const settingsRouter = router({
  public: publicProcedure
    .output(ZPublicSiteSettings)
    .query(async ({ ctx }) => toPublicSiteSettings(await loadSiteSettings(ctx.em))),
  /** The Profile form's current values (the same fields visitors see, read fresh for the agent). */
  admin: adminProcedure
    .output(ZPublicSiteSettings)
    .query(async ({ ctx }) => toPublicSiteSettings(await loadSiteSettings(ctx.em))),
  save: adminProcedure
    .input(ZSiteSettingsInput)
    .output(ZPublicSiteSettings)
    .mutation(({ ctx, input }) => saveSiteSettings(ctx.services, ctx.em, input)),
});
