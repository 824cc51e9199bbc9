/**
 * Reads a backup archive entry by entry (gunzip → tar), each entry's bytes as a stream, so a
 * check or a restore holds one part at a time. Any damage the gzip CRC or the tar headers reveal
 * surfaces as an error from the iteration.
 */
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import tar from 'tar-stream';

export interface ArchiveEntry {
  path: string;
  pax: Record<string, string>;
  body: AsyncIterable<Buffer>;
}

export async function* readArchive(file: string): AsyncGenerator<ArchiveEntry> {
  const extract = tar.extract();
  const feeding = pipeline(fs.createReadStream(file), zlib.createGunzip(), extract);
  let failure: unknown;
  feeding.catch((error: unknown) => {
    failure = error;
  });
  try {
    for await (const entry of extract) {
      yield { path: entry.header.name, pax: (entry.header as { pax?: Record<string, string> }).pax ?? {}, body: entry as AsyncIterable<Buffer> };
      // Whatever the consumer left unread is skipped, so the next header can be parsed.
      entry.resume();
    }
    await feeding;
  } catch (error) {
    throw failure ?? error;
  } finally {
    extract.destroy();
    await feeding.catch(() => undefined);
  }
}

export async function readAll(body: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk);
  return Buffer.concat(chunks);
}
