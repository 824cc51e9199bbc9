/**
 * A media storage whose deletes are never lost. Photos and pictures are deleted after the
 * database change that drops them has committed (an agent's photo, a blog picture, a replaced
 * site picture); a delete the storage refused then (the bucket unreachable for a while, a
 * throttled request) left the file in place, still public at its URL, with nothing left to say
 * it should go. Here a refused delete becomes a `media.delete` job instead, retried with back-off
 * for about a day as mail is; the caller goes on as if the file were gone. Only when the job
 * cannot be queued either (the database away too) does the delete fail, as before.
 */
import type { JobQueue } from '../jobs/job-queue.ts';
import type { MediaStorage } from './storage.ts';

export class RetriedDeletesStorage implements MediaStorage {
  constructor(
    /** The storage itself: what the `media.delete` job deletes with. */
    readonly direct: MediaStorage,
    private readonly jobs: JobQueue,
  ) {}

  put(key: string, body: Buffer, contentType: string): Promise<void> {
    return this.direct.put(key, body, contentType);
  }

  urlFor(key: string): string {
    return this.direct.urlFor(key);
  }

  async delete(key: string): Promise<void> {
    try {
      await this.direct.delete(key);
    } catch (refused) {
      try {
        await this.jobs.enqueue('media.delete', { keys: [key] });
      } catch {
        throw refused;
      }
    }
  }
}

/** The storage a `media.delete` job deletes with: never one that would queue the job again. */
export function directStorage(storage: MediaStorage): MediaStorage {
  return storage instanceof RetriedDeletesStorage ? storage.direct : storage;
}

/** The `media.delete` job: every key deleted, or the job fails and pg-boss tries it again later. */
export async function deleteFilesNow(storage: MediaStorage, keys: string[]): Promise<void> {
  const direct = directStorage(storage);
  const results = await Promise.allSettled(keys.map((key) => direct.delete(key)));
  const refused = results.flatMap((result, index) => (result.status === 'rejected' ? [`${keys[index]}: ${String(result.reason)}`] : []));
  if (refused.length > 0) throw new Error(`the storage refused to delete ${refused.length} of ${keys.length} files (${refused.slice(0, 3).join('; ')})`);
}
