/** The legacy /api paths of the admin Todos screen. */
import type { TTodoCategoryInput, TTodoInput } from '#shared/schemas/todo.schema.ts';
import type { RestRoute } from '../../rest/rest-route.ts';

// The tRPC input schemas validate every body; the casts only hand the raw JSON over.
export const TODOS_REST_ROUTES: RestRoute[] = [
  {
    method: 'GET',
    path: '/admin/todos',
    access: 'admin',
    handle: (caller) => caller.todos.list(),
  },
  {
    method: 'POST',
    path: '/admin/todos',
    access: 'admin',
    handle: (caller, { body }) => caller.todos.create(body as TTodoInput),
  },
  {
    method: 'POST',
    path: '/admin/todos/update/:id',
    access: 'admin',
    handle: (caller, { params }) => caller.todos.complete({ id: params.id as unknown as number }),
  },
  {
    method: 'POST',
    path: '/admin/todos/categories',
    access: 'admin',
    handle: (caller, { body }) => caller.todos.createCategory(body as TTodoCategoryInput),
  },
];
