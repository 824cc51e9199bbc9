/** The configuration every test process uses: a known admin, no SMTP, no scheduled feed sync, no Meilisearch unless MEILI_HOST is set. */
import os from 'node:os';
import path from 'node:path';
import { configFrom, parseEnv, type AppConfig } from '#server/env.ts';

export const TEST_ADMIN = { email: 'admin@example.com', password: 'test-admin-password' } as const;

export function testConfig(databaseUrl: string, overrides: Record<string, string> = {}): AppConfig {
  return configFrom(
    parseEnv({
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      DATA_DIR: path.join(os.tmpdir(), `realtor-test-data-${process.pid}`),
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      AUTH_SECRET: 'test-secret-for-signing-tokens-only',
      IMPORT_ON_START: 'false',
      // The tests import their own sample: a quarter-hour sync of the 2,000-listing sample feed
      // would add listings to a site under a running test (a search's total would move mid-scroll).
      IMPORT_CRON: 'off',
      // A test reads the site right after changing it; the answer cache has tests of its own.
      PUBLIC_CACHE_SECONDS: '0',
      LOG_LEVEL: 'silent',
      ...(process.env.MEILI_HOST ? { MEILI_HOST: process.env.MEILI_HOST, MEILI_API_KEY: process.env.MEILI_API_KEY ?? '' } : {}),
      ...overrides,
    }),
  );
}
