import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const TodoCategory = defineEntity({
  name: 'TodoCategory',
  tableName: 'todo_category',
  properties: {
    id: p.integer().primary().autoincrement(),
    category: p.text(),
  },
});
export type ITodoCategory = InferEntity<typeof TodoCategory>;

export const Todo = defineEntity({
  name: 'Todo',
  tableName: 'todo',
  properties: {
    id: p.integer().primary().autoincrement(),
    title: p.text(),
    date: p.date().nullable(),
    category: () => p.manyToOne(TodoCategory).nullable().deleteRule('set null'),
    status: p.text().$type<'PENDING' | 'COMPLETED'>().default('PENDING'),
    completedAt: p.datetime().nullable(),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  },
});
export type ITodo = InferEntity<typeof Todo>;
