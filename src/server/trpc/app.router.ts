/** The one application router. Each domain contributes a sub-router from its module. */
import { router, createCallerFactory } from './init.ts';
import { healthRouter } from '../modules/health/health.router.ts';
import { settingsRouter } from '../modules/settings/settings.router.ts';
import { lookupsRouter } from '../modules/lookups/lookups.router.ts';
import { authRouter } from '../auth/auth.router.ts';
import { importerRouter } from '../modules/importer/importer.router.ts';
import { messagesRouter } from '../modules/messages/messages.router.ts';
import { showingsRouter } from '../modules/showings/showings.router.ts';
import { listingsRouter } from '../modules/listings/listings.router.ts';
import { emailRouter } from '../modules/email/email.router.ts';
import { adminPropertiesRouter } from '../modules/admin-properties/admin-properties.router.ts';
import { todosRouter } from '../modules/todos/todos.router.ts';
import { blogRouter } from '../modules/blog/blog.router.ts';
import { opsRouter } from '../ops/ops.router.ts';
import { accountRouter } from '../modules/visitors/account.router.ts';
import { visitorsAdminRouter } from '../modules/visitors/visitors-admin.router.ts';
import { toursRouter } from '../modules/tours/tours.router.ts';
import { marketRouter } from '../modules/market/market.router.ts';
import { alertsRouter } from '../modules/alerts/alerts.router.ts';

export const appRouter = router({
  health: healthRouter,
  auth: authRouter,
  settings: settingsRouter,
  lookups: lookupsRouter,
  importer: importerRouter,
  messages: messagesRouter,
  showings: showingsRouter,
  listings: listingsRouter,
  email: emailRouter,
  adminProperties: adminPropertiesRouter,
  todos: todosRouter,
  blog: blogRouter,
  ops: opsRouter,
  account: accountRouter,
  visitors: visitorsAdminRouter,
  tours: toursRouter,
  market: marketRouter,
  alerts: alertsRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
