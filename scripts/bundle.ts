/**
 * Bundles of the project's own TypeScript for plain `node`: esbuild (the transform tsx itself
 * runs) puts an entry and the project's code it imports (src/server, importer, migrations,
 * src/shared) into one ES module; packages stay in node_modules, imported as before.
 *
 * The server bundle, dist/server/main.js, is what `npm start`, the role scripts, the Docker image
 * and the process tests run (`npm run build` ends with scripts/build-server.ts). Why not tsx at
 * run time: a long-running process under tsx keeps each module's source with its inline source
 * map and the loader's own state; a web process held 60–80 MB more RSS under tsx than from this
 * bundle (docs/decisions/2026-11-27-server-bundle.md). A benchmark that reports a process's memory
 * runs its own bundle (scripts/run-compiled.ts), as production would run that code.
 *
 * A bundle is not minified and keeps its function names, so a stack trace reads as the source
 * does. Its source map is a file beside it: `NODE_OPTIONS=--enable-source-maps` makes traces name
 * src/ files and lines, for ~30 MB more RSS per process (the map is parsed at start).
 */
import path from 'node:path';
import { build } from 'esbuild';
import { PROJECT_DIR } from '#server/project-dir.ts';
import { SERVER_DIST_DIR } from '#server/ssr/ssr-entry-loader.ts';

/** Beside the server-rendering entry the Vite build writes to dist/server. */
export const SERVER_BUNDLE = path.join(SERVER_DIST_DIR, 'main.js');

export async function bundle(entry: string, outfile: string): Promise<void> {
  await build({
    absWorkingDir: PROJECT_DIR,
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    // MikroORM names an entity after its class: the bundle must not rename one to avoid a clash.
    keepNames: true,
    sourcemap: 'linked',
    logLevel: 'warning',
  });
}

export async function buildServerBundle(): Promise<void> {
  await bundle('src/server/main.ts', SERVER_BUNDLE);
}
