/**
 * The project's directory (the one holding package.json), found from this module's own place: the
 * same code finds dist/ and package.json when it runs from src/ under tsx and when it runs from
 * the server bundle in dist/server (scripts/bundle.ts), whose modules sit at another depth.
 */
import fs from 'node:fs';
import path from 'node:path';

function projectDirAbove(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json in ${start} or above it`);
  }
}

export const PROJECT_DIR = projectDirAbove(import.meta.dirname);
