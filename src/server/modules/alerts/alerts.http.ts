/**
 * The two HTTP routes of alert mails (issue #16), a small Fastify plugin like the campaigns'
 * unsubscribe routes (modules/email/unsubscribe.http.ts), because neither answers JSON to JSON:
 * - GET /a/:token — the click redirect of every listing link: records the click (which resets the
 *   back-off streak) and answers 302 to the listing's page. No tracking pixel anywhere. A token we
 *   did not sign gets a small 404 page with a link home, never a 500.
 * - POST /api/alerts/unsubscribe?token=… — RFC 8058 one-click, the List-Unsubscribe header's
 *   address: mail clients post `List-Unsubscribe=One-Click` as form data without cookies, so this
 *   scope accepts any body (and ignores it); the token is in the query. The logic is the tRPC
 *   procedure alerts.unsubscribe, which the client's /alerts/unsubscribe page calls too.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { TRPCError } from '@trpc/server';
import { escapeHtml } from '#shared/text/escape.ts';
import { requestMeta } from '#server/rest/register-rest.ts';
import type { AppServices } from '#server/services.ts';
import { createCaller } from '#server/trpc/app.router.ts';
import { createContext } from '#server/trpc/init.ts';
import { recordAlertClick } from './alert-click.ts';
import { CLICK_PATH_PREFIX, ONE_CLICK_UNSUBSCRIBE_PATH } from './alert-links.ts';
import { INVALID_UNSUBSCRIBE_LINK } from './saved-search.service.ts';

function notFoundPage(reply: FastifyReply) {
  return reply
    .code(404)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Link not valid</title></head>` +
        `<body style="font:16px/1.6 Arial,Helvetica,sans-serif;color:#1d2733;max-width:32rem;margin:10vh auto;padding:0 1rem"><h1>Link not valid</h1>` +
        `<p>${escapeHtml('This alert link is not valid. The listings are still on our site.')}</p><p><a href="/">Go to the home page</a></p></body></html>`,
    );
}

const TOKEN_SHAPE = /^[A-Za-z0-9._-]{1,400}$/;

export function registerAlertRoutes(services: AppServices) {
  return async function alertRoutes(app: FastifyInstance): Promise<void> {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => done(null, body));

    app.get<{ Params: { token: string } }>(`${CLICK_PATH_PREFIX}:token`, async (request, reply) => {
      const token = request.params.token;
      const path = TOKEN_SHAPE.test(token)
        ? await recordAlertClick(services.pool, services.config.env.AUTH_SECRET, token, { record: request.method !== 'HEAD' })
        : null;
      if (!path) return notFoundPage(reply);
      return reply.code(302).header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(path);
    });

    app.post<{ Querystring: { token?: unknown } }>(ONE_CLICK_UNSUBSCRIBE_PATH, async (request, reply) => {
      const token = typeof request.query.token === 'string' ? request.query.token : '';
      try {
        await createCaller(createContext(services, requestMeta(request))).alerts.unsubscribe({ token });
        return reply.code(200).header('cache-control', 'no-store').send({ status: 'ok', message: 'You will get no more of these alerts.' });
      } catch (error) {
        if (error instanceof TRPCError && (error.code === 'NOT_FOUND' || error.code === 'BAD_REQUEST')) {
          return reply.code(404).header('cache-control', 'no-store').send({ status: 'error', message: INVALID_UNSUBSCRIBE_LINK });
        }
        throw error;
      }
    });
  };
}
