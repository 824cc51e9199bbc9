/**
 * Field readers without zod, for what the browser's entry bundle parses: the route table's URL
 * queries (`validateSearch`) and the showing list the header counts. zod is about 60 KB of the
 * entry otherwise (issue #26); the server keeps validating every procedure's input with zod. Each
 * reader copies the zod rule it replaces exactly (coercion, trimming, NaN and Infinity refused),
 * and the tests of the parsers built on them pin that.
 */

/** What a reader gives for a value its rule refuses. */
export const INVALID: unique symbol = Symbol('invalid');
export type Invalid = typeof INVALID;
export type Reader<T> = (value: unknown) => T | Invalid;

/** `z.number()`: a finite number. */
export function finiteNumber(value: unknown): number | Invalid {
  return typeof value === 'number' && Number.isFinite(value) ? value : INVALID;
}

/** `z.coerce.number()`: `Number(value)`, then a finite number. */
export function coercedNumber(value: unknown): number | Invalid {
  try {
    return finiteNumber(Number(value));
  } catch {
    return INVALID; // a symbol, or an object whose valueOf throws
  }
}

/** `.min(min).max(max)` (and `.int()` when `integer`) on a number reader. */
export function inRange(read: Reader<number>, min: number, max: number, integer = false): Reader<number> {
  return (value) => {
    const number = read(value);
    if (number === INVALID || number < min || number > max) return INVALID;
    return integer && !Number.isSafeInteger(number) ? INVALID : number;
  };
}

/** `z.enum(values)`. */
export function oneOf<const T extends string>(values: readonly T[]): Reader<T> {
  return (value) => ((values as readonly unknown[]).includes(value) ? (value as T) : INVALID);
}

/** `z.string()` with `.trim()` when `trim`, then `.max(max)` (and `.min(1)` when `required`). */
export function text(options: { max: number; trim?: boolean; required?: boolean }): Reader<string> {
  return (value) => {
    if (typeof value !== 'string') return INVALID;
    const result = options.trim ? value.trim() : value;
    if (options.required && result.length === 0) return INVALID;
    return result.length <= options.max ? result : INVALID;
  };
}

/** `z.iso.date()`: YYYY-MM-DD, a real calendar day (zod's own pattern). */
const ISO_DATE =
  /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))$/;
export function isoDate(value: unknown): string | Invalid {
  return typeof value === 'string' && ISO_DATE.test(value) ? value : INVALID;
}

/** `.refine(check)` on a reader. */
export function refined<T>(read: Reader<T>, check: (value: T) => boolean): Reader<T> {
  return (value) => {
    const result = read(value);
    return result !== INVALID && check(result) ? result : INVALID;
  };
}

/** `z.preprocess(prepare, …)` before a reader. */
export function prepared<T>(prepare: (value: unknown) => unknown, read: Reader<T>): Reader<T> {
  return (value) => read(prepare(value));
}

/** `.nullable()`. */
export function nullable<T>(read: Reader<T>): Reader<T | null> {
  return (value) => (value === null ? null : read(value));
}

function asObject(input: unknown): Record<string, unknown> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) throw new TypeError('Expected an object');
  return input as Record<string, unknown>;
}

/** A field that falls back to a value when missing or refused (`.default(fallback).catch(fallback)`). */
export interface Defaulted<T> {
  read: Reader<T>;
  fallback: () => T;
}
export function withDefault<T>(read: Reader<T>, fallback: T | (() => T)): Defaulted<T> {
  return { read, fallback: typeof fallback === 'function' ? (fallback as () => T) : () => fallback };
}

type Field = Reader<unknown> | Defaulted<unknown>;
type FieldsOutput<S extends Record<string, Field>> = {
  [K in keyof S as S[K] extends Defaulted<unknown> ? K : never]: S[K] extends Defaulted<infer T> ? T : never;
} & {
  [K in keyof S as S[K] extends Defaulted<unknown> ? never : K]?: S[K] extends Reader<infer T> ? T : never;
};

/**
 * `z.object` of fields read as zod reads them, other keys dropped, keys in the shape's order:
 * - a reader is `reader.optional().catch(undefined)`: a key the input lacks is left out, a key it
 *   has is kept, undefined when its value is refused;
 * - a defaulted field is always there, its fallback when missing or refused.
 */
export function readFields<S extends Record<string, Field>>(input: unknown, shape: S): FieldsOutput<S> {
  const source = asObject(input);
  const result: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(shape)) {
    if (typeof field === 'function') {
      if (!(key in source)) continue;
      const value = source[key] === undefined ? undefined : field(source[key]);
      result[key] = value === INVALID ? undefined : value;
    } else {
      const value = source[key] === undefined ? INVALID : field.read(source[key]);
      result[key] = value === INVALID ? field.fallback() : value;
    }
  }
  return result as FieldsOutput<S>;
}
