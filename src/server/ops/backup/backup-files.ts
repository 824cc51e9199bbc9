/** The archives under DATA_DIR/backups: where they go, the list the admin shows, and retention. */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../../env.ts';
import { isArchiveFileName } from './archive-format.ts';

export const backupDirectoryOf = (config: Pick<AppConfig, 'dataDir'>) => path.join(config.dataDir, 'backups');

export interface BackupFile {
  name: string;
  path: string;
  bytes: number;
  createdAt: Date;
}

/** Complete archives, newest first (a backup being written has a hidden `.partial` name). */
export async function listBackupFiles(directory: string): Promise<BackupFile[]> {
  const names = await fs.readdir(directory).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });
  const files: BackupFile[] = [];
  for (const name of names.filter(isArchiveFileName)) {
    const stat = await fs.stat(path.join(directory, name)).catch(() => null);
    if (stat?.isFile()) files.push({ name, path: path.join(directory, name), bytes: stat.size, createdAt: stat.mtime });
  }
  return files.sort((a, b) => b.name.localeCompare(a.name));
}

/** Keeps the newest `keep` archives and deletes the rest; returns the names deleted. */
export async function pruneBackups(directory: string, keep: number): Promise<string[]> {
  const stale = (await listBackupFiles(directory)).slice(keep);
  for (const file of stale) await fs.rm(file.path, { force: true });
  return stale.map((file) => file.name);
}
