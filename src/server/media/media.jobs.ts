/** The handler of `media.delete` (retried-deletes.ts); the photo fetch and sweep are the importer's. */
import type { WorkerRegistration } from '../jobs/worker-registration.ts';
import { deleteFilesNow } from './retried-deletes.ts';

export const registerMediaWorkers: WorkerRegistration = async (services) => {
  await services.jobs.work('media.delete', { batchSize: 1 }, async ([payload]) => {
    await deleteFilesNow(services.storage, payload!.keys);
  });
};
