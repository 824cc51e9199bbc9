/**
 * Browser-test helpers for visitor accounts and the agent: the agent's token and signed-in page, an admin query, and the sign-in
 * link the mail worker delivered (the browser app runs without SMTP_URL, so mail lands in the
 * dev mailbox, which the agent's outbox reads).
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl } from './browser.ts';
import { TEST_ADMIN } from './test-config.ts';

const agentTokens = new Map<string, Promise<string>>();

/**
 * The agent's access token on a browser site (the dev-mailbox site unless another is named): one
 * sign-in per site in a test file, its token reused (it lives 15 minutes; a file runs for a minute
 * or two). Sign-ins from one address are limited (30 in 15 minutes), and a whole browser run
 * signs in from 127.0.0.1 close to that many times.
 */
export function adminToken(site = baseUrl()): Promise<string> {
  let token = agentTokens.get(site);
  if (!token) {
    token = signInAsAgent(site);
    agentTokens.set(site, token);
    // A failed sign-in is not kept: the next call tries again.
    token.catch(() => agentTokens.delete(site));
  }
  return token;
}

async function signInAsAgent(site: string): Promise<string> {
  const response = await fetch(`${site}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(TEST_ADMIN),
  });
  if (!response.ok) throw new Error(`the agent's sign-in answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: { access_token: string } }).data.access_token;
}

/** Signs `page` (already on the site) in as the agent, as the login screen leaves it: the sign-in answer stored under `auth`. */
export async function storeAgentSignIn(page: Page): Promise<void> {
  const login = await page.request.post('/api/auth/login', { data: TEST_ADMIN });
  const { data: auth } = (await login.json()) as { data: unknown };
  await page.evaluate((stored) => localStorage.setItem('auth', JSON.stringify(stored)), auth);
}

export async function adminQuery<T>(token: string, path: string, input: unknown, site = baseUrl()): Promise<T> {
  const response = await fetch(`${site}/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { result: { data: T } }).result.data;
}

/** The newest sign-in link the mail worker delivered to `email` after delivery `after`, as a site path. */
export async function linkMailedTo(token: string, email: string, after: number): Promise<{ path: string; deliveryId: number }> {
  let found: { path: string; deliveryId: number } | null = null;
  await expect
    .poll(
      async () => {
        const outbox = await adminQuery<{ rows: { id: number; to_address: string; captured: boolean }[] }>(token, 'email.outbox', { page: 1 });
        const row = outbox.rows.find((candidate) => candidate.to_address === email && candidate.captured && candidate.id > after);
        if (!row) return false;
        const mail = await adminQuery<{ text: string | null }>(token, 'email.outboxMessage', { id: row.id });
        const match = mail.text?.match(/https?:\/\/[^/\s]+(\/account\/sign-(?:in|up)#token=[A-Za-z0-9_-]{43})/);
        if (match) found = { path: match[1]!, deliveryId: row.id };
        return Boolean(match);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}
