/**
 * A value made on first use. For Intl formatters: the first one a page builds loads the locale's
 * data (10–13 ms on a desktop CPU, four times that on a phone), which should happen when a figure
 * is first written, inside React's time-sliced render, not while the page's modules are evaluated
 * in one long task (docs/decisions/2026-11-27-scripts-after-first-paint.md).
 */
export function onFirstUse<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= make();
    return value;
  };
}
