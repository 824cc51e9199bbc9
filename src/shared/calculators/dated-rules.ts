/**
 * Tax rates and caps change on a given day, so they are kept as lists of versions, each with the
 * first date it applies to; the version in effect on a date is the latest one that started on or
 * before it. Adding a future change means adding a row, not touching the calculation.
 */
import type { IsoDate } from './input-validation.ts';

export interface DatedRule {
  /** First day (inclusive) the version applies to, YYYY-MM-DD. */
  readonly effectiveFrom: IsoDate;
}

/**
 * The version of `rules` in effect on `date`. Dates before the oldest version are refused: the
 * older rules were never modelled, and silently applying newer ones would give a wrong figure.
 */
export function ruleInEffect<T extends DatedRule>(rules: readonly T[], date: IsoDate, what: string): T {
  let current: T | undefined;
  for (const rule of rules) {
    // ISO dates compare chronologically as strings.
    if (rule.effectiveFrom <= date && (current === undefined || rule.effectiveFrom > current.effectiveFrom)) {
      current = rule;
    }
  }
  if (current === undefined) {
    const oldest = rules.map((rule) => rule.effectiveFrom).sort()[0] ?? 'never';
    throw new RangeError(`${what} is only modelled from ${oldest}; closing date ${date} is earlier`);
  }
  return current;
}
