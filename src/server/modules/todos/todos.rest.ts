/** The legacy /api paths of the admin Todos screen: the procedures' todos renamed to the spec's rows (category_id, completed_at, created_at). */
import type { TTodoCategoryInput, TTodoInput, TTodoRow } from '#shared/schemas/todo.schema.ts';
import type { RestRoute } from '../../rest/rest-route.ts';

export const toLegacyTodo = (todo: TTodoRow) => ({
  id: todo.id,
  title: todo.title,
  date: todo.date,
  category: todo.category,
  category_id: todo.categoryId,
  status: todo.status,
  completed_at: todo.completedAt,
  created_at: todo.createdAt,
});

const withLegacyTodo = <Answer extends { data: TTodoRow }>({ data, ...answer }: Answer) => ({ ...answer, data: toLegacyTodo(data) });

// The tRPC input schemas validate every body; the casts only hand the raw JSON over.
export const TODOS_REST_ROUTES: RestRoute[] = [
  {
    method: 'GET',
    path: '/admin/todos',
    access: 'admin',
    handle: async (caller) => {
      const { todos, categories } = await caller.todos.list();
      return { todos: todos.map(toLegacyTodo), categories };
    },
  },
  {
    method: 'POST',
    path: '/admin/todos',
    access: 'admin',
    handle: async (caller, { body }) => withLegacyTodo(await caller.todos.create(body as TTodoInput)),
  },
  {
    method: 'POST',
    path: '/admin/todos/update/:id',
    access: 'admin',
    handle: async (caller, { params }) => withLegacyTodo(await caller.todos.complete({ id: params.id as unknown as number })),
  },
  {
    method: 'POST',
    path: '/admin/todos/categories',
    access: 'admin',
    handle: (caller, { body }) => caller.todos.createCategory(body as TTodoCategoryInput),
  },
];
