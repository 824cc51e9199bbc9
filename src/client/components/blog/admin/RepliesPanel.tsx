/** Readers' replies waiting for the agent: approve one to show it under its post, or delete it. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatBlogDate } from '#shared/blog/blog-date.ts';
import { ActionsCell, DataTable } from '../../table/DataTable.tsx';
import { QueryView } from '../../admin/lists/QueryView.tsx';
import { describeMutationError } from '../../forms/mutation-error.ts';
import { useToast } from '../../toast/use-toast.ts';
import { useTRPC } from '../../../trpc.ts';
import { LoadingBar } from './LoadingBar.tsx';

export function RepliesPanel() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const replies = useQuery(trpc.blog.replies.queryOptions({ status: 'pending' }, { staleTime: 0 }));
  const options = {
    onSuccess: async (answer: { message: string }) => {
      toast.success('Success', answer.message);
      await queryClient.invalidateQueries({ queryKey: trpc.blog.replies.queryKey() });
    },
    onError: (error: unknown) => toast.error('Error', describeMutationError(error).message),
  };
  const approve = useMutation(trpc.blog.approveReply.mutationOptions(options));
  const remove = useMutation(trpc.blog.deleteReply.mutationOptions(options));
  const isBusy = approve.isPending || remove.isPending;

  return (
    <QueryView
      query={replies}
      loading={<LoadingBar label="Loading replies" />}
      isEmpty={(data) => data.length === 0}
      empty={<p className="admin-empty">No replies are waiting for approval.</p>}
    >
      {(data) => (
        <DataTable caption="Replies waiting for approval" columns={['Post', 'From', 'Message', 'Received', 'Actions']}>
          {data.map((reply) => (
            <tr key={reply.id}>
              <td>
                <span className="admin-table__primary">{reply.post_title}</span>
                <span className="admin-table__secondary">{reply.category}</span>
              </td>
              <td>
                <span className="admin-table__primary">{reply.name}</span>
                <a className="admin-table__secondary" href={`mailto:${reply.email}`}>
                  {reply.email}
                </a>
              </td>
              <td className="blog-reply-message">{reply.message}</td>
              <td>{formatBlogDate(reply.created_at)}</td>
              <ActionsCell>
                <button type="button" className="btn btn--primary btn--sm" disabled={isBusy} onClick={() => approve.mutate({ id: reply.id })}>
                  Approve<span className="visually-hidden"> the reply from {reply.name}</span>
                </button>
                <button type="button" className="btn btn--danger-ghost btn--sm" disabled={isBusy} onClick={() => remove.mutate({ id: reply.id })}>
                  Delete<span className="visually-hidden"> the reply from {reply.name}</span>
                </button>
              </ActionsCell>
            </tr>
          ))}
        </DataTable>
      )}
    </QueryView>
  );
}
