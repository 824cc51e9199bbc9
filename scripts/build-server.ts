/**
 * `npm run build` (its last step): the server's own code (src/server, importer, migrations,
 * src/shared) bundled into one ES module, dist/server/main.js, that `npm start`, the role scripts,
 * the Docker image and the process tests run with plain `node`. Packages stay in node_modules.
 *
 * Why not tsx at run time: a long-running process under tsx keeps each module's source with its
 * inline source map and the loader's own state. A web process held 60–80 MB more RSS under tsx than
 * from this bundle (docs/decisions/2026-11-27-server-bundle.md). One-off commands (the CLIs, the
 * benchmarks) still run under tsx.
 *
 * The bundle is not minified and keeps its function names, so a stack trace in the log reads as
 * the source does. The source map is a file beside it: `NODE_OPTIONS=--enable-source-maps` makes
 * traces name src/ files and lines, for ~30 MB more RSS per process (the map is parsed at start).
 */
import path from 'node:path';
import { build } from 'esbuild';

const ROOT = path.resolve(import.meta.dirname, '..');
export const SERVER_BUNDLE = path.join(ROOT, 'dist/server/main.js');

export async function buildServerBundle(outfile: string = SERVER_BUNDLE): Promise<void> {
  await build({
    absWorkingDir: ROOT,
    entryPoints: ['src/server/main.ts'],
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

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  await buildServerBundle();
}
