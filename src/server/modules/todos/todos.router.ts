import { z } from 'zod';
import { ZTodoCategoryInput, ZTodoCategoryRow, ZTodoIdInput, ZTodoInput, ZTodoList, ZTodoRow } from '#shared/schemas/todo.schema.ts';
import { adminProcedure, router } from '../../trpc/init.ts';
import { completeTodo, createTodo, createTodoCategory, listTodos } from './todos.service.ts';

const answer = <T extends z.ZodType>(data: T) => z.object({ status: z.literal('ok'), message: z.string(), data });

export const todosRouter = router({
  list: adminProcedure.output(ZTodoList).query(({ ctx }) => listTodos(ctx.services.pool)),
  create: adminProcedure
    .input(ZTodoInput)
    .output(answer(ZTodoRow))
    .mutation(async ({ ctx, input }) => ({ status: 'ok' as const, message: 'Todo created', data: await createTodo(ctx.services.pool, input) })),
  complete: adminProcedure
    .input(ZTodoIdInput)
    .output(answer(ZTodoRow))
    .mutation(async ({ ctx, input }) => ({ status: 'ok' as const, message: 'Todo completed', data: await completeTodo(ctx.services.pool, input.id) })),
  createCategory: adminProcedure
    .input(ZTodoCategoryInput)
    .output(answer(ZTodoCategoryRow))
    .mutation(async ({ ctx, input }) => ({
      status: 'ok' as const,
      message: 'Category created',
      data: await createTodoCategory(ctx.services.pool, input.category),
    })),
});
