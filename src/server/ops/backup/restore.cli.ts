/**
 * `npm run restore -- <archive> [--force]`: restores a backup into this install's database
 * (DATABASE_URL, or the embedded one under DATA_DIR) and media storage. Meant for an empty
 * install; --force replaces a database that holds data. Stop the site first.
 */
import { parseArgs } from 'node:util';
import { getConfig } from '../../env.ts';
import { openDatabase } from '../../db/database-url.ts';
import { restoreBackup, RestoreRefusedError } from './restore-backup.ts';
import { DamagedArchiveError } from './verify-archive.ts';

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({ options: { force: { type: 'boolean', default: false } }, allowPositionals: true });
  const archive = positionals[0];
  if (!archive || positionals.length > 1) throw new RestoreRefusedError('usage: npm run restore -- <archive.tar.gz> [--force]');
  const config = getConfig();
  const database = await openDatabase(config, { purpose: 'command', role: 'cli', log: (line) => console.log(line) });
  try {
    const summary = await restoreBackup({ archive, databaseUrl: database.url, config, force: values.force, log: (line) => console.log(line) });
    const { manifest } = summary;
    console.log(`restored the backup of ${manifest.createdAt} (app ${manifest.app.version}, ${manifest.lastMigration}):`);
    for (const table of manifest.tables) console.log(`  ${table.name}: ${table.rows} rows`);
    console.log(`  ${summary.tables} tables, ${summary.rows} rows, ${summary.files} media files (${(summary.mediaBytes / 1024 / 1024).toFixed(1)} MB)`);
    if (summary.migratedAfter.length > 0) console.log(`  then migrated: ${summary.migratedAfter.join(', ')}`);
    if (summary.pendingMails > 0) {
      console.log(
        `  note: ${summary.pendingMails} mails were waiting to be sent when the backup was taken; they are not sent again by themselves (some may have gone out already).`,
      );
    }
  } finally {
    await database.stop();
  }
}

main().catch((error: unknown) => {
  const isExpected = error instanceof RestoreRefusedError || error instanceof DamagedArchiveError;
  console.error(isExpected ? `restore refused: ${error.message}` : error);
  process.exit(1);
});
