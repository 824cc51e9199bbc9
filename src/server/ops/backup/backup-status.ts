/**
 * The outcome of the last backup runs, kept beside the archives (DATA_DIR/backups/status.json)
 * rather than in the database: a restored database must not carry another machine's backup
 * history, and the admin reads it from the same directory it lists and downloads from.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

const StatusSchema = z.object({
  lastSuccess: z.object({ at: z.string(), file: z.string(), trigger: z.string(), bucketKey: z.string().nullable() }).nullable(),
  lastFailure: z.object({ at: z.string(), trigger: z.string(), message: z.string() }).nullable(),
});
export type BackupStatus = z.infer<typeof StatusSchema>;

const EMPTY: BackupStatus = { lastSuccess: null, lastFailure: null };
const statusPath = (directory: string) => path.join(directory, 'status.json');

export async function readBackupStatus(directory: string): Promise<BackupStatus> {
  try {
    return StatusSchema.parse(JSON.parse(await fs.readFile(statusPath(directory), 'utf8')));
  } catch {
    return EMPTY;
  }
}

export async function updateBackupStatus(directory: string, change: Partial<BackupStatus>): Promise<BackupStatus> {
  const next = { ...(await readBackupStatus(directory)), ...change };
  await fs.mkdir(directory, { recursive: true });
  const temporary = `${statusPath(directory)}.${process.pid}.tmp`;
  await fs.writeFile(temporary, JSON.stringify(next, null, 2));
  await fs.rename(temporary, statusPath(directory));
  return next;
}

/** A failure in words the agent can act on, without a stack trace. */
export function plainReason(error: unknown): string {
  const code = (error as { code?: string } | null)?.code;
  if (code === 'ENOSPC') return 'The disk is full: there was no room to write the backup.';
  if (code === 'EACCES' || code === 'EPERM') return 'The backup folder cannot be written to (permission denied).';
  if (code === 'ECONNREFUSED') return 'The database did not answer.';
  const where = (error as { path?: string } | null)?.path;
  if ((code === 'ENOTDIR' || code === 'ENOENT') && where) return `A folder the backup reads or writes is missing or is not a folder: ${where}`;
  const message = error instanceof Error ? error.message : String(error);
  return message.length > 300 ? `${message.slice(0, 297)}…` : message;
}
