/**
 * Writes one backup archive (layout in archive-format.ts): every app table read with COPY inside
 * ONE repeatable-read, read-only transaction, so the archive is the database at one instant while
 * the site goes on writing (a snapshot takes no lock that blocks reads or writes), then the media
 * files. Rows stream from PostgreSQL into parts of PART_BYTES, so memory stays flat whatever the
 * row count. Why COPY rather than pg_dump: docs/decisions/2026-11-25-backups-as-copy-export.md.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { AppConfig } from '../../env.ts';
import {
  ARCHIVE_FORMAT,
  CONTENT_TYPE_PAX,
  MANIFEST_NAME,
  MEDIA_INDEX_PART_BYTES,
  PART_BYTES,
  archiveFileName,
  mediaIndexLine,
  mediaIndexPath,
  mediaPath,
  tablePartPath,
  type Manifest,
  type Part,
  type TableEntry,
} from './archive-format.ts';
import { ArchiveWriter } from './archive-writer.ts';
import { appliedMigrations, listMaterializedViews, listSequences, listTables, quoteColumns, type CatalogTable } from './database-catalog.ts';
import { openMediaFiles, type MediaFiles } from './media-files.ts';
import { APP_NAME, APP_VERSION } from './app-version.ts';

export interface BackupOptions {
  databaseUrl: string;
  config: Pick<AppConfig, 'mediaBucket' | 'mediaDir'>;
  /** Directory the archive is written to (created when missing). */
  directory: string;
  now?: Date;
}

export interface BackupResult {
  path: string;
  bytes: number;
  manifest: Manifest;
  seconds: number;
}

export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  const started = Date.now();
  const createdAt = options.now ?? new Date();
  await fs.mkdir(options.directory, { recursive: true });
  const writer = new ArchiveWriter(path.join(options.directory, archiveFileName(createdAt)));
  try {
    const database = await exportDatabase(options.databaseUrl, writer);
    const media = await exportMedia(openMediaFiles(options.config), writer);
    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      app: { name: APP_NAME, version: APP_VERSION },
      createdAt: createdAt.toISOString(),
      ...database,
      media,
    };
    await writer.add(MANIFEST_NAME, Buffer.from(JSON.stringify(manifest, null, 2)));
    const bytes = await writer.finish();
    return { path: writer.finalPath, bytes, manifest, seconds: (Date.now() - started) / 1000 };
  } catch (error) {
    await writer.abort();
    throw error;
  }
}

type DatabasePart = Pick<Manifest, 'postgresVersion' | 'migrations' | 'lastMigration' | 'tables' | 'sequences' | 'materializedViews'>;

async function exportDatabase(databaseUrl: string, writer: ArchiveWriter): Promise<DatabasePart> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'realtor-backup' });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const migrations = await appliedMigrations(client);
    if (migrations.length === 0) throw new Error('the database has no migrations applied: there is nothing to back up');
    const { rows: version } = await client.query<{ server_version: string }>('show server_version');
    const tables: TableEntry[] = [];
    const catalog = await listTables(client);
    for (const [index, table] of catalog.entries()) tables.push(await exportTable(client, writer, table, index + 1));
    const sequences = await listSequences(client);
    const materializedViews = await listMaterializedViews(client);
    await client.query('commit');
    return { postgresVersion: version[0]!.server_version, migrations, lastMigration: migrations.at(-1)!, tables, sequences, materializedViews };
  } finally {
    await client.end();
  }
}

async function exportTable(client: pg.Client, writer: ArchiveWriter, table: CatalogTable, tableIndex: number): Promise<TableEntry> {
  const source = table.isPartitioned
    ? `(select ${quoteColumns(table.columns)} from public.${pg.escapeIdentifier(table.name)})`
    : `public.${pg.escapeIdentifier(table.name)} (${quoteColumns(table.columns)})`;
  const stream = client.query(copyTo(`copy ${source} to stdout`));
  const parts: Part[] = [];
  let rows = 0;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  const flush = async () => {
    parts.push(await writer.add(tablePartPath(tableIndex, table.name, parts.length + 1), Buffer.concat(pending, pendingBytes)));
    pending = [];
    pendingBytes = 0;
  };
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    // COPY's text format ends every row with a newline and escapes newlines inside values.
    for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) rows += 1;
    pending.push(chunk);
    pendingBytes += chunk.length;
    if (pendingBytes >= PART_BYTES) await flush();
  }
  if (pendingBytes > 0) await flush();
  return { name: table.name, columns: table.columns, rows, parts };
}

async function exportMedia(files: MediaFiles, writer: ArchiveWriter): Promise<Manifest['media']> {
  const indexParts: Part[] = [];
  let index = '';
  let count = 0;
  let bytes = 0;
  const flushIndex = async () => {
    indexParts.push(await writer.add(mediaIndexPath(indexParts.length + 1), Buffer.from(index)));
    index = '';
  };
  for await (const key of files.keys()) {
    const file = await files.read(key);
    if (!file) continue;
    const part = await writer.add(mediaPath(key), file.body, { [CONTENT_TYPE_PAX]: file.contentType });
    index += mediaIndexLine({ sha256: part.sha256, bytes: part.bytes, key });
    count += 1;
    bytes += part.bytes;
    if (index.length >= MEDIA_INDEX_PART_BYTES) await flushIndex();
  }
  if (index.length > 0) await flushIndex();
  return { storage: files.kind, files: count, bytes, indexParts };
}
