/**
 * Security headers on every answer (@fastify/helmet): a strict Content-Security-Policy, no
 * framing by other sites, nosniff, a referrer policy, and HSTS when the site is served over https.
 * Edit here when the client starts loading something from a new origin (the CSP browser test,
 * tests/browser/csp.browser.test.ts, fails on any violation).
 *
 * - Scripts: our own files ('self') and inline scripts carrying this answer's nonce (a fresh random
 *   value per request, `cspNonce(reply)`): a server-rendered page writes the router's and the
 *   query cache's state, and React's streaming, as nonce'd inline scripts (src/server/ssr). The
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
import type { IncomingMessage, ServerResponse } from 'node:http';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';

const OSM_TILES = ['https://tile.openstreetmap.org', 'https://*.tile.openstreetmap.org'];

const nonces = new WeakMap<ServerResponse, string>();

/** The answer's CSP nonce, made on first use; the header and the page's scripts read the same one. */
function nonceOf(response: ServerResponse): string {
  let nonce = nonces.get(response);
  if (!nonce) {
    nonce = randomBytes(16).toString('base64');
    nonces.set(response, nonce);
  }
  return nonce;
}

export function cspNonce(reply: FastifyReply): string {
  return nonceOf(reply.raw);
}

type DirectiveValue = string | ((request: IncomingMessage, response: ServerResponse) => string);

export function isHttpsUrl(url: string | undefined): boolean {
  return url?.startsWith('https:') ?? false;
}

export function contentSecurityPolicyDirectives(publicUrl: string | undefined): Record<string, DirectiveValue[]> {
  const siteOrigin = publicUrl ? [new URL(publicUrl).origin] : [];
  return {
    'default-src': ["'self'"],
    'base-uri': ["'none'"],
    'script-src': ["'self'", (_request, response) => `'nonce-${nonceOf(response)}'`],
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

export async function registerSecurityHeaders(app: FastifyInstance, publicUrl: string | undefined): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicyDirectives(publicUrl) },
    // An https-only promise is only true when the site is served over https; subdomains are the
    // operator's business, so they are not included.
    strictTransportSecurity: isHttpsUrl(publicUrl) ? { maxAge: 365 * 86_400, includeSubDomains: false } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/media/')) reply.header('cross-origin-resource-policy', 'cross-origin');
  });
}
