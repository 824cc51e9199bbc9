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
    expect(() =>
      parseEnv({ NODE_ENV: 'production', ADMIN_PASSWORD: EXAMPLE_ADMIN_PASSWORD, AUTH_SECRET: 'a-real-random-secret-value', PUBLIC_URL: 'https://a.example' }),
    ).toThrow(/ADMIN_PASSWORD/);
  });

  it('refuses to start in production without PUBLIC_URL', () => {
    const production = { NODE_ENV: 'production', ADMIN_PASSWORD: 'a-real-admin-password', AUTH_SECRET: 'a-real-random-secret-value' };
    expect(() => parseEnv(production)).toThrow(/PUBLIC_URL/);
    expect(configFrom(parseEnv({ ...production, PUBLIC_URL: 'https://agent.example.com/' })).publicUrl).toBe('https://agent.example.com');
  });

  it('falls back to this machine for the public URL in development', () => {
    expect(configFrom(parseEnv({ PORT: '4123' })).publicUrl).toBe('http://localhost:4123');
  });

  it('trusts no proxy unless TRUST_PROXY says so', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ TRUST_PROXY: '10.0.0.1, 172.16.0.0/12,loopback, ::1' }).TRUST_PROXY).toEqual(['10.0.0.1', '172.16.0.0/12', 'loopback', '::1']);
    expect(() => parseEnv({ TRUST_PROXY: 'proxy.example.com' })).toThrow(/TRUST_PROXY/);
    expect(() => parseEnv({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
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
