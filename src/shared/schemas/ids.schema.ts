import { z } from 'zod';
import { INT4_MAX } from './ids-limits.ts';

export { INT4_MAX };

/**
 * A row id as input: a positive whole number an int4 column can hold. A larger one is refused here
 * with the field's message (a 400), instead of reaching PostgreSQL as an out-of-range error (a 500).
 */
export function zId(message = 'Required') {
  return z.coerce.number({ error: message }).int(message).positive(message).max(INT4_MAX, message);
}

/** The input of a procedure that takes one row by its id: `{ id }`. */
export const ZIdInput = z.object({ id: zId() });

/** A page number for offset paging: bounded so that page × page size stays a valid offset. */
export const ZPageNumber = z.coerce.number().int().min(1).max(1_000_000);
