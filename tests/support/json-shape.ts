import { expect } from 'vitest';

/**
 * Every key path of a JSON value in the order its objects list them ('data[0].url_code'…), so a
 * test can pin a documented answer's field names and their order, not only its values.
 */
export function keyOrder(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => keyOrder(item, `${path}[${index}]`));
  // A leaf: a value, or an expectation standing for one (expect.any(Number)…).
  if (typeof value !== 'object' || value === null || typeof (value as { asymmetricMatch?: unknown }).asymmetricMatch === 'function') return [];
  return Object.entries(value).flatMap(([key, field]) => {
    const keyPath = path ? `${path}.${key}` : key;
    return [keyPath, ...keyOrder(field, keyPath)];
  });
}

/**
 * The field messages of a refused REST body: its answer must be a 400, and this is the answer's
 * `errors` (field name → messages), as in `expect(fieldErrors(response)).toEqual({ email: ['Invalid email'] })`.
 */
export function fieldErrors(response: { statusCode: number; body: string; json(): unknown }): Record<string, string[]> {
  expect(response.statusCode, response.body).toBe(400);
  return (response.json() as { errors: Record<string, string[]> }).errors;
}
