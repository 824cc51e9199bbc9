/**
 * The answer the spec gives to an action: `{ status: 'ok', message }`, with what the action made
 * under `data` where it made something. Defined once for every router and the forms that read it.
 */
import { z } from 'zod';

export const ZOkAnswer = z.object({ status: z.literal('ok'), message: z.string() });
export type TOkAnswer = z.infer<typeof ZOkAnswer>;

/** `{ status: 'ok', message, data }` with `data` of the given schema. */
export const okAnswerWith = <T extends z.ZodType>(data: T) => ZOkAnswer.extend({ data });

export const okAnswer = (message: string): TOkAnswer => ({ status: 'ok', message });
export const okAnswerData = <T>(message: string, data: T) => ({ status: 'ok' as const, message, data });
