import { ZIdInput } from '#shared/schemas/ids.schema.ts';
import { ZTodoCategoryInput, ZTodoCategoryRow, ZTodoInput, ZTodoList, ZTodoRow } from '#shared/schemas/todo.schema.ts';
import { adminActionWith } from '../../trpc/admin-action.ts';
import { adminProcedure, router } from '../../trpc/init.ts';
import { completeTodo, createTodo, createTodoCategory, listTodos } from './todos.service.ts';

export const todosRouter = router({
  list: adminProcedure.output(ZTodoList).query(({ ctx }) => listTodos(ctx.services.pool)),
  create: adminActionWith(ZTodoInput, ZTodoRow, 'Todo created', ({ services }, input) => createTodo(services.pool, input)),
  complete: adminActionWith(ZIdInput, ZTodoRow, 'Todo completed', ({ services }, input) => completeTodo(services.pool, input.id)),
  createCategory: adminActionWith(ZTodoCategoryInput, ZTodoCategoryRow, 'Category created', ({ services }, input) =>
    createTodoCategory(services.pool, input.category),
  ),
});
