/**
 * An agent's action that answers its message once done (`{ status: 'ok', message }`, the spec's
 * answer to deleting, trashing, approving, saving a list…), and the one that also answers what it
 * made or changed (`{ status: 'ok', message, data }`, adding a contact, a todo, a lookup entry…):
 * declared once here instead of the same admin mutation written out in every router.
 */
import type { z } from 'zod';
import { ZOkAnswer, okAnswer, okAnswerData, okAnswerWith } from '#shared/schemas/ok-answer.ts';
import { adminProcedure, type Context } from './init.ts';

export const adminAction = <Input extends z.ZodType>(input: Input, message: string, act: (ctx: Context, input: z.output<Input>) => Promise<unknown>) =>
  adminProcedure
    .input(input)
    .output(ZOkAnswer)
    .mutation(async ({ ctx, input: value }) => {
      await act(ctx, value as z.output<Input>);
      return okAnswer(message);
    });

export const adminActionWith = <Input extends z.ZodType, Data extends z.ZodType>(
  input: Input,
  data: Data,
  message: string,
  act: (ctx: Context, input: z.output<Input>) => Promise<z.input<Data>>,
) =>
  adminProcedure
    .input(input)
    .output(okAnswerWith(data))
    // With `Data` still generic TypeScript cannot match the answer to tRPC's deferred output type;
    // `act` is typed by `Data`, and the procedure's type (and its validation) comes from `.output()`.
    .mutation(async ({ ctx, input: value }) => okAnswerData(message, await act(ctx, value as z.output<Input>)) as never);
