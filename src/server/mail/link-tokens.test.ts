import { describe, expect, it } from 'vitest';
import { fillLinkTokens, linkTokenFor, newLinkToken } from './link-tokens.ts';

const SECRET = 'a-test-secret-of-some-length';

describe('link tokens in queued mail', () => {
  it('stores a placeholder the worker turns into the token, and only with the right secret', () => {
    const link = newLinkToken(SECRET);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const queued = `Sign in: https://agent.example.com/account/sign-in#token=${link.placeholder}`;
    expect(queued).not.toContain(link.token);
    expect(fillLinkTokens(queued, SECRET)).toBe(`Sign in: https://agent.example.com/account/sign-in#token=${link.token}`);
    expect(fillLinkTokens(queued, 'another-secret-of-some-length')).not.toContain(link.token);
  });

  it('gives every link its own token, derived from its nonce', () => {
    const [first, second] = [newLinkToken(SECRET), newLinkToken(SECRET)];
    expect(first.token).not.toBe(second.token);
    const nonce = first.placeholder.slice('%%LINK_TOKEN:'.length, -2);
    expect(linkTokenFor(SECRET, nonce)).toBe(first.token);
  });
});
