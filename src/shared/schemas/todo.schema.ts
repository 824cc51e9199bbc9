/** The admin Todos screen: todos with a date and a category, and the categories (admin spec §2, §3, §7). */
import { z } from 'zod';
import { zId } from './ids.schema.ts';
import { requiredField } from './admin-property.schema.ts';

const blankToUndefined = (value: unknown) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value);

const isRealDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

export const TODO_STATUSES = ['PENDING', 'COMPLETED'] as const;
export const COMPLETE_TODO_CONFIRM = 'Mark this todo as completed?';

/** POST /api/admin/todos {title, date, category}: title required; the date (YYYY-MM-DD) and category optional. */
export const ZTodoInput = z.object({
  title: requiredField(200),
  date: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format YYYY-MM-DD.')
      .refine(isRealDate, 'This date does not exist.')
      .optional(),
  ),
  /** The category's name (as the legacy form sends it) or its id. */
  category: z.preprocess(blankToUndefined, z.union([z.string().trim().max(60, 'Too Long!'), zId()], { error: 'Choose a category from the list.' }).optional()),
});
export type TTodoInput = z.input<typeof ZTodoInput>;

/** POST /api/admin/todos/categories {category}. */
export const ZTodoCategoryInput = z.object({ category: requiredField(60) });
export type TTodoCategoryInput = z.input<typeof ZTodoCategoryInput>;

export const ZTodoCategoryRow = z.object({ id: z.number(), category: z.string() });
export type TTodoCategoryRow = z.infer<typeof ZTodoCategoryRow>;

/** A todo in the domain's names (the /api paths rename them: todos.rest.ts). */
export const ZTodoRow = z.object({
  id: z.number(),
  title: z.string(),
  /** YYYY-MM-DD, or null when the todo has no date. */
  date: z.string().nullable(),
  category: z.string().nullable(),
  categoryId: z.number().nullable(),
  status: z.enum(TODO_STATUSES),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TTodoRow = z.infer<typeof ZTodoRow>;

export const ZTodoList = z.object({ todos: z.array(ZTodoRow), categories: z.array(ZTodoCategoryRow) });
export type TTodoList = z.infer<typeof ZTodoList>;
