/**
 * Short-lived access tokens: `v1.<payload>.<hmac>` signed with AUTH_SECRET (HMAC-SHA256).
 * Stateless to verify; the session they name is still checked so logout and reuse detection
 * take effect before the token expires.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

const PayloadSchema = z.object({ sub: z.number().int(), sid: z.string(), exp: z.number() });
export type AccessTokenPayload = z.infer<typeof PayloadSchema>;

function sign(data: string, secret: string): string {
  return createHmac('sha256', secret).update(data).digest('base64url');
}

export function signAccessToken(payload: Omit<AccessTokenPayload, 'exp'>, secret: string, now = Date.now()): string {
  const body = Buffer.from(JSON.stringify({ ...payload, exp: Math.floor(now / 1000) + ACCESS_TOKEN_TTL_SECONDS })).toString('base64url');
  return `v1.${body}.${sign(`v1.${body}`, secret)}`;
}

/** The payload of a well-signed, unexpired token; null for anything else. */
export function verifyAccessToken(token: string, secret: string, now = Date.now()): AccessTokenPayload | null {
  const [version, body, signature] = token.split('.');
  if (version !== 'v1' || !body || !signature) return null;
  const expected = Buffer.from(sign(`v1.${body}`, secret));
  const actual = Buffer.from(signature);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const parsed = PayloadSchema.safeParse(decoded);
  if (!parsed.success || parsed.data.exp * 1000 <= now) return null;
  return parsed.data;
}
