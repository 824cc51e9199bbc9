import { ZPublicSiteSettings } from '#shared/schemas/site-settings.schema.ts';
import { publicProcedure, router } from '../../trpc/init.ts';
import { loadSiteSettings, toPublicSiteSettings } from './site-settings.service.ts';

export const settingsRouter = router({
  public: publicProcedure
    .output(ZPublicSiteSettings)
    .query(async ({ ctx }) => toPublicSiteSettings(await loadSiteSettings(ctx.em))),
});
