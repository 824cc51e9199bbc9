import { ZIdInput } from '#shared/schemas/ids.schema.ts';
import { ZTodoCategoryInput, ZTodoCategoryRow, ZTodoInput, ZTodoList, ZTodoRow } from '#shared/schemas/todo.schema.ts';
import { okAnswerData, okAnswerWith } from '#shared/schemas/ok-answer.ts';
import { adminProcedure, router } from '../../trpc/init.ts';
import { completeTodo, createTodo, createTodoCategory, listTodos } from './todos.service.ts';

export const todosRouter = router({
  list: adminProcedure.output(ZTodoList).query(({ ctx }) => listTodos(ctx.services.pool)),
  create: adminProcedure
    .input(ZTodoInput)
    .output(okAnswerWith(ZTodoRow))
    .mutation(async ({ ctx, input }) => okAnswerData('Todo created', await createTodo(ctx.services.pool, input))),
  complete: adminProcedure
    .input(ZIdInput)
    .output(okAnswerWith(ZTodoRow))
    .mutation(async ({ ctx, input }) => okAnswerData('Todo completed', await completeTodo(ctx.services.pool, input.id))),
  createCategory: adminProcedure
    .input(ZTodoCategoryInput)
    .output(okAnswerWith(ZTodoCategoryRow))
    .mutation(async ({ ctx, input }) => okAnswerData('Category created', await createTodoCategory(ctx.services.pool, input.category))),
});
