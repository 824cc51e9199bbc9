/**
 * Blog admin (admin spec, section 2): 'Current Blogs' with the Post and Category menus, the posts
 * table in active and trash modes, the post editor modal and the category modal, every action
 * confirmed with the spec's question and answered with its message. Replies from readers wait
 * here for approval.
 */
import { useState } from 'react';
import { useIsFetching, useIsMutating, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BLOG_CONFIRMATIONS, type TBlogPostRow } from '#shared/schemas/blog.schema.ts';
import { useConfirmDialog } from '../../components/admin/confirm/use-confirm-dialog.tsx';
import { QueryView } from '../../components/admin/lists/QueryView.tsx';
import { CategoryModal, type CategoryModalMode } from '../../components/blog/admin/CategoryModal.tsx';
import { LoadingBar } from '../../components/blog/admin/LoadingBar.tsx';
import { MenuButton } from '../../components/blog/admin/MenuButton.tsx';
import { PostFormModal } from '../../components/blog/admin/PostFormModal.tsx';
import { PostsTable } from '../../components/blog/admin/PostsTable.tsx';
import { RepliesPanel } from '../../components/blog/admin/RepliesPanel.tsx';
import { describeMutationError } from '../../components/forms/mutation-error.ts';
import { useToast } from '../../components/toast/use-toast.ts';
import { useTRPC } from '../../trpc.ts';
import { AdminPageHeader } from '../../components/admin/page/AdminPageHeader.tsx';
import '../../components/forms/forms.css';
import '../../styles/blog.css';

type ListMode = 'active' | 'trash' | 'replies';
const SUBTITLES: Record<ListMode, string> = { active: 'All posts', trash: 'Deleted posts', replies: 'Replies waiting for approval' };

export default function BlogAdminPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const { confirm, dialog } = useConfirmDialog();
  const [list, setList] = useState<ListMode>('active');
  const [editing, setEditing] = useState<{ postId: number | null } | null>(null);
  const [categoryModal, setCategoryModal] = useState<CategoryModalMode | null>(null);

  const posts = useQuery(trpc.blog.posts.queryOptions(undefined, { staleTime: 0 }));
  const trashed = useQuery({ ...trpc.blog.trashedPosts.queryOptions(undefined, { staleTime: 0 }), enabled: list === 'trash' });
  const categories = useQuery(trpc.blog.categories.queryOptions(undefined, { staleTime: 0 }));
  const isLoading = useIsFetching({ queryKey: trpc.blog.pathKey() }) > 0;
  const isSaving = useIsMutating() > 0;

  const options = {
    onSuccess: async (answer: { message: string }) => {
      toast.success('Success', answer.message);
      await queryClient.invalidateQueries({ queryKey: trpc.blog.pathKey() });
    },
    onError: (error: unknown) => toast.error('Error', describeMutationError(error).message),
  };
  const toggleStatus = useMutation(trpc.blog.toggleStatus.mutationOptions(options));
  const trash = useMutation(trpc.blog.trashPost.mutationOptions(options));
  const restore = useMutation(trpc.blog.restorePost.mutationOptions(options));
  const remove = useMutation(trpc.blog.deletePost.mutationOptions(options));

  /** Taking this post off the site would leave the home screen without a post. */
  const isLastActive = (post: TBlogPostRow) => post.active && (posts.data ?? []).filter((row) => row.active).length === 1;
  const lastActiveWarning = (post: TBlogPostRow) => (isLastActive(post) ? BLOG_CONFIRMATIONS.lastActivePost : undefined);

  const actions = {
    onToggleStatus: async (post: TBlogPostRow) => {
      if (await confirm({ title: BLOG_CONFIRMATIONS.toggleStatus, text: lastActiveWarning(post) })) toggleStatus.mutate({ id: post.id });
    },
    onEdit: (post: TBlogPostRow) => setEditing({ postId: post.id }),
    onTrash: async (post: TBlogPostRow) => {
      if (await confirm({ title: BLOG_CONFIRMATIONS.trash, text: lastActiveWarning(post), confirmLabel: 'Trash', tone: 'danger' }))
        trash.mutate({ id: post.id });
    },
    onRestore: async (post: TBlogPostRow) => {
      if (await confirm({ title: BLOG_CONFIRMATIONS.restore, confirmLabel: 'Restore' })) restore.mutate({ id: post.id });
    },
    onDelete: async (post: TBlogPostRow) => {
      if (
        await confirm({
          title: BLOG_CONFIRMATIONS.deletePermanently,
          text: `'${post.title}' and its replies will be gone for good.`,
          confirmLabel: 'Delete',
          tone: 'danger',
        })
      ) {
        remove.mutate({ id: post.id });
      }
    },
  };

  const shown = list === 'trash' ? trashed : posts;
  return (
    <div className="admin-page blog-admin">
      {isLoading || isSaving ? <LoadingBar label="Loading" /> : null}
      <AdminPageHeader title="Current Blogs" subtitle={SUBTITLES[list]}>
        <div className="blog-admin__menus">
          <MenuButton
            label="Post"
            items={[
              { label: 'Create Post', onSelect: () => setEditing({ postId: null }) },
              { label: 'All Post', onSelect: () => setList('active') },
              { label: 'Deleted Posts', onSelect: () => setList('trash') },
              { label: 'Replies', onSelect: () => setList('replies') },
            ]}
          />
          <MenuButton
            label="Category"
            items={[
              { label: 'New Category', onSelect: () => setCategoryModal('create-category') },
              { label: 'Manage Categories', onSelect: () => setCategoryModal('manage-category') },
            ]}
          />
        </div>
      </AdminPageHeader>

      {list === 'replies' ? (
        <RepliesPanel />
      ) : (
        <QueryView query={shown}>{(data) => <PostsTable mode={list} posts={data} isBusy={isSaving} {...actions} />}</QueryView>
      )}

      {editing ? <PostFormModal postId={editing.postId} categories={categories.data ?? []} onClose={() => setEditing(null)} /> : null}
      {categoryModal ? <CategoryModal mode={categoryModal} categories={categories.data ?? []} onClose={() => setCategoryModal(null)} /> : null}
      {dialog}
    </div>
  );
}
