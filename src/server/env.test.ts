import { describe, expect, it } from 'vitest';
import { EXAMPLE_ADMIN_PASSWORD, EnvError, configFrom, parseEnv } from './env.ts';

describe('parseEnv', () => {
  it('gives safe local defaults', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe('.data');
    expect(env.FEED_SOURCE).toBe('sample');
    expect(configFrom(env).searchEngine).toBe('postgres');
    expect(configFrom(env).mailboxEnabled).toBe(true);
  });

  it('chooses Meilisearch when MEILI_HOST is set', () => {
    expect(configFrom(parseEnv({ MEILI_HOST: 'http://127.0.0.1:7700' })).searchEngine).toBe('meilisearch');
  });

  it('refuses to start in production with the example admin password', () => {
    expect(() => parseEnv({ NODE_ENV: 'production', ADMIN_PASSWORD: EXAMPLE_ADMIN_PASSWORD, AUTH_SECRET: 'a-real-random-secret-value' })).toThrow(
      /ADMIN_PASSWORD/,
    );
  });

  it('lists every bad field at once', () => {
    try {
      parseEnv({ PORT: 'eighty', DATABASE_URL: 'not a url' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      expect(String(error)).toMatch(/PORT/);
      expect(String(error)).toMatch(/DATABASE_URL/);
    }
  });

  it('treats empty strings as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', MEILI_HOST: '' }).DATABASE_URL).toBeUndefined();
  });
});
