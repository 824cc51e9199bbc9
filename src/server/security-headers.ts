/**
 * Security headers on every answer (@fastify/helmet): a strict Content-Security-Policy, no
 * framing by other sites, nosniff, a referrer policy, and HSTS when the site is served over https.
 * Edit here when the client starts loading something from a new origin (the CSP browser test,
 * tests/browser/csp.browser.test.ts, fails on any violation).
 *
 * - Scripts: our own files ('self'), inline scripts carrying this answer's nonce (a fresh random
 *   value per request, `cspNonce(reply)`): a server-rendered page writes the router's and the
 *   query cache's state, and React's streaming, as nonce'd inline scripts (src/server/ssr); and
 *   the page starter by its hash (the same text in every answer, src/server/ssr/entry-start.ts). The
 *   data the shell inlines (site settings, JSON-LD) are `application/json` / `application/ld+json`
 *   data blocks, which browsers never execute. No 'unsafe-inline', no 'unsafe-eval' (the client
 *   sets zod's `jitless` so zod does not probe `new Function`). Only script-src gets a nonce: a
 *   nonce in style-src would switch off its 'unsafe-inline' (see below).
 * - Styles: 'unsafe-inline' is needed. The admin previews mails in sandboxed srcdoc iframes, which
 *   inherit this policy, and mail HTML is styled by style attributes and a <style> block (mail
 *   clients ignore style sheets); the unsubscribe page carries its own <style>. Injected styles
 *   cannot run code, and scripts stay locked down.
 * - Images: our own (/media serves the local directory or the S3 bucket alike), data:/blob: URLs
 *   (Leaflet, previews of picked files), OpenStreetMap tiles, and PUBLIC_URL's origin (mails link
 *   their images absolutely, and the admin previews them).
 * - Referrer-Policy strict-origin-when-cross-origin rather than helmet's no-referrer: the
 *   OpenStreetMap tile servers refuse requests without a Referer.
 * - Cross-Origin-Resource-Policy cross-origin for /media only: mails embed those images and are
 *   read in webmail on other origins.
 */
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';

const OSM_TILES = ['https://tile.openstreetmap.org', 'https://*.tile.openstreetmap.org'];

const nonces = new WeakMap<ServerResponse, string>();

const NONCE_BYTES = 16;
/**
 * Random bytes for the nonces, drawn 256 nonces at a time (as Node's randomUUID does): a
 * randomBytes call per answer showed as ~50 µs of a busy web process's CPU per request, on every
 * request. Each nonce is still 16 fresh bytes of the system's CSPRNG, used once.
 */
let randomPool = Buffer.alloc(0);
let randomOffset = 0;

function freshNonce(): string {
  if (randomOffset + NONCE_BYTES > randomPool.length) {
    randomPool = randomBytes(NONCE_BYTES * 256);
    randomOffset = 0;
  }
  const nonce = randomPool.toString('base64', randomOffset, randomOffset + NONCE_BYTES);
  randomOffset += NONCE_BYTES;
  return nonce;
}

/** The answer's CSP nonce, made on first use; the header and the page's scripts read the same one. */
function nonceOf(response: ServerResponse): string {
  let nonce = nonces.get(response);
  if (!nonce) {
    nonce = freshNonce();
    nonces.set(response, nonce);
  }
  return nonce;
}

export function cspNonce(reply: FastifyReply): string {
  return nonceOf(reply.raw);
}

/**
 * Gives the answer a nonce of the past: a page served from the public answer cache carries the
 * nonce it was rendered with in its scripts, so its policy must name that one (as a shared cache
 * keeps a page and its headers together). Called after the onRequest hook below set the policy.
 */
export function adoptCachedNonce(reply: FastifyReply, nonce: string): void {
  const response = reply.raw;
  const policy = response.getHeader('content-security-policy');
  const current = nonces.get(response);
  if (typeof policy === 'string' && current)
    response.setHeader(
      'content-security-policy',
      policy.replace(`'nonce-${current}'`, () => `'nonce-${nonce}'`),
    );
  nonces.set(response, nonce);
}

