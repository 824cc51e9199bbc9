/**
 * GET and POST /api/public/unsubscribe/:token — the address in every campaign mail's link and
 * List-Unsubscribe header.
 * - POST is RFC 8058 one-click: mail clients (Gmail, Apple Mail, Outlook) post
 *   `List-Unsubscribe=One-Click` as multipart/form-data or form-urlencoded, without cookies or
 *   JavaScript. The body carries nothing we need (the token is in the path), so this scope accepts
 *   any content type, which the JSON-only REST shim could not.
 * - GET is the page a person lands on from the link: it asks before unsubscribing (link scanners
 *   and previews fetch links, and must not unsubscribe anyone), then posts to the same address.
 * It is its own small Fastify plugin because it answers HTML; the logic stays behind the tRPC
 * procedures email.unsubscribeStatus / email.unsubscribe.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TRPCError } from '@trpc/server';
import type { AppServices } from '../../services.ts';
import { createCaller } from '../../trpc/app.router.ts';
import { createContext } from '../../trpc/init.ts';
import { requestMeta } from '../../rest/register-rest.ts';
import { escapeHtml } from '#shared/text/escape.ts';
import type { TUnsubscribeStatus } from '#shared/schemas/email.schema.ts';
import { PREVIEW_UNSUBSCRIBE_TOKEN, UNKNOWN_LINK } from './unsubscribe.service.ts';

export const UNSUBSCRIBE_PATH = '/api/public/unsubscribe/:token';
export const UNSUBSCRIBED = 'You have been unsubscribed.';

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
  body { margin: 0; font: 16px/1.6 Arial, Helvetica, sans-serif; color: #1d2733; background: #eef1f5; }
  main { max-width: 32rem; margin: 10vh auto; padding: 2rem; background: #fff; border-top: 4px solid #c9973f; border-radius: 8px; }
  h1 { margin: 0 0 1rem; font: 700 1.5rem Georgia, 'Times New Roman', serif; color: #14263d; }
  button { padding: .75rem 1.5rem; border: 0; border-radius: 6px; background: #14263d; color: #fff; font: 700 1rem Arial, Helvetica, sans-serif; cursor: pointer; }
  button:focus-visible { outline: 3px solid #c9973f; outline-offset: 2px; }
</style>
</head>
<body><main>${body}</main></body>
</html>
`;
}

function sendPage(reply: FastifyReply, status: number, title: string, body: string) {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'")
    .header('referrer-policy', 'no-referrer')
    .send(page(title, body));
}

const unknownLinkPage = (reply: FastifyReply, token: string) =>
  token === PREVIEW_UNSUBSCRIBE_TOKEN
    ? sendPage(
        reply,
        200,
        'Preview link',
        `<h1>This is a preview</h1><p>In a real mail this link unsubscribes its recipient; each recipient's copy carries their own link.</p>`,
      )
    : sendPage(reply, 404, 'Link not valid', `<h1>Link not valid</h1><p>${escapeHtml(UNKNOWN_LINK)}</p>`);

const doneBody = (status: TUnsubscribeStatus) =>
  `<h1>${UNSUBSCRIBED}</h1><p>${escapeHtml(status.email_hint)} will no longer receive emails from ${escapeHtml(status.sender)}'s mailing list. Replies to your own messages still reach you.</p>`;

/** A browser's form post wants the page back; a mail client's one-click post wants a status. */
const wantsHtml = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html');

const isUnknownLink = (error: unknown) => error instanceof TRPCError && (error.code === 'NOT_FOUND' || error.code === 'BAD_REQUEST');

export function registerUnsubscribeRoutes(services: AppServices) {
  return async function unsubscribeRoutes(app: FastifyInstance): Promise<void> {
    // This plugin's own scope: any body is accepted (and ignored), whatever its content type.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => done(null, body));

    const callerFor = (request: FastifyRequest) => createCaller(createContext(services, requestMeta(request)));

    app.get<{ Params: { token: string } }>(UNSUBSCRIBE_PATH, async (request, reply) => {
      const token = request.params.token;
      try {
        const status = await callerFor(request).email.unsubscribeStatus({ token });
        if (status.unsubscribed) return sendPage(reply, 200, 'Unsubscribed', doneBody(status));
        return sendPage(
          reply,
          200,
          'Unsubscribe',
          `<h1>Unsubscribe?</h1>
<p>Stop emails from ${escapeHtml(status.sender)}'s mailing list to ${escapeHtml(status.email_hint)}.</p>
<form method="post" action="${escapeHtml(request.url.split('?')[0]!)}"><button type="submit">Unsubscribe</button></form>`,
        );
      } catch (error) {
        if (isUnknownLink(error)) return unknownLinkPage(reply, token);
        throw error;
      }
    });

    app.post<{ Params: { token: string } }>(UNSUBSCRIBE_PATH, async (request, reply) => {
      const token = request.params.token;
      try {
        const status = await callerFor(request).email.unsubscribe({ token });
        if (wantsHtml(request)) return sendPage(reply, 200, 'Unsubscribed', doneBody(status));
        return reply.code(200).header('cache-control', 'no-store').send({ status: 'ok', message: UNSUBSCRIBED });
      } catch (error) {
        if (!isUnknownLink(error)) throw error;
        if (wantsHtml(request)) return unknownLinkPage(reply, token);
        return reply.code(404).send({ status: 'error', message: UNKNOWN_LINK });
      }
    });
  };
}
