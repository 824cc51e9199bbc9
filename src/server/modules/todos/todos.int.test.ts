/**
 * The admin Todos screen through the legacy paths: categories (unique whatever the case), todos
 * with a date and a category, and completion (PENDING → COMPLETED once, with the time it happened).
 */
import { describe, expect, it } from 'vitest';
import { fieldErrors, keyOrder } from '../../../../tests/support/json-shape.ts';
import { suiteApp } from '../../../../tests/support/suite-app.ts';

describe('todos', () => {
  const t = suiteApp({ signedIn: true });

  const post = (url: string, payload: unknown = {}) => t.app.inject({ method: 'POST', url, payload: payload as object, headers: t.headers });
  const list = async () => (await t.app.inject({ method: 'GET', url: '/api/admin/todos', headers: t.headers })).json();

  it('creates categories and refuses blank or duplicate ones', async () => {
    const created = await post('/api/admin/todos/categories', { category: 'Showings' });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ status: 'ok', data: { category: 'Showings' } });
    const duplicate = await post('/api/admin/todos/categories', { category: 'showings' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().errors).toEqual({ category: ['This category already exists.'] });
    expect((await post('/api/admin/todos/categories', { category: ' ' })).json().errors).toEqual({ category: ['Required'] });
  });

  it('creates a todo with a date and a category, and lists todos with categories', async () => {
    const response = await post('/api/admin/todos', { title: 'Call the stager', date: '2026-12-03', category: 'SHOWINGS' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ title: 'Call the stager', date: '2026-12-03', category: 'Showings', status: 'PENDING', completed_at: null });
    await post('/api/admin/todos', { title: 'Renew licence' });
    const { todos, categories } = await list();
    expect(categories).toEqual([expect.objectContaining({ category: 'Showings' })]);
    expect(todos.map((todo: { title: string }) => todo.title)).toEqual(['Call the stager', 'Renew licence']);
  });

  it('refuses a todo without a title, with an impossible date or an unknown category, writing nothing', async () => {
    const before = await t.count('todo');
    const response = await post('/api/admin/todos', { title: '', date: '2026-02-30' });
    expect(fieldErrors(response)).toEqual({ title: ['Required'], date: ['This date does not exist.'] });
    const unknown = await post('/api/admin/todos', { title: 'Plan open house', category: 'Gardening' });
    expect(fieldErrors(unknown)).toEqual({ category: ['Choose a category from the list.'] });
    expect(await t.count('todo')).toBe(before);
  });

  it('completes a todo once: status COMPLETED with the time; again is 409, unknown 404', async () => {
    const { todos } = await list();
    const todo = todos.find((entry: { title: string }) => entry.title === 'Renew licence');
    const response = await post(`/api/admin/todos/update/${todo.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: todo.id, status: 'COMPLETED', completed_at: expect.any(String) });
    expect(Date.now() - Date.parse(response.json().data.completed_at)).toBeLessThan(60_000);
    expect((await post(`/api/admin/todos/update/${todo.id}`)).statusCode).toBe(409);
    expect((await post('/api/admin/todos/update/99999999')).statusCode).toBe(404);
    expect((await post('/api/admin/todos/update/abc')).statusCode).toBe(400);
    // Open todos come first.
    expect((await list()).todos.map((entry: { title: string; status: string }) => [entry.title, entry.status])).toEqual([
      ['Call the stager', 'PENDING'],
      ['Renew licence', 'COMPLETED'],
    ]);
  });
  it('keeps the spec names, values and order in the /api answers', async () => {
    await post('/api/admin/todos/categories', { category: 'Signage' });
    const created = (await post('/api/admin/todos', { title: 'Order signs', date: '2026-12-10', category: 'Signage' })).json();
    const todo = {
      id: expect.any(Number),
      title: 'Order signs',
      date: '2026-12-10',
      category: 'Signage',
      category_id: expect.any(Number),
      status: 'PENDING',
      completed_at: null,
      created_at: expect.any(String),
    };
    expect(created).toEqual({ status: 'ok', message: 'Todo created', data: todo });
    expect(keyOrder(created)).toEqual(keyOrder({ status: 'ok', message: 'Todo created', data: todo }));
    const completed = (await post(`/api/admin/todos/update/${created.data.id}`)).json();
    expect(keyOrder(completed)).toEqual(keyOrder({ status: 'ok', message: 'Todo completed', data: todo }));
    expect(completed.data).toEqual({ ...todo, status: 'COMPLETED', completed_at: expect.any(String) });
    const listed = await list();
    expect(Object.keys(listed)).toEqual(['todos', 'categories']);
    const signs = listed.todos.find((entry: { title: string }) => entry.title === 'Order signs');
    expect(keyOrder(signs)).toEqual(keyOrder(todo));
    expect(keyOrder(listed.categories[0])).toEqual(['id', 'category']);
  });
});
