/**
 * Starts the handlers of every queue in this process (the `worker` role, or `all`).
 * Each domain adds its handler here; handlers are idempotent and fork their own EntityManager.
 */
import type { AppServices } from '../services.ts';
import type { WorkerRegistration } from './worker-registration.ts';
import { registerImporterWorkers } from '#importer/importer.jobs.ts';
import { registerMailWorkers } from '../mail/mail.jobs.ts';
import { registerOpsWorkers } from '../ops/ops.jobs.ts';
import { registerTourWorkers } from '../modules/tours/tour-recheck.job.ts';
import { registerMarketWorkers } from '../modules/market/market.jobs.ts';
import { registerAlertWorkers } from '../modules/alerts/alerts.jobs.ts';
import { registerMediaWorkers } from '../media/media.jobs.ts';

export const WORKERS: WorkerRegistration[] = [
  registerImporterWorkers,
  registerMailWorkers,
  registerOpsWorkers,
  registerTourWorkers,
  registerMarketWorkers,
  registerAlertWorkers,
  registerMediaWorkers,
];

export async function registerWorkers(services: AppServices): Promise<void> {
  for (const register of WORKERS) await register(services);
}
