/**
 * A signed-in visitor for tests that need one (VOW answers, the visitor's own procedures): a
 * visitor row with the current VOW terms accepted and a session, without the e-mail round trip
 * the accounts tests cover. Returns the Cookie header value a browser would send, and its parts.
 */
import { randomUUID } from 'node:crypto';
import { createVisitorSession, VISITOR_COOKIE_NAME } from '#server/modules/visitors/visitor-session.ts';
import type { AppServices } from '#server/services.ts';
import { VOW_TERMS } from '#shared/vow-terms.ts';

export async function createVowVisitorCookie(
  services: Pick<AppServices, 'pool'>,
  options: { email?: string; acceptedTerms?: boolean } = {},
): Promise<{ cookie: string; name: string; token: string; visitorId: number }> {
  const { rows } = await services.pool.query<{ id: number }>(
    `insert into visitor (email, name, vow_terms_version) values ($1, 'Test Visitor', $2) returning id`,
    [options.email ?? `visitor-${randomUUID()}@example.com`, (options.acceptedTerms ?? true) ? VOW_TERMS.version : null],
  );
  const visitorId = rows[0]!.id;
  const token = await createVisitorSession(services.pool, visitorId, '127.0.0.1');
  return { cookie: `${VISITOR_COOKIE_NAME}=${token}`, name: VISITOR_COOKIE_NAME, token, visitorId };
}
