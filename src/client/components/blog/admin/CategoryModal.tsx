/**
 * The category modal in its three modes (admin spec, section 2): create-category, manage-category
 * (the list, with edit and delete) and edit-category. A category needs a name and an image.
 * Deleting one asks what happens to its posts — delete them all or move them to 'Other' — and
 * refuses to go on without a choice. 'Other' keeps its name and cannot be deleted.
 */
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { z } from 'zod';
import { BLOG_MESSAGES, BLOG_VALIDATION, ZBlogCategoryInput, ZBlogCategoryUpdateInput, type TBlogCategoryRow } from '#shared/schemas/blog.schema.ts';
import { SiteImageField } from '../../admin/images/SiteImageField.tsx';
import { Modal } from '../../modal/Modal.tsx';
import { useToast } from '../../toast/use-toast.ts';
import { useTRPC } from '../../../trpc.ts';
import { SubmitActions } from '../../forms/SubmitActions.tsx';
import { describeMutationError } from '../../forms/mutation-error.ts';
import { useZodForm } from '../../forms/use-zod-form.ts';
import { FieldFrame, fieldErrorId } from '../../forms/FieldFrame.tsx';

export type CategoryModalMode = 'create-category' | 'manage-category';
type View = { mode: CategoryModalMode } | { mode: 'edit-category' | 'delete-category'; category: TBlogCategoryRow };

const TITLES = {
  'create-category': 'New Category',
  'manage-category': 'Manage Categories',
  'edit-category': 'Edit Category',
  'delete-category': 'Delete Category',
} as const;

/** Category save failures show the server's own text (admin spec, section 8). */
const serverText = (error: unknown) => (error instanceof TRPCClientError && error.message ? error.message : BLOG_MESSAGES.somethingWentWrong);

function useRefreshBlog() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.blog.pathKey() });
}

/**
 * An edited category is checked by the update's own rules under the form's names (the new name is
 * the 'category' field), and its image is required: the current one counts, a removed one does not.
 */
const editSchemaFor = (category: TBlogCategoryRow) =>
  z.object({
    category: ZBlogCategoryUpdateInput.shape.newData,
    image: ZBlogCategoryUpdateInput.shape.image.refine(
      (image) => image !== null && (image !== undefined || Boolean(category.image)),
      BLOG_VALIDATION.categoryImage,
    ),
  });

function CategoryForm({ category, onDone }: { category: TBlogCategoryRow | null; onDone: () => void }) {
  const trpc = useTRPC();
  const toast = useToast();
  const refresh = useRefreshBlog();
  const schema = useMemo(() => (category ? editSchemaFor(category) : ZBlogCategoryInput), [category]);
  /** undefined keeps the current image, a data URL replaces it, null removes it. */
  const form = useZodForm(schema, { category: category?.category ?? '', image: undefined as string | null | undefined });
  const options = {
    onSuccess: async (answer: { message: string }) => {
      toast.success('Success', answer.message);
      await refresh();
      onDone();
    },
    onError: (error: unknown) => {
      const { fieldErrors } = describeMutationError(error);
      // An update names the new name 'newData'.
      form.setServerErrors({ category: fieldErrors.category ?? fieldErrors.newData, image: fieldErrors.image });
      toast.error('Error', serverText(error));
    },
  };
  const create = useMutation(trpc.blog.createCategory.mutationOptions(options));
  const update = useMutation(trpc.blog.updateCategory.mutationOptions(options));
  const isSaving = create.isPending || update.isPending;

  const submit = form.handleSubmit(() => {
    const { category: name, image } = form.values;
    if (category) update.mutate({ oldData: category.category, newData: name, image });
    else create.mutate({ category: name, image: image ?? '' });
  });

  const nameError = form.errorOf('category');
  const noteId = `${form.idOf('category')}-note`;
  return (
    <form className="form" noValidate onSubmit={submit}>
      <FieldFrame id={form.idOf('category')} label="Category" error={nameError}>
        <input
          className="input"
          maxLength={60}
          readOnly={category?.is_default}
          {...form.fieldProps('category')}
          aria-describedby={nameError ? fieldErrorId(form.idOf('category')) : category?.is_default ? noteId : undefined}
        />
        {category?.is_default ? (
          <p id={noteId} className="form-note">
            'Other' always keeps its name; you can change its image.
          </p>
        ) : null}
      </FieldFrame>
      <div id={form.idOf('image')} tabIndex={-1}>
        <SiteImageField
          label="Image"
          currentUrl={category?.image ?? null}
          value={form.values.image}
          onChange={(value) => form.setValue('image', value)}
          error={form.errorOf('image')}
        />
      </div>
      <SubmitActions label={category ? 'Update category' : 'Create category'} busyLabel="Saving…" isPending={isSaving} onCancel={onDone} />
    </form>
  );
}

