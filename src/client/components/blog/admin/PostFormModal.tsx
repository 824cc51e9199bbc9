/**
 * The post editor modal, in CREATE or UPDATE mode (a new post or an existing one). Title,
 * category, excerpt and content are required with the spec's messages; when one is missing
 * nothing is sent. The rich-text editor is a separate chunk, loaded when the modal opens.
 */
import { lazy, Suspense, useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { EMPTY_BLOG_DOCUMENT, type BlogDocument } from '#shared/blog/blog-document.ts';
import { ZBlogPostInput, type TBlogCategoryRow, type TBlogPostDetail } from '#shared/schemas/blog.schema.ts';
import { SiteImageField } from '../../admin/images/SiteImageField.tsx';
import { describeMutationError } from '../../forms/mutation-error.ts';
import { Modal } from '../../modal/Modal.tsx';
import { useToast } from '../../toast/use-toast.ts';
import { useTRPC } from '../../../trpc.ts';
import { LoadingBar } from './LoadingBar.tsx';
import { FieldError } from '../../forms/FieldError.tsx';
import { SubmitActions } from '../../forms/SubmitActions.tsx';

const BlogEditor = lazy(() => import('../editor/BlogEditor.tsx'));

type FieldName = 'title' | 'category' | 'excerpt' | 'content' | 'data';
type FieldErrors = Partial<Record<FieldName, string>>;
const FIELD_ORDER: FieldName[] = ['title', 'category', 'excerpt', 'data', 'content'];

interface PostFormProps {
  post: TBlogPostDetail | null;
  categories: TBlogCategoryRow[];
  onDone: () => void;
}

function PostForm({ post, categories, onDone }: PostFormProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const formId = useId();
  const idOf = (field: FieldName) => `${formId}-${field}`;
  const [title, setTitle] = useState(post?.title ?? '');
  const [category, setCategory] = useState(post?.category ?? '');
  const [excerpt, setExcerpt] = useState(post?.excerpt ?? '');
  const [content, setContent] = useState<BlogDocument>(post?.content ?? EMPTY_BLOG_DOCUMENT);
  /** undefined keeps the current featured image, a data URL replaces it, null removes it. */
  const [image, setImage] = useState<string | null | undefined>(undefined);
  const [active, setActive] = useState(post?.active ?? true);
  const [errors, setErrors] = useState<FieldErrors>({});

  const onSaved = async (message: string) => {
    toast.success('Success', message);
    await queryClient.invalidateQueries({ queryKey: trpc.blog.pathKey() });
    onDone();
  };
  const onFailed = (error: unknown) => {
    const { message, fieldErrors } = describeMutationError(error);
    setErrors(Object.fromEntries(Object.entries(fieldErrors).map(([field, messages]) => [field, messages?.[0]])));
    toast.error('Error', message);
  };
  const create = useMutation(trpc.blog.createPost.mutationOptions({ onSuccess: (answer) => onSaved(answer.message), onError: onFailed }));
  const update = useMutation(trpc.blog.updatePost.mutationOptions({ onSuccess: (answer) => onSaved(answer.message), onError: onFailed }));
  const upload = useMutation(trpc.blog.uploadImage.mutationOptions());
  const isSaving = create.isPending || update.isPending;

  const clearError = (field: FieldName) => setErrors((previous) => (previous[field] ? { ...previous, [field]: undefined } : previous));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = { title, category, excerpt, content, data: image, active };
    // The server's own schema: with a field missing, nothing is sent.
    const parsed = ZBlogPostInput.safeParse(input);
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as FieldName] ??= issue.message;
      setErrors(found);
      const first = FIELD_ORDER.find((field) => found[field]);
      if (first) document.getElementById(idOf(first))?.focus();
      return;
    }
    setErrors({});
    if (post) update.mutate({ ...input, id: post.id });
    else create.mutate(input);
  };

  const errorProps = (field: FieldName) =>
    errors[field]
      ? { 'aria-invalid': true as const, 'aria-describedby': `${idOf(field)}-error` }
      : { 'aria-invalid': undefined, 'aria-describedby': undefined };
  const errorText = (field: FieldName) => <FieldError id={`${idOf(field)}-error`} message={errors[field]} />;
  /** The title's input and the excerpt's textarea (with `multiline`): labelled, limited, their error cleared as they change. */
  const textField = (
    field: 'title' | 'excerpt',
    label: string,
    value: string,
    setValue: (value: string) => void,
    maxLength: number,
    multiline?: { rows: number },
  ) => {
    const props = {
      id: idOf(field),
      value,
      maxLength,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        setValue(event.target.value);
        clearError(field);
      },
      ...errorProps(field),
    };
    return (
      <div className="field">
        <label htmlFor={idOf(field)}>{label}</label>
        {multiline ? <textarea className="input input--multiline" rows={multiline.rows} {...props} /> : <input className="input" {...props} />}
        {errorText(field)}
      </div>
    );
  };

  return (
    <form className="form blog-post-form" noValidate onSubmit={submit}>
      {textField('title', 'Title', title, setTitle, 200)}
      <div className="form-row">
        <div className="field">
          <label htmlFor={idOf('category')}>Category</label>
          <select
            id={idOf('category')}
            className="input"
            value={category}
            onChange={(event) => {
              setCategory(event.target.value);
              clearError('category');
            }}
            {...errorProps('category')}
          >
            <option value="">Select a category</option>
            {categories.map((option) => (
              <option key={option.id} value={option.category}>
                {option.category}
              </option>
            ))}
          </select>
          {errorText('category')}
        </div>
        <div className="field blog-post-form__active">
          <label className="blog-checkbox">
            <input type="checkbox" checked={active} onChange={(event) => setActive(event.target.checked)} /> Active (shown on the site)
          </label>
        </div>
      </div>
      {textField('excerpt', 'Excerpt', excerpt, setExcerpt, 1000, { rows: 3 })}
      <SiteImageField
        label="Featured image"
        currentUrl={post?.featured_image_url ?? null}
        value={image}
        onChange={(value) => {
          setImage(value);
          clearError('data');
        }}
        error={errors.data}
      />
      <div className="field">
        <span id={`${idOf('content')}-label`} className="blog-field-label">
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
            id={idOf('content')}
            labelId={`${idOf('content')}-label`}
            errorId={errors.content ? `${idOf('content')}-error` : undefined}
            initialValue={content}
            onChange={(document) => {
              setContent(document);
              clearError('content');
            }}
            onUploadImage={(dataUrl) => upload.mutateAsync({ image: dataUrl })}
          />
        </Suspense>
        {errorText('content')}
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
