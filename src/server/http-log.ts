/**
 * The web server's log: JSON lines through Fastify's pino, each carrying the request id (`reqId`,
 * the same id as the `x-request-id` answer header). What a line may hold is decided here, once:
 *
 * - requests are logged as method, path and client address: never headers (Authorization, the
 *   refresh cookie), never bodies (passwords, visitor e-mails), never the query string (tRPC GET
 *   input), and a route whose path carries a secret (an unsubscribe token) by its pattern only;
 * - errors are logged as their type, code, a scrubbed message and stack frames: a database error's
 *   message starts with its SQL with the values filled in, and pino's own error serializer would
 *   add the causes' messages, the visitor's e-mail among them;
 * - `redact` removes the usual secret keys from anything else a line is given, as a second guard.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LoggerOptions } from 'pino';
import type { Env } from './env.ts';

/** Route patterns whose parameters are secrets: logged as the pattern, not the path. */
const SECRET_PARAM = /:(token|secret|key)\b/i;

/** The request's path without its query string, or its route pattern when a parameter is a secret. */
export function loggableUrl(request: Pick<FastifyRequest, 'url'> & { routeOptions?: { url?: string } }): string {
  const pattern = request.routeOptions?.url;
  if (pattern && SECRET_PARAM.test(pattern)) return pattern;
  const [path, query] = request.url.split('?');
  return query === undefined ? path! : `${path}?…`;
}

const EMAIL = /[^\s@'"<>(),;:]+@[^\s@'"<>(),;:]+\.[a-z]{2,}/gi;
const QUOTED_LITERAL = /'(?:[^']|'')*'/g;

/** A message without e-mail addresses or SQL string literals. */
export function scrubText(text: string): string {
  return text.replace(QUOTED_LITERAL, "'…'").replace(EMAIL, '[e-mail]');
}

interface LoggedError {
  type: string;
  message: string;
  code?: string;
  statusCode?: number;
  stack?: string;
  cause?: LoggedError;
}

/**
 * A database error (MikroORM's DriverException, pg's DatabaseError) reads `<sql with values> - <message>`
 * and carries `detail` ("Key (email)=(…)"), `where` and parameters: only PostgreSQL's own message is kept.
 */
function messageOf(error: Record<string, unknown>): string {
  const message = typeof error.message === 'string' ? error.message : String(error);
  const fromDatabase = typeof error.sqlState === 'string' || typeof error.severity === 'string';
  const text = fromDatabase && message.includes(' - ') ? message.slice(message.lastIndexOf(' - ') + 3) : message;
  return scrubText(text);
}

export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: scrubText(String(error)) };
  const fields = error as unknown as Record<string, unknown>;
  const logged: LoggedError = { type: error.name, message: messageOf(fields) };
  if (typeof fields.code === 'string') logged.code = fields.code;
  if (typeof fields.statusCode === 'number') logged.statusCode = fields.statusCode;
  // Frames only: a stack's first line repeats the message, SQL and all.
  if (error.stack)
    logged.stack = error.stack
      .split('\n')
      .filter((line) => line.trim().startsWith('at '))
      .join('\n');
  if (error.cause !== undefined && depth < 3) logged.cause = serializeError(error.cause, depth + 1);
  return logged;
}

const SECRET_KEYS = [
  'password',
  'current_password',
  'new_password',
  'token',
  'access_token',
  'refresh_token',
  'authorization',
  'cookie',
  'headers',
  'body',
  'email',
  'email_address',
];

export function httpLoggerOptions(level: Env['LOG_LEVEL'], stream?: NodeJS.WritableStream): LoggerOptions & { stream?: NodeJS.WritableStream } {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: SECRET_KEYS.flatMap((key) => [key, `*.${key}`]), censor: '[redacted]' },
    serializers: {
      req: (request: FastifyRequest) => ({ method: request.method, url: loggableUrl(request), remoteAddress: request.ip }),
      res: (reply: FastifyReply) => ({ statusCode: reply.statusCode }),
      err: (error: unknown) => serializeError(error),
    },
  };
}
