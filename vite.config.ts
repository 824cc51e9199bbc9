/**
 * Build of the React client (src/client → dist/client) and the test runner's three tiers:
 * - unit: pure logic, colocated `*.test.ts(x)` next to the code (node, or jsdom per file);
 * - integration: `*.int.test.ts` against real PostgreSQL (one database per test file);
 * - browser: `tests/browser/*.browser.test.ts`, Debian's Chromium driven by playwright-core
 *   against the built app started on a free port.
 */
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [react()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: true,
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
          globalSetup: ['tests/support/db-global-setup.ts'],
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
});
