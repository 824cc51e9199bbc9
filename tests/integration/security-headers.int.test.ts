/**
 * The security headers as served (security-headers.ts). That every page really runs under this
 * policy without a violation is the browser test's job (tests/browser/csp.browser.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { suiteApp } from '../support/suite-app.ts';

function directives(csp: string | undefined): Record<string, string> {
  return Object.fromEntries(
    (csp ?? '').split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values.join(' ')];
    }),
  );
}

describe('security headers over plain http (no PUBLIC_URL)', () => {
  const t = suiteApp({ startJobs: false });

  it.each(['/', '/admin/login', '/api/health', '/trpc/settings.public', '/no/such/api/path.json'])(
    '%s: strict CSP, no framing, nosniff, referrer policy',
    async (url) => {
      const { headers } = await t.app.inject({ method: 'GET', url });
      const csp = directives(headers['content-security-policy'] as string);
      // Our own files, and inline scripts with this answer's nonce (server-rendered pages' state).
      // Our files, this answer's nonce, and the page starter by its hash (src/server/ssr/entry-start.ts).
      expect(csp['script-src']).toMatch(/^'self' 'nonce-[A-Za-z0-9+/]{22}==' 'sha256-[A-Za-z0-9+/]{43}='$/);
      expect(csp['script-src']).not.toMatch(/unsafe-inline/);
      expect(csp['script-src-attr']).toBe("'none'");
      expect(csp['default-src']).toBe("'self'");
      expect(csp['object-src']).toBe("'none'");
      expect(csp['frame-ancestors']).toBe("'none'");
      expect(headers['content-security-policy']).not.toMatch(/unsafe-eval/);
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['strict-transport-security']).toBeUndefined();
      expect(csp).not.toHaveProperty('upgrade-insecure-requests');
    },
  );

  it('lets other origins embed /media images (mails read in webmail) and nothing else', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/media/none.webp' })).headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect((await t.app.inject({ method: 'GET', url: '/' })).headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});

describe('security headers when PUBLIC_URL is https', () => {
  const t = suiteApp({ startJobs: false, env: { PUBLIC_URL: 'https://agent.example' } });

  it('adds HSTS and upgrade-insecure-requests, and lets mails show images from the site origin', async () => {
    const { headers } = await t.app.inject({ method: 'GET', url: '/' });
    expect(headers['strict-transport-security']).toBe('max-age=31536000');
    const csp = directives(headers['content-security-policy'] as string);
    expect(csp).toHaveProperty('upgrade-insecure-requests');
    expect(csp['img-src']?.split(' ')).toContain('https://agent.example');
  });
});
