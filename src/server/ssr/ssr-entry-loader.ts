/**
 * Loads the server-rendering entry that `npm run build` writes (dist/server/entry-server.js, from
 * src/client/entry-server.tsx). Without a build (a fresh clone's tests, `npm run dev` before a
 * build) there is none, and every page is served as the client shell, as before server rendering.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SsrEntry } from '#shared/ssr/ssr-entry.ts';
import { PROJECT_DIR } from '../project-dir.ts';

export const SERVER_DIST_DIR = path.join(PROJECT_DIR, 'dist/server');

export async function loadSsrEntry(serverDir: string = SERVER_DIST_DIR): Promise<SsrEntry | null> {
  const file = path.join(serverDir, 'entry-server.js');
  if (!fs.existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as { entry?: SsrEntry };
  if (!module.entry) throw new Error(`${file} exports no server-rendering entry`);
  return module.entry;
}