function DeleteCategoryForm({ category, onDone }: { category: TBlogCategoryRow; onDone: () => void }) {
  const trpc = useTRPC();
  const toast = useToast();
  const refresh = useRefreshBlog();
  const id = useId();
  const [choice, setChoice] = useState<'delete' | 'move' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const choose = (value: 'delete' | 'move') => {
    setChoice(value);
    setError(null);
  };
  const remove = useMutation(
    trpc.blog.deleteCategory.mutationOptions({
      onSuccess: async (answer) => {
        toast.success('Success', answer.message);
        await refresh();
        onDone();
      },
      onError: () => toast.error('Error', BLOG_MESSAGES.somethingWentWrong),
    }),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!choice) {
      setError(BLOG_VALIDATION.deleteChoice);
      return;
    }
    remove.mutate({ category: category.category, deleteAllPosts: choice === 'delete', changePosts: choice === 'move' });
  };
  const posts = category.post_count === 1 ? '1 post' : `${category.post_count} posts`;
  return (
    <form className="form" noValidate onSubmit={submit}>
      <fieldset className="blog-choice choice-group" aria-describedby={error ? `${id}-error` : undefined}>
        <legend>
          What should happen to the {posts} of '{category.category}'?
        </legend>
        <label className="blog-choice__option">
          <input type="radio" name={`${id}-choice`} checked={choice === 'delete'} onChange={() => choose('delete')} /> Delete all posts of this category
        </label>
        <label className="blog-choice__option">
          <input type="radio" name={`${id}-choice`} checked={choice === 'move'} onChange={() => choose('move')} /> Change the posts to 'Other'
        </label>
      </fieldset>
      {error ? (
        <p id={`${id}-error`} className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <SubmitActions label="Delete category" busyLabel="Deleting…" tone="danger" isPending={remove.isPending} onCancel={onDone} />
    </form>
  );
}

function CategoryList({
  categories,
  onEdit,
  onDelete,
}: {
  categories: TBlogCategoryRow[];
  onEdit: (row: TBlogCategoryRow) => void;
  onDelete: (row: TBlogCategoryRow) => void;
}) {
  return (
    <ul className="blog-category-list">
      {categories.map((row) => (
        <li key={row.id} className="blog-category-list__item">
          {row.image ? (
            <img src={row.image} alt="" className="blog-category-list__image" />
          ) : (
            <span className="blog-category-list__image blog-thumb--empty" aria-hidden="true" />
          )}
          <span className="blog-category-list__name">
            {row.category}
            <span className="blog-category-list__count">{row.post_count === 1 ? '1 post' : `${row.post_count} posts`}</span>
          </span>
          <span className="admin-table__actions">
            <button type="button" className="btn btn--ghost btn--sm" onClick={() => onEdit(row)}>
              Edit<span className="visually-hidden"> {row.category}</span>
            </button>
            {row.is_default ? null : (
              <button type="button" className="btn btn--danger-ghost btn--sm" onClick={() => onDelete(row)}>
                Delete<span className="visually-hidden"> {row.category}</span>
              </button>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}

interface CategoryModalProps {
  mode: CategoryModalMode;
  categories: TBlogCategoryRow[];
  onClose: () => void;
}

export function CategoryModal({ mode, categories, onClose }: CategoryModalProps) {
  const [view, setView] = useState<View>({ mode });
  const backToList = () => (mode === 'manage-category' ? setView({ mode: 'manage-category' }) : onClose());
  return (
    <Modal open title={view.mode === 'delete-category' ? `Delete '${view.category.category}'` : TITLES[view.mode]} onClose={onClose}>
      {view.mode === 'create-category' ? <CategoryForm category={null} onDone={onClose} /> : null}
      {view.mode === 'manage-category' ? (
        <CategoryList
          categories={categories}
          onEdit={(category) => setView({ mode: 'edit-category', category })}
          onDelete={(category) => setView({ mode: 'delete-category', category })}
        />
      ) : null}
      {view.mode === 'edit-category' ? <CategoryForm key={view.category.id} category={view.category} onDone={backToList} /> : null}
      {view.mode === 'delete-category' ? <DeleteCategoryForm category={view.category} onDone={backToList} /> : null}
    </Modal>
  );
}
