/**
 * The one place configuration is read. Every variable is parsed with zod at start-up and the
 * process refuses to start with a list of field errors rather than failing later. Edit this file
 * (and .env.example) when a new setting is needed; nothing else reads process.env.
 */
import { z } from 'zod';
import path from 'node:path';
import net from 'node:net';

export const EXAMPLE_ADMIN_PASSWORD = 'change-me-now';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional());
const booleanFlag = z.preprocess((value) => (typeof value === 'string' ? ['1', 'true', 'yes', 'on'].includes(value.toLowerCase()) : value), z.boolean());

/**
 * Which proxies may set X-Forwarded-For / -Proto / -Host, in Fastify's `trustProxy` forms. Off by
 * default: with it on and no proxy in front, a client picks its own IP per request and walks past
 * every per-IP limit. `true` trusts any hop (only behind a proxy that overwrites the header), a
 * number trusts that many hops, a comma list names the proxies' addresses or CIDR ranges
 * (proxy-addr's `loopback`, `linklocal` and `uniquelocal` names too).
 */
export type TrustProxy = boolean | number | string[];
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isProxyAddress = (entry: string) => {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  if (rest.length > 0 || net.isIP(address) === 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (net.isIPv6(address) ? 128 : 32));
};
const trustProxySetting = z.preprocess(emptyToUndefined, z.string().optional()).transform((value, ctx): TrustProxy => {
  const text = value?.trim().toLowerCase();
  if (!text || ['false', 'off', 'no', '0'].includes(text)) return false;
  if (['true', 'on', 'yes'].includes(text)) return true;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => !isProxyAddress(entry));
  if (entries.length === 0 || bad.length > 0) {
    ctx.addIssue({ code: 'custom', message: `expected true, a hop count or a comma list of proxy addresses/CIDR ranges (bad: ${bad.join(', ') || value})` });
    return z.NEVER;
  }
  return entries;
});

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    PUBLIC_URL: optionalUrl,
    TRUST_PROXY: trustProxySetting,
    // Seconds an anonymous public answer is still served from the web process's cache once the data
    // it shows changed (up to 60 s while it has not: public-answer-cache.ts); 0: no cache.
    PUBLIC_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
    ROLE: z.enum(['all', 'web', 'worker', 'importer']).default('all'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),

    DATABASE_URL: optionalUrl,
    DATA_DIR: z.string().default('.data'),
    EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),

    ADMIN_EMAIL: z.email().default('admin@example.com'),
    ADMIN_PASSWORD: z.string().min(8).default(EXAMPLE_ADMIN_PASSWORD),
    AUTH_SECRET: z.string().min(16).default('dev-only-secret-change-me-please'),

    MEILI_HOST: optionalUrl,
    MEILI_API_KEY: optionalString,
    MEILI_INDEX: z.string().default('listings'),

    SMTP_URL: optionalString,
    MAIL_FROM: z.string().default('Realtor <no-reply@localhost>'),

    FEED_SOURCE: z.enum(['sample', 'reso', 'file']).default('sample'),
    FEED_SAMPLE_COUNT: z.coerce.number().int().min(0).default(2000),
    FEED_RESO_URL: optionalUrl,
    FEED_RESO_TOKEN: optionalString,
    FEED_RESO_CLIENT_ID: optionalString,
    FEED_RESO_CLIENT_SECRET: optionalString,
    FEED_RESO_TOKEN_URL: optionalUrl,
    FEED_RESO_PROFILE: z.enum(['auto', 'proptx', 'crea-ddf', 'reso']).default('auto'),
    // The feed token's licence: 'vow' adds sold/leased prices and dates, days on market (asked for and kept).
    FEED_SCOPE: z.enum(['idx', 'vow']).default('idx'),
    FEED_FILE_PATH: optionalString,
    IMPORT_CRON: z.string().default('*/15 * * * *'),
    IMPORT_ON_START: booleanFlag.default(true),
    GEOCODER_URL: optionalUrl,
    // An OSRM-compatible /table service for showing tours' drive times; unset = distance estimate.
    ROUTING_URL: optionalUrl,

    MEDIA_DIR: optionalString,
    S3_ENDPOINT: optionalUrl,
    // R2 treats us-east-1 as its 'auto' region and MinIO's default is us-east-1.
    S3_REGION: z.preprocess(emptyToUndefined, z.string().default('us-east-1')),
    S3_BUCKET: optionalString,
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,

    // Operations (src/server/ops): scheduled backups (Toronto time; 'off' disables), the feed
    // watchdog, and /metrics (off unless a token is set).
    BACKUP_CRON: z.string().default('30 3 * * *'),
    BACKUP_KEEP: z.coerce.number().int().min(1).default(7),
    FEED_STALE_MINUTES: z.coerce.number().int().min(1).default(120),
    METRICS_TOKEN: z.preprocess(emptyToUndefined, z.string().min(16, 'use at least 16 characters').optional()),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && env.ADMIN_PASSWORD === EXAMPLE_ADMIN_PASSWORD) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD'],
        message: 'the example admin password must be changed before running in production',
      });
    }
    // Canonical URLs, the sitemap and mail links come from PUBLIC_URL only, never from request headers.
    if (env.NODE_ENV === 'production' && !env.PUBLIC_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message: 'set the public address (e.g. https://www.example.com) in production: canonical URLs, the sitemap and mail links use it',
      });
    }
    if (env.NODE_ENV === 'production' && env.AUTH_SECRET.startsWith('dev-only')) {
      ctx.addIssue({ code: 'custom', path: ['AUTH_SECRET'], message: 'set a random AUTH_SECRET in production' });
    }
    // A half-configured bucket stops the start here instead of failing the first upload.
    if (env.S3_BUCKET) {
      for (const name of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
        if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'required when S3_BUCKET is set' });
      }
    } else {
      const strays = (['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((name) => env[name]);
      if (strays.length > 0)
        ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: `required when ${strays.join(', ')} is set (or clear them to use MEDIA_DIR)` });
    }
  });

export type Env = z.infer<typeof EnvSchema>;

export class EnvError extends Error {}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`);
    throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

/** Derived, typed settings the rest of the server uses. */
export function configFrom(env: Env) {
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    env,
    dataDir,
    /** The site's public origin, no trailing slash: PUBLIC_URL, else this machine (development). */
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    pgDataDir: path.join(dataDir, 'pg'),
    mediaDir: path.resolve(env.MEDIA_DIR ?? path.join(dataDir, 'media')),
    mailboxEnabled: !env.SMTP_URL,
    searchEngine: env.MEILI_HOST ? ('meilisearch' as const) : ('postgres' as const),
    /** The bucket media is stored in; null = the local directory `mediaDir`. */
    mediaBucket: mediaBucketOf(env),
  };
}

function mediaBucketOf(env: Env) {
  if (!env.S3_BUCKET || !env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY) return null;
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
  };
}

export type AppConfig = ReturnType<typeof configFrom>;

let cached: AppConfig | undefined;
/** Lazily parsed process configuration (tests build their own with configFrom(parseEnv({...}))). */
export function getConfig(): AppConfig {
  cached ??= configFrom(parseEnv());
  return cached;
}
