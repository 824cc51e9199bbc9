/**
 * The agent's todo list: todos (PENDING → COMPLETED, once) in optional categories. Category names
 * are unique whatever their case; a todo names its category by name or id.
 */
import type { TTodoCategoryRow, TTodoList, TTodoRow } from '#shared/schemas/todo.schema.ts';
import { AppError } from '../../errors.ts';
import type { Queryable } from '../../db/queryable.ts';

const TODO_SQL = `
  select t.id, t.title, to_char(t.date, 'YYYY-MM-DD') as date, c.category, t.category_id, t.status, t.completed_at, t.created_at
  from todo t left join todo_category c on c.id = t.category_id`;

interface TodoRecord extends Pick<TTodoRow, 'id' | 'title' | 'date' | 'category' | 'status'> {
  category_id: number | null;
  completed_at: Date | null;
  created_at: Date;
}

const toRow = (record: TodoRecord): TTodoRow => ({
  id: record.id,
  title: record.title,
  date: record.date,
  category: record.category,
  categoryId: record.category_id,
  status: record.status,
  completedAt: record.completed_at?.toISOString() ?? null,
  createdAt: record.created_at.toISOString(),
});

async function todoById(db: Queryable, id: number): Promise<TTodoRow | null> {
  const { rows } = await db.query<TodoRecord>(`${TODO_SQL} where t.id = $1`, [id]);
  return rows[0] ? toRow(rows[0]) : null;
}

export async function listTodos(db: Queryable): Promise<TTodoList> {
  const [todos, categories] = await Promise.all([
    // Open todos first, soonest first; completed ones after, most recently completed first.
    db.query<TodoRecord>(
      `${TODO_SQL} order by t.status = 'COMPLETED', case when t.status = 'PENDING' then t.date end asc nulls last, t.completed_at desc nulls last, t.id desc`,
    ),
    db.query<TTodoCategoryRow>('select id, category from todo_category order by lower(category)'),
  ]);
  return { todos: todos.rows.map(toRow), categories: categories.rows };
}

async function categoryIdOf(db: Queryable, category: string | number | undefined): Promise<number | null> {
  if (category === undefined) return null;
  const { rows } = await db.query<{ id: number }>(
    typeof category === 'number' ? 'select id from todo_category where id = $1' : 'select id from todo_category where lower(category) = lower($1)',
    [category],
  );
  if (!rows[0]) throw new AppError('BAD_REQUEST', 'Please check the highlighted fields.', { category: ['Choose a category from the list.'] });
  return rows[0].id;
}

export async function createTodo(
  db: Queryable,
  input: { title: string; date?: string | undefined; category?: string | number | undefined },
): Promise<TTodoRow> {
  const categoryId = await categoryIdOf(db, input.category);
  const { rows } = await db.query<{ id: number }>('insert into todo (title, date, category_id) values ($1, $2, $3) returning id', [
    input.title,
    input.date ?? null,
    categoryId,
  ]);
  return (await todoById(db, rows[0]!.id))!;
}

export async function completeTodo(db: Queryable, id: number): Promise<TTodoRow> {
  const { rowCount } = await db.query(`update todo set status = 'COMPLETED', completed_at = now() where id = $1 and status = 'PENDING'`, [id]);
  const todo = await todoById(db, id);
  if (!todo) throw new AppError('NOT_FOUND', `Todo #${id} not found.`);
  if (rowCount === 0) throw new AppError('CONFLICT', 'This todo is already completed.');
  return todo;
}

export async function createTodoCategory(db: Queryable, category: string): Promise<TTodoCategoryRow> {
  try {
    const { rows } = await db.query<TTodoCategoryRow>('insert into todo_category (category) values ($1) returning id, category', [category]);
    return rows[0]!;
  } catch (error) {
    if ((error as { code?: string }).code === '23505')
      throw new AppError('CONFLICT', `Category '${category}' already exists.`, { category: ['This category already exists.'] });
    throw error;
  }
}
