/**
 * One readable line for an error from the database or pg-boss, and a log that says a repeated
 * one once. pg-boss hands its 'error' listeners plain objects ({ ...error, message, queue }), which
 * String() printed as `[object Object]`, hundreds of times while the database was unreachable.
 */
const PLAIN_WORDS: Record<string, string> = {
  '53100': 'the database disk is full (no space left on device)',
  '53200': 'the database server is out of memory',
  '57P01': 'the database server terminated the connection (it is stopping or an administrator ended it)',
  '57P03': 'the database server is starting up or shutting down',
  ECONNREFUSED: 'the database server is not reachable (connection refused)',
  ENOSPC: 'the disk is full (no space left on device)',
};

function jsonOf(value: object): string {
  try {
    return JSON.stringify(value).slice(0, 300);
  } catch {
    return 'unreadable error';
  }
}

export function describeError(error: unknown): string {
  if (error === null || error === undefined) return 'unknown error';
  if (typeof error !== 'object') return String(error);
  const { code, message, queue } = error as { code?: unknown; message?: unknown; queue?: unknown };
  const text = typeof message === 'string' && message ? message : jsonOf(error);
  const plain = typeof code === 'string' ? PLAIN_WORDS[code] : undefined;
  const where = typeof queue === 'string' ? ` (queue ${queue})` : '';
  return plain ? `${plain}${where}: ${text}` : `${text}${where}`;
}

/** Logs a line at most once per `windowMs` per distinct text, then how many were held back. */
export function throttledLog(log: (line: string) => void, windowMs = 30_000): (line: string) => void {
  const seen = new Map<string, { at: number; held: number }>();
  return (line) => {
    const now = Date.now();
    const entry = seen.get(line);
    if (entry && now - entry.at < windowMs) {
      entry.held += 1;
      return;
    }
    const held = entry?.held ?? 0;
    seen.set(line, { at: now, held: 0 });
    if (seen.size > 100) seen.delete(seen.keys().next().value!);
    log(held > 0 ? `${line} (and ${held} more like it)` : line);
  };
}
