/**
 * The post editor modal, in CREATE or UPDATE mode (a new post or an existing one). Title,
 * category, excerpt and content are required with the spec's messages; when one is missing
 * nothing is sent. The rich-text editor is a separate chunk, loaded when the modal opens.
 */
import { lazy, Suspense } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { EMPTY_BLOG_DOCUMENT } from '#shared/blog/blog-document.ts';
import { ZBlogPostInput, type TBlogCategoryRow, type TBlogPostDetail } from '#shared/schemas/blog.schema.ts';
import { SiteImageField } from '../../admin/images/SiteImageField.tsx';
import { showFormError } from '../../forms/mutation-error.ts';
import { Modal } from '../../modal/Modal.tsx';
import { useToast } from '../../toast/use-toast.ts';
import { useTRPC } from '../../../trpc.ts';
import { LoadingBar } from './LoadingBar.tsx';
import { FieldError } from '../../forms/FieldError.tsx';
import { SubmitActions } from '../../forms/SubmitActions.tsx';
import { FormField } from '../../forms/FormField.tsx';
import { SelectField } from '../../forms/SelectField.tsx';
import { useZodForm } from '../../forms/use-zod-form.ts';

const BlogEditor = lazy(() => import('../editor/BlogEditor.tsx'));

interface PostFormProps {
  post: TBlogPostDetail | null;
  categories: TBlogCategoryRow[];
  onDone: () => void;
}

function PostForm({ post, categories, onDone }: PostFormProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  // The server's own schema: with a field missing, nothing is sent.
  const form = useZodForm(ZBlogPostInput, {
    title: post?.title ?? '',
    category: post?.category ?? '',
    excerpt: post?.excerpt ?? '',
    content: post?.content ?? EMPTY_BLOG_DOCUMENT,
    /** The featured image: undefined keeps the current one, a data URL replaces it, null removes it. */
    data: undefined as string | null | undefined,
    active: post?.active ?? true,
  });

  const onSaved = async (message: string) => {
    toast.success('Success', message);
    await queryClient.invalidateQueries({ queryKey: trpc.blog.pathKey() });
    onDone();
  };
  const onFailed = (error: unknown) => showFormError(error, form, toast);
  const create = useMutation(trpc.blog.createPost.mutationOptions({ onSuccess: (answer) => onSaved(answer.message), onError: onFailed }));
  const update = useMutation(trpc.blog.updatePost.mutationOptions({ onSuccess: (answer) => onSaved(answer.message), onError: onFailed }));
  const upload = useMutation(trpc.blog.uploadImage.mutationOptions());
  const isSaving = create.isPending || update.isPending;

  const submit = form.handleSubmit(() => {
    if (post) update.mutate({ ...form.values, id: post.id });
    else create.mutate(form.values);
  });

  const contentId = form.idOf('content');
  return (
    <form className="form blog-post-form" noValidate onSubmit={submit}>
      <FormField form={form} name="title" label="Title" maxLength={200} />
      <div className="form-row">
        <SelectField form={form} name="category" label="Category">
          <option value="">Select a category</option>
          {categories.map((option) => (
            <option key={option.id} value={option.category}>
              {option.category}
            </option>
          ))}
        </SelectField>
        <div className="field blog-post-form__active">
          <label className="blog-checkbox">
            <input type="checkbox" checked={form.values.active} onChange={(event) => form.setValue('active', event.target.checked)} /> Active (shown on the
            site)
          </label>
        </div>
      </div>
      <FormField form={form} name="excerpt" label="Excerpt" multiline rows={3} maxLength={1000} />
      <SiteImageField
        label="Featured image"
        currentUrl={post?.featured_image_url ?? null}
        value={form.values.data}
        onChange={(value) => form.setValue('data', value)}
        error={form.errorOf('data')}
      />
      <div className="field">
        <span id={`${contentId}-label`} className="blog-field-label">
          Content
        </span>
        <Suspense
          fallback={
            <p className="blog-editor blog-editor--loading" role="status">
              Loading the editor…
            </p>
          }
        >
          <BlogEditor
            id={contentId}
            labelId={`${contentId}-label`}
            errorId={form.errorOf('content') ? `${contentId}-error` : undefined}
            initialValue={form.values.content}
            onChange={(document) => form.setValue('content', document)}
            onUploadImage={(dataUrl) => upload.mutateAsync({ image: dataUrl })}
          />
        </Suspense>
        <FieldError id={`${contentId}-error`} message={form.errorOf('content')} />
      </div>
      <SubmitActions label={post ? 'Update post' : 'Create post'} busyLabel="Saving…" isPending={isSaving} onCancel={onDone} />
    </form>
  );
}

interface PostFormModalProps {
  /** null: a new post (CREATE); a number: that post (UPDATE). */
  postId: number | null;
  categories: TBlogCategoryRow[];
  onClose: () => void;
}

export function PostFormModal({ postId, categories, onClose }: PostFormModalProps) {
  const trpc = useTRPC();
  const post = useQuery({ ...trpc.blog.post.queryOptions({ id: postId ?? 0 }, { staleTime: 0 }), enabled: postId !== null });
  return (
    <Modal open size="lg" title={postId === null ? 'Create Post' : 'Update Post'} onClose={onClose}>
      {postId === null ? (
        <PostForm post={null} categories={categories} onDone={onClose} />
      ) : post.isPending ? (
        <LoadingBar label="Loading the post" />
      ) : post.isError ? (
        <p className="form-error" role="alert">
          Something went wrong.
        </p>
      ) : (
        <PostForm key={post.data.id} post={post.data} categories={categories} onDone={onClose} />
      )}
    </Modal>
  );
}
