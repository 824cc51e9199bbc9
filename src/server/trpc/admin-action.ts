/**
 * An agent's action that answers only its message once done (`{ status: 'ok', message }`, the
 * spec's answer to deleting, trashing, approving, saving a list…): declared once here instead of
 * the same admin mutation written out in every router.
 */
import type { z } from 'zod';
import { ZOkAnswer, okAnswer } from '#shared/schemas/ok-answer.ts';
import { adminProcedure, type Context } from './init.ts';

export const adminAction = <Input extends z.ZodType>(input: Input, message: string, act: (ctx: Context, input: z.output<Input>) => Promise<unknown>) =>
  adminProcedure
    .input(input)
    .output(ZOkAnswer)
    .mutation(async ({ ctx, input: value }) => {
      await act(ctx, value as z.output<Input>);
      return okAnswer(message);
    });
