/**
 * Page cursors: the keyset position after the last listing of a page, bound to the criteria it
 * was made for (a fingerprint), in an opaque URL-safe string. A cursor is not a secret: it only
 * says where to continue, so it is encoded, not signed.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { AppError } from '../errors.ts';
import type { SearchCursor } from './search-types.ts';

const ZCursorBody = z.object({
  f: z.string(),
  t: z.union([z.literal(0), z.literal(1)]),
  // Sales or leases in a price sort over every transaction (absent in a cursor of another sort).
  g: z.union([z.literal(0), z.literal(1)]).optional(),
  // A sort value: microseconds since 1970 or a price.
  v: z
    .string()
    .max(40)
    .regex(/^-?\d+(\.\d+)?$/),
  i: z.number().int().nonnegative(),
});

/** Stable digest of the normalized criteria (key order does not matter). */
export function criteriaFingerprint(criteria: unknown): string {
  const canonical = JSON.stringify(criteria, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : value,
  );
  return createHash('sha256').update(canonical).digest('base64url').slice(0, 12);
}

export function encodeCursor(fingerprint: string, cursor: SearchCursor): string {
  return Buffer.from(JSON.stringify({ f: fingerprint, t: cursor.tier, g: cursor.group || undefined, v: cursor.value, i: cursor.id })).toString('base64url');
}

const staleCursor = () =>
  new AppError('BAD_REQUEST', 'This page link does not belong to these search criteria. Please search again.', {
    cursor: ['This page link does not belong to these search criteria.'],
  });

export function decodeCursor(fingerprint: string, encoded: string): SearchCursor {
  let body: z.infer<typeof ZCursorBody>;
  try {
    body = ZCursorBody.parse(JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')));
  } catch {
    throw new AppError('BAD_REQUEST', 'The page link is damaged. Please search again.', { cursor: ['The page link is damaged.'] });
  }
  if (body.f !== fingerprint) throw staleCursor();
  return body.g ? { tier: body.t, group: body.g, value: body.v, id: body.i } : { tier: body.t, value: body.v, id: body.i };
}
