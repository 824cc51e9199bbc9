/**
 * The backup archive's layout and manifest, shared by the writer (create-backup.ts), the checker
 * (verify-archive.ts) and the restorer (restore-backup.ts). Change the layout only together with
 * ARCHIVE_FORMAT, so an older restorer refuses a newer archive instead of misreading it.
 *
 * A backup is one gzip-compressed tar, its entries in this order:
 *   db/<nnnn>-<table>/<nnnnnn>.copy  a table's rows as COPY text, cut into parts of PART_BYTES
 *                                    (tables in foreign-key order, parents first)
 *   media/<key>                      each stored media file as it is (content type in a pax field)
 *   media-index/<nnnnnn>.tsv         `sha256 TAB bytes TAB key` of the media files written before it
 *   manifest.json                    everything below, written last because it holds the checksums
 */
import { z } from 'zod';

export const ARCHIVE_FORMAT = 1;
/** Rows are cut into parts this big: the most a backup or a restore holds in memory at once. */
export const PART_BYTES = 4 * 1024 * 1024;
/** A media-index part is written once it lists this many bytes of lines (or at the end). */
export const MEDIA_INDEX_PART_BYTES = 256 * 1024;
export const MANIFEST_NAME = 'manifest.json';
export const ARCHIVE_SUFFIX = '.tar.gz';
/** The pax header field carrying a media file's content type. */
export const CONTENT_TYPE_PAX = 'REALTOR.content_type';

const Sha256 = z.string().regex(/^[0-9a-f]{64}$/);

export const PartSchema = z.object({ path: z.string(), bytes: z.number().int().nonnegative(), sha256: Sha256 });
export type Part = z.infer<typeof PartSchema>;

export const TableSchema = z.object({
  name: z.string(),
  columns: z.array(z.string()).min(1),
  rows: z.number().int().nonnegative(),
  parts: z.array(PartSchema),
});
export type TableEntry = z.infer<typeof TableSchema>;

export const ManifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  app: z.object({ name: z.string(), version: z.string() }),
  createdAt: z.string(),
  postgresVersion: z.string(),
  /** Every migration applied to the backed-up database, oldest first; the last one is its schema. */
  migrations: z.array(z.string()).min(1),
  lastMigration: z.string(),
  tables: z.array(TableSchema),
  sequences: z.array(z.object({ name: z.string(), lastValue: z.string(), isCalled: z.boolean() })),
  materializedViews: z.array(z.string()),
  media: z.object({
    storage: z.enum(['local', 's3']),
    files: z.number().int().nonnegative(),
    bytes: z.number().int().nonnegative(),
    indexParts: z.array(PartSchema),
  }),
});
export type Manifest = z.infer<typeof ManifestSchema>;

const pad = (value: number, width: number) => String(value).padStart(width, '0');

export function tablePartPath(tableIndex: number, table: string, partIndex: number): string {
  return `db/${pad(tableIndex, 4)}-${table}/${pad(partIndex, 6)}.copy`;
}

export const mediaPath = (key: string) => `media/${key}`;
export const mediaIndexPath = (partIndex: number) => `media-index/${pad(partIndex, 6)}.tsv`;

export function mediaIndexLine(entry: { sha256: string; bytes: number; key: string }): string {
  return `${entry.sha256}\t${entry.bytes}\t${entry.key}\n`;
}

export function parseMediaIndex(text: string): { sha256: string; bytes: number; key: string }[] {
  return text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => {
      const [sha256, bytes, ...key] = line.split('\t');
      return { sha256: sha256 ?? '', bytes: Number(bytes), key: key.join('\t') };
    });
}

/** `backup-2026-11-25T03-30-00-123Z.tar.gz`: sorts by time, and says when it was taken. */
export function archiveFileName(at: Date): string {
  return `backup-${at.toISOString().replace(/[:.]/g, '-')}${ARCHIVE_SUFFIX}`;
}

export const isArchiveFileName = (name: string) => /^backup-[0-9TZ-]+\.tar\.gz$/.test(name);
