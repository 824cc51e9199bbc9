/**
 * PostgreSQL cannot store the NUL character (U+0000) in text or jsonb: a value carrying one fails
 * in the database, far from the input. The rule, decided once for every input: text with a NUL is
 * refused with a field message (a 400), never stripped silently. The server applies it to the raw
 * input of every tRPC procedure (trpc/init.ts), so it covers every schema, the REST paths (which
 * call the procedures) and CSV rows (sent as arrays of cells).
 */
export const NUL_TEXT = 'Remove the invisible NUL character from this text.';

/** The path to the first string (or object key) holding a NUL, or null when there is none. */
export function findNulText(value: unknown, path: (string | number)[] = [], depth = 0): (string | number)[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object' || depth > 64) return null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findNulText(item, [...path, index], depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key];
    const found = findNulText(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}
