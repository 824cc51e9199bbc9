/**
 * Checks a whole archive before a restore changes anything: every part's size and sha256 against
 * the manifest, every media file against its index line, the row counts, and the entry order the
 * restore relies on (all table parts before any media). One pass, one part in memory at a time.
 */
import { createHash } from 'node:crypto';
import { ZodError } from 'zod';
import { ARCHIVE_FORMAT, MANIFEST_NAME, ManifestSchema, parseMediaIndex, type Manifest } from './archive-format.ts';
import { readArchive } from './archive-reader.ts';

export class DamagedArchiveError extends Error {}

interface Seen {
  bytes: number;
  sha256: string;
  newlines: number;
}

export async function verifyArchive(file: string): Promise<Manifest> {
  const parts = new Map<string, Seen>();
  // Media files seen since the last index part; each index part accounts for the files before it.
  const unindexedMedia = new Map<string, Seen>();
  let indexedMedia = 0;
  let manifestText: string | undefined;
  let isPastDatabase = false;

  try {
    for await (const entry of readArchive(file)) {
      if (manifestText !== undefined) throw new DamagedArchiveError(`an entry follows the manifest: ${entry.path}`);
      const hash = createHash('sha256');
      const kept: Buffer[] = [];
      const isIndex = entry.path.startsWith('media-index/');
      const isManifest = entry.path === MANIFEST_NAME;
      let bytes = 0;
      let newlines = 0;
      for await (const chunk of entry.body) {
        hash.update(chunk);
        bytes += chunk.length;
        if (isIndex || isManifest) kept.push(chunk);
        else for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) newlines += 1;
      }
      const seen = { bytes, sha256: hash.digest('hex'), newlines };
      if (isManifest) {
        manifestText = Buffer.concat(kept).toString('utf8');
      } else if (entry.path.startsWith('db/')) {
        if (isPastDatabase) throw new DamagedArchiveError(`table data after the media: ${entry.path}`);
        parts.set(entry.path, seen);
      } else if (entry.path.startsWith('media/')) {
        isPastDatabase = true;
        unindexedMedia.set(entry.path.slice('media/'.length), seen);
      } else if (isIndex) {
        isPastDatabase = true;
        parts.set(entry.path, seen);
        for (const line of parseMediaIndex(Buffer.concat(kept).toString('utf8'))) {
          const media = unindexedMedia.get(line.key);
          if (!media || media.sha256 !== line.sha256 || media.bytes !== line.bytes) {
            throw new DamagedArchiveError(`media file ${line.key} does not match its checksum`);
          }
          unindexedMedia.delete(line.key);
          indexedMedia += 1;
        }
      } else {
        throw new DamagedArchiveError(`unexpected entry ${entry.path}`);
      }
    }
  } catch (error) {
    if (error instanceof DamagedArchiveError) throw error;
    throw new DamagedArchiveError(`the archive cannot be read (${(error as Error).message})`, { cause: error });
  }

  if (manifestText === undefined) throw new DamagedArchiveError('the archive has no manifest (it is incomplete)');
  const manifest = parseManifest(manifestText);
  if (unindexedMedia.size > 0) throw new DamagedArchiveError(`${unindexedMedia.size} media file(s) are not in the index`);
  if (indexedMedia !== manifest.media.files)
    throw new DamagedArchiveError(`the manifest lists ${manifest.media.files} media files, the archive has ${indexedMedia}`);

  const listed = new Set<string>();
  const check = (part: { path: string; bytes: number; sha256: string }) => {
    const seen = parts.get(part.path);
    if (!seen) throw new DamagedArchiveError(`${part.path} is missing`);
    if (seen.bytes !== part.bytes || seen.sha256 !== part.sha256) throw new DamagedArchiveError(`${part.path} does not match its checksum`);
    listed.add(part.path);
    return seen;
  };
  for (const table of manifest.tables) {
    const rows = table.parts.reduce((sum, part) => sum + check(part).newlines, 0);
    if (rows !== table.rows) throw new DamagedArchiveError(`table ${table.name} holds ${rows} rows, the manifest says ${table.rows}`);
  }
  manifest.media.indexParts.forEach(check);
  const stray = [...parts.keys()].find((entryPath) => !listed.has(entryPath));
  if (stray) throw new DamagedArchiveError(`${stray} is not in the manifest`);
  return manifest;
}

function parseManifest(text: string): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new DamagedArchiveError('the manifest is not valid JSON');
  }
  if ((json as { format?: unknown } | null)?.format !== ARCHIVE_FORMAT) {
    throw new DamagedArchiveError(`archive format ${String((json as { format?: unknown } | null)?.format)} is not one this version reads (${ARCHIVE_FORMAT})`);
  }
  try {
    return ManifestSchema.parse(json);
  } catch (error) {
    if (error instanceof ZodError) throw new DamagedArchiveError(`the manifest is malformed: ${error.issues[0]?.message ?? ''}`);
    throw error;
  }
}