export function isHttpsUrl(url: string | undefined): boolean {
  return url?.startsWith('https:') ?? false;
}

/** The policy's directives; `nonce` is the answer's (a mark in the probe below). */
export function contentSecurityPolicyDirectives(publicUrl: string | undefined, nonce: string, scriptHashes: readonly string[] = []): Record<string, string[]> {
  const siteOrigin = publicUrl ? [new URL(publicUrl).origin] : [];
  return {
    'default-src': ["'self'"],
    'base-uri': ["'none'"],
    'script-src': ["'self'", `'nonce-${nonce}'`, ...scriptHashes],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...OSM_TILES, ...siteOrigin],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(isHttpsUrl(publicUrl) ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

function helmetOptions(publicUrl: string | undefined, directives: Record<string, string[]>): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives },
    // An https-only promise is only true when the site is served over https; subdomains are the
    // operator's business, so they are not included.
    strictTransportSecurity: isHttpsUrl(publicUrl) ? { maxAge: 365 * 86_400, includeSubDomains: false } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
  };
}

/** Stands for the nonce in the probe's policy; base64 never contains it. */
const NONCE_MARK = 'NONCE-MARK';

/**
 * The headers @fastify/helmet sets with these options, read once from a probe app: the plugin
 * builds helmet's middleware (and parses every directive) again for each request, which cost about
 * 2 % of a web process's CPU under bench:load. The answers get the same headers; only the CSP's
 * nonce differs per answer, so the policy is kept as the text around it.
 */
async function helmetHeaders(publicUrl: string | undefined, scriptHashes: readonly string[]): Promise<{ fixed: [string, string][]; policy: [string, string] }> {
  const probe = Fastify();
  await probe.register(fastifyHelmet, helmetOptions(publicUrl, contentSecurityPolicyDirectives(publicUrl, NONCE_MARK, scriptHashes)));
  probe.get('/with', async () => '');
  probe.get('/without', { helmet: false }, async () => '');
  const withHelmet = await probe.inject({ method: 'GET', url: '/with' });
  const without = await probe.inject({ method: 'GET', url: '/without' });
  await probe.close();
  const added = Object.entries(withHelmet.headers)
    .filter(([name]) => !(name in without.headers))
    .map(([name, value]): [string, string] => [name, String(value)]);
  const policy = added.find(([name]) => name === 'content-security-policy');
  if (policy?.[1].split(NONCE_MARK).length !== 2) throw new Error('the Content-Security-Policy has no single nonce place');
  return { fixed: added.filter((header) => header !== policy), policy };
}

/** `scriptHashes`: CSP sources of inline scripts that are the same in every answer (the page starter, ssr/entry-start.ts). */
export async function registerSecurityHeaders(app: FastifyInstance, publicUrl: string | undefined, scriptHashes: readonly string[] = []): Promise<void> {
  const { fixed, policy } = await helmetHeaders(publicUrl, scriptHashes);
  const [policyName, policyText] = policy;
  const [beforeNonce, afterNonce] = policyText.split(NONCE_MARK) as [string, string];
  app.addHook('onRequest', (request, reply, done) => {
    const response = reply.raw;
    response.setHeader(policyName, beforeNonce + nonceOf(response) + afterNonce);
    for (const [name, value] of fixed) response.setHeader(name, value);
    if (request.url.startsWith('/media/')) reply.header('cross-origin-resource-policy', 'cross-origin');
    done();
  });
  // A 304 sends no policy, whoever answers it (a server render, the answer cache, a static file):
  // the browser then keeps the one stored with its copy of the page (HTTP caches update a stored
  // answer's headers with those a 304 carries), whose nonce is the one in the copy's scripts. A
  // fresh nonce would replace it and block the page's state scripts, so a reload would render the
  // page again in the browser instead of hydrating it.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (reply.statusCode === 304) reply.raw.removeHeader(policyName);
    done(null, payload);
  });
}
