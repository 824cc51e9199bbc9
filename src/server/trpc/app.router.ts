/** The one application router. Each domain contributes a sub-router from its module. */
import { router, createCallerFactory } from './init.ts';
import { healthRouter } from '../modules/health/health.router.ts';
import { settingsRouter } from '../modules/settings/settings.router.ts';
import { lookupsRouter } from '../modules/lookups/lookups.router.ts';
import { authRouter } from '../auth/auth.router.ts';
import { importerRouter } from '../modules/importer/importer.router.ts';

export const appRouter = router({
  health: healthRouter,
  auth: authRouter,
  settings: settingsRouter,
  lookups: lookupsRouter,
  importer: importerRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
