/**
 * The calculators throw a RangeError on inputs they cannot price. The pages check the cases a
 * visitor can reach and word them kindly first; this is the net under that, so a page shows a
 * message instead of breaking whatever a URL contains.
 */
export type Calculation<T> = { ok: true; value: T } | { ok: false; message: string };

export function calculate<T>(run: () => T): Calculation<T> {
  try {
    return { ok: true, value: run() };
  } catch (error) {
    if (error instanceof RangeError) return { ok: false, message: `These inputs cannot be calculated: ${error.message}.` };
    throw error;
  }
}
