/**
 * Plain guards for calculator inputs. The calculators are called from forms and from listing data,
 * so nonsense (NaN, a negative price, a share of 1.5, "2026-02-30") must fail loudly with a message
 * a developer can act on rather than produce a plausible-looking wrong figure. A zod layer for the
 * HTTP/form boundary lives elsewhere; these guards keep the pure functions safe on their own.
 */

function describe(value: unknown): string {
  return typeof value === 'string' ? JSON.stringify(value) : String(value);
}

export function assertFiniteNumber(name: string, value: unknown): asserts value is number {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new RangeError(`${name} must be a finite number, got ${describe(value)}`);
  }
}

export function assertNonNegative(name: string, value: unknown): asserts value is number {
  assertFiniteNumber(name, value);
  if (value < 0) throw new RangeError(`${name} must not be negative, got ${value}`);
}

export function assertPositive(name: string, value: unknown): asserts value is number {
  assertFiniteNumber(name, value);
  if (value <= 0) throw new RangeError(`${name} must be greater than 0, got ${value}`);
}

export function assertInRange(name: string, value: unknown, min: number, max: number): asserts value is number {
  assertFiniteNumber(name, value);
  if (value < min || value > max) {
    throw new RangeError(`${name} must be between ${min} and ${max}, got ${value}`);
  }
}

export function assertIntegerInRange(name: string, value: unknown, min: number, max: number): asserts value is number {
  assertInRange(name, value, min, max);
  if (!Number.isInteger(value)) throw new RangeError(`${name} must be a whole number, got ${value}`);
}

export function assertBoolean(name: string, value: unknown): asserts value is boolean {
  if (typeof value !== 'boolean') throw new RangeError(`${name} must be true or false, got ${describe(value)}`);
}

export function assertOneOf<T extends string>(name: string, value: unknown, allowed: readonly T[]): asserts value is T {
  if (!allowed.includes(value as T)) {
    throw new RangeError(`${name} must be one of ${allowed.map((a) => `'${a}'`).join(', ')}, got ${describe(value)}`);
  }
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date written YYYY-MM-DD; string comparison of such dates is chronological. */
export type IsoDate = string;

export function assertIsoDate(name: string, value: unknown): asserts value is IsoDate {
  const match = typeof value === 'string' ? ISO_DATE.exec(value) : null;
  const [, year, month, day] = match ?? [];
  if (year === undefined || month === undefined || day === undefined) {
    throw new RangeError(`${name} must be a date written YYYY-MM-DD, got ${describe(value)}`);
  }
  // Round-trip through UTC to reject dates that do not exist (2026-02-30, 2025-13-01).
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCFullYear() !== Number(year) || date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) {
    throw new RangeError(`${name} is not a real calendar date: ${describe(value)}`);
  }
}
