/**
 * Todos (admin spec §2): category, title, status, todo date and a complete button (after 'Mark
 * this todo as completed?'); New Todo and New Todo Category forms.
 */
import { onFirstUse } from '../../lib/on-first-use.ts';
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { COMPLETE_TODO_CONFIRM, ZTodoCategoryInput, ZTodoInput, type TTodoCategoryRow, type TTodoRow } from '#shared/schemas/todo.schema.ts';
import { useConfirmDialog } from '../../components/admin/confirm/use-confirm-dialog.tsx';
import { SaveForm } from '../../components/admin/forms/SaveForm.tsx';
import { DataTable } from '../../components/table/DataTable.tsx';
import { QueryView } from '../../components/admin/lists/QueryView.tsx';
import { FormField } from '../../components/forms/FormField.tsx';
import { SelectField } from '../../components/forms/SelectField.tsx';
import { describeMutationError, showFormError } from '../../components/forms/mutation-error.ts';
import { useZodForm } from '../../components/forms/use-zod-form.ts';
import { Modal } from '../../components/modal/Modal.tsx';
import { useToast } from '../../components/toast/use-toast.ts';
import { useTRPC } from '../../trpc.ts';
import { AdminPageHeader } from '../../components/admin/page/AdminPageHeader.tsx';
import '../../components/forms/forms.css';

const completedAt = onFirstUse(() => new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Toronto' }));

function useRefreshTodos() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.todos.pathKey() });
}

/** What both New forms do with their mutation's answer: a 'Done' toast, the todos reloaded and the modal closed; else the server's messages. */
function useCreatedOutcome(form: Parameters<typeof showFormError>[1], doneMessage: string, onDone: () => void) {
  const toast = useToast();
  const refresh = useRefreshTodos();
  return {
    onSuccess: async () => {
      toast.success('Done', doneMessage);
      await refresh();
      onDone();
    },
    onError: (error: unknown) => showFormError(error, form, toast),
  };
}

function NewTodoForm({ categories, onDone }: { categories: TTodoCategoryRow[]; onDone: () => void }) {
  const trpc = useTRPC();
  const form = useZodForm(ZTodoInput, { title: '', date: '', category: '' });
  const outcome = useCreatedOutcome(form, 'Todo created', onDone);
  const create = useMutation(trpc.todos.create.mutationOptions(outcome));
  return (
    <SaveForm onSubmit={form.handleSubmit((data) => create.mutate(data))} isPending={create.isPending}>
      <FormField form={form} name="title" label="Title" required />
      <FormField form={form} name="date" label="Date" type="date" />
      <SelectField form={form} name="category" label="Category">
        <option value="">No category</option>
        {categories.map((category) => (
          <option key={category.id} value={category.category}>
            {category.category}
          </option>
        ))}
      </SelectField>
    </SaveForm>
  );
}

function NewCategoryForm({ onDone }: { onDone: () => void }) {
  const trpc = useTRPC();
  const form = useZodForm(ZTodoCategoryInput, { category: '' });
  const outcome = useCreatedOutcome(form, 'Category created', onDone);
  const create = useMutation(trpc.todos.createCategory.mutationOptions(outcome));
  return (
    <SaveForm onSubmit={form.handleSubmit((data) => create.mutate(data))} isPending={create.isPending}>
      <FormField form={form} name="category" label="Category" required />
    </SaveForm>
  );
}

export default function TodosPage() {
  const trpc = useTRPC();
  const toast = useToast();
  const refresh = useRefreshTodos();
  const { confirm, dialog } = useConfirmDialog();
  const [openForm, setOpenForm] = useState<'todo' | 'category' | null>(null);
  const list = useQuery(trpc.todos.list.queryOptions(undefined, { staleTime: 0 }));
  const complete = useMutation(trpc.todos.complete.mutationOptions());

  const markCompleted = async (todo: TTodoRow) => {
    if (!(await confirm({ title: COMPLETE_TODO_CONFIRM, text: todo.title, confirmLabel: 'Yes' }))) return;
    try {
      await complete.mutateAsync({ id: todo.id });
      toast.success('Done', 'Todo completed');
    } catch (error) {
      toast.error('Error', describeMutationError(error).message);
    }
    await refresh();
  };

  return (
    <div className="admin-page">
      <AdminPageHeader title="Todos">
        <div className="form-actions">
          <button type="button" className="btn btn--primary" onClick={() => setOpenForm('todo')}>
            New Todo
          </button>
          <button type="button" className="btn btn--ghost" onClick={() => setOpenForm('category')}>
            New Todo Category
          </button>
        </div>
      </AdminPageHeader>
      <QueryView query={list} isEmpty={(data) => data.todos.length === 0} empty={<p className="admin-empty">No todos yet.</p>}>
        {(data) => (
          <DataTable caption="Todos" columns={['Category', 'Title', 'Status', 'Todo date', 'Complete']}>
            {data.todos.map((todo) => (
              <tr key={todo.id} data-status={todo.status}>
                <td>{todo.category ?? '—'}</td>
                <td>{todo.title}</td>
                <td>
                  <span className={`run-status run-status--${todo.status === 'COMPLETED' ? 'succeeded' : 'running'}`}>{todo.status}</span>
                  {todo.completedAt ? <span className="admin-table__secondary">{completedAt().format(new Date(todo.completedAt))}</span> : null}
                </td>
                <td>{todo.date ?? '—'}</td>
                <td>
                  <button
                    type="button"
                    className="btn btn--ghost btn--sm"
                    disabled={todo.status === 'COMPLETED' || complete.isPending}
                    onClick={() => void markCompleted(todo)}
                  >
                    {todo.status === 'COMPLETED' ? 'Completed' : 'Complete'}
                    <span className="visually-hidden"> {todo.title}</span>
                  </button>
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </QueryView>
      {openForm === 'todo' ? (
        <Modal open title="New Todo" onClose={() => setOpenForm(null)}>
          <NewTodoForm categories={list.data?.categories ?? []} onDone={() => setOpenForm(null)} />
        </Modal>
      ) : null}
      {openForm === 'category' ? (
        <Modal open title="New Todo Category" onClose={() => setOpenForm(null)}>
          <NewCategoryForm onDone={() => setOpenForm(null)} />
        </Modal>
      ) : null}
      {dialog}
    </div>
  );
}
