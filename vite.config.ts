/**
 * Build of the React client (src/client → dist/client) and the test runner's three tiers:
 * - unit: pure logic, colocated `*.test.ts(x)` next to the code (node, or jsdom per file);
 * - integration: `*.int.test.ts` against real PostgreSQL (one database per test file);
 * - browser: `tests/browser/*.browser.test.ts`, Debian's Chromium driven by playwright-core
 *   against the built app started on a free port.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes a .br and a .gz sibling of every built script, style sheet, SVG and HTML file, compressed
 * once at the highest levels; the server sends them to clients that accept them (@fastify/static
 * `preCompressed`) instead of compressing each request. A sibling no smaller than its file is not
 * written. Source maps are left out: rarely fetched, and slow to compress at these levels.
 */
function precompressAssets(): Plugin {
  let written: string[] = [];
  return {
    name: 'realtor:precompress-assets',
    apply: 'build',
    writeBundle(output, bundle) {
      written = Object.keys(bundle)
        .filter((fileName) => /\.(js|css|svg|html)$/.test(fileName))
        .map((fileName) => path.join(output.dir!, fileName));
    },
    // Here rather than in writeBundle, where Rolldown would warn about a slow plugin (PLUGIN_TIMINGS) on every build.
    async closeBundle() {
      await Promise.all(
        written.map(async (filePath) => {
          const body = await fs.readFile(filePath);
          const siblings = {
            '.br': await brotli(body, {
              params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
            }),
            '.gz': await gzip(body, { level: 9 }),
          };
          for (const [extension, compressed] of Object.entries(siblings)) {
            if (compressed.length < body.length) await fs.writeFile(filePath + extension, compressed);
          }
        }),
      );
    },
  };
}

/** Client builds import zod through src/client/zod-jitless.ts (no `new Function`, which the CSP refuses). */
function zodWithoutEval(): Plugin {
  const shim = path.resolve(import.meta.dirname, 'src/client/zod-jitless.ts');
  return {
    name: 'realtor:zod-without-eval',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return source === 'zod' ? shim : null;
    },
  };
}

/**
 * Two builds from one source: the browser bundle (`vite build`, dist/client, with a manifest the
 * server reads to link a server-rendered page's own chunk and styles) and the server-rendering
 * entry (`vite build --ssr`, dist/server/entry-server.js from src/client/entry-server.tsx, named in package.json's build; its
 * dependencies stay in node_modules, its CSS imports are dropped).
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/client',
  publicDir: isSsrBuild ? false : 'public',
  plugins: isSsrBuild ? [zodWithoutEval(), react()] : [zodWithoutEval(), react(), precompressAssets()],
  build: isSsrBuild
    ? {
        outDir: '../../dist/server',
        emptyOutDir: true,
        sourcemap: true,
      }
    : {
        outDir: '../../dist/client',
        emptyOutDir: true,
        // dist/client/.vite/manifest.json: which chunk and styles each page module needs (src/server/ssr/page-assets.ts).
        manifest: true,
        // Written for reading production stack traces on the server, but not referenced from the
        // bundles, and never served (app.ts ignores *.map): the public gets no source.
        sourcemap: 'hidden',
        // What every page loads before it is interactive comes as five files instead of eleven
        // small ones (docs/decisions/2026-11-27-initial-chunks.md): the runtime, React, the
        // router, the data layer (TanStack Query, tRPC) and the entry with the rest. The page's
        // starter script evaluates them one per task (src/server/ssr/entry-start.ts), so no
        // task after the first paint is long (docs/decisions/2026-11-27-scripts-after-first-paint.md).
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'framework', tags: ['$initial'], test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
                { name: 'router', tags: ['$initial'], test: /node_modules[\\/]@tanstack[\\/](react-router|router-core|history|store|react-store)[\\/]/ },
                { name: 'data', tags: ['$initial'], test: /node_modules[\\/](@tanstack[\\/](query-core|react-query)|@trpc)[\\/]/ },
                { name: 'initial', tags: ['$initial'] },
              ],
            },
          },
        },
      },
  server: {
    proxy: {
      '/trpc': 'http://localhost:3000',
      '/api': 'http://localhost:3000',
      '/media': 'http://localhost:3000',
    },
  },
  test: {
    root: '.',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          root: '.',
          include: ['src/**/*.test.{ts,tsx}', 'importer/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', 'node_modules/**'],
          environment: 'node',
          // All three tiers share 2 cores in CI; a busy moment must not fail a correct test.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          root: '.',
          include: ['src/**/*.int.test.ts', 'importer/**/*.int.test.ts', 'tests/integration/**/*.int.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/db-global-setup.ts', 'tests/support/server-bundle-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          root: '.',
          include: ['tests/browser/**/*.browser.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/db-global-setup.ts', 'tests/support/app-global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // Pages load lazily in a real browser on a busy 2-core machine: poll for up to 10 s.
          expect: { poll: { timeout: 10_000, interval: 100 } },
        },
      },
    ],
  },
}));
