import { z } from 'zod';
import { ZAdminSiteSettings, ZPublicSiteSettings, ZSitePictureInput, ZSiteSettingsInput } from '#shared/schemas/site-settings.schema.ts';
import { adminProcedure, publicProcedure, router } from '../../trpc/init.ts';
import { loadPublicSiteSettings, loadSiteSettings, saveSiteSettings, toAdminSiteSettings } from './site-settings.service.ts';
import { saveSitePicture } from './site-pictures.ts';

export const settingsRouter = router({
  public: publicProcedure.output(ZPublicSiteSettings).query(({ ctx }) => loadPublicSiteSettings(() => ctx.em)),
  /** The Profile form's current values (what visitors see, read fresh, and the agent's preferences). */
  admin: adminProcedure.output(ZAdminSiteSettings).query(async ({ ctx }) => toAdminSiteSettings(await loadSiteSettings(ctx.em))),
  save: adminProcedure
    .input(ZSiteSettingsInput)
    .output(ZAdminSiteSettings)
    .mutation(({ ctx, input }) => saveSiteSettings(ctx.services, ctx.em, input)),
  /** Settings → Site pictures: one slot's picture set, or back to the bundled default (null). */
  savePicture: adminProcedure
    .input(ZSitePictureInput)
    .output(z.object({ message: z.string() }))
    .mutation(async ({ ctx, input }) => {
      await saveSitePicture(ctx.services, ctx.em, input);
      return { message: input.image === null ? 'The bundled picture is back.' : 'Picture saved.' };
    }),
});
