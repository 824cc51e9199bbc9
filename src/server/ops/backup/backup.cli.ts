/**
 * `npm run backup [-- --out <directory>]`: one archive of the database and the media files,
 * written to DATA_DIR/backups unless told otherwise. The archive's path is the last line printed,
 * so scripts can take it with `tail -n 1`. Safe beside a running site (one read-only snapshot).
 */
import { parseArgs } from 'node:util';
import { getConfig } from '../../env.ts';
import { openDatabase } from '../../db/database-url.ts';
import { createBackup } from './create-backup.ts';
import { backupDirectoryOf } from './backup-files.ts';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const config = getConfig();
  const database = await openDatabase(config, { purpose: 'command', role: 'cli', log: (line) => console.error(line) });
  try {
    const result = await createBackup({ databaseUrl: database.url, config, directory: values.out ?? backupDirectoryOf(config) });
    const rows = result.manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    console.log(
      `backed up ${result.manifest.tables.length} tables (${rows} rows) and ${result.manifest.media.files} media files ` +
        `in ${result.seconds.toFixed(1)} s: ${(result.bytes / 1024 / 1024).toFixed(1)} MB`,
    );
    console.log(result.path);
  } finally {
    await database.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? `backup failed: ${error.message}` : error);
  process.exit(1);
});
