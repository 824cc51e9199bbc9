/** A campaign's delivery while it goes: sent / failed / pending (refreshed every second until done). */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { describeMutationError } from '../forms/mutation-error.ts';
import { useToast } from '../toast/use-toast.ts';
import { useTRPC } from '../../trpc.ts';
import { AdminCard } from '../admin/page/AdminCard.tsx';

export function CampaignProgress({ campaignId }: { campaignId: number }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const campaign = useQuery(
    trpc.email.campaign.queryOptions(
      { id: campaignId },
      { staleTime: 0, refetchInterval: (query) => (query.state.data && query.state.data.counts.pending === 0 ? false : 1000) },
    ),
  );
  const retry = useMutation(
    trpc.email.retryCampaign.mutationOptions({
      onSuccess: async (result) => {
        toast.success('Done', result.message);
        await queryClient.invalidateQueries({ queryKey: trpc.email.campaign.queryKey({ id: campaignId }) });
      },
      onError: (error) => toast.error('Error', describeMutationError(error).message),
    }),
  );

  if (campaign.isPending) return <p role="status">Loading the progress…</p>;
  if (campaign.isError) return <p className="form-error">The progress could not be loaded.</p>;
  const { counts, problems, subject } = campaign.data;
  const share = (value: number) => `${counts.total === 0 ? 0 : (value / counts.total) * 100}%`;
  const isDone = counts.pending === 0;
  return (
    <AdminCard className="campaign-progress" title={`${isDone ? 'Sent' : 'Sending'}: ${subject}`}>
      <div
        className="campaign-progress__bar"
        role="progressbar"
        aria-label="Delivered copies"
        aria-valuemin={0}
        aria-valuemax={counts.total}
        aria-valuenow={counts.sent + counts.failed + counts.skipped}
      >
        <span className="campaign-progress__sent" style={{ width: share(counts.sent) }} />
        <span className="campaign-progress__failed" style={{ width: share(counts.failed) }} />
        <span className="campaign-progress__skipped" style={{ width: share(counts.skipped) }} />
      </div>
      <dl className="campaign-progress__counts cluster" aria-live="polite">
        <div>
          <dt>Sent</dt>
          <dd data-testid="count-sent">{counts.sent}</dd>
        </div>
        <div>
          <dt>Failed</dt>
          <dd data-testid="count-failed">{counts.failed}</dd>
        </div>
        <div>
          <dt>Pending</dt>
          <dd data-testid="count-pending">{counts.pending}</dd>
        </div>
        {counts.skipped > 0 ? (
          <div>
            <dt>Skipped (unsubscribed)</dt>
            <dd>{counts.skipped}</dd>
          </div>
        ) : null}
      </dl>
      {problems.length > 0 ? (
        <details>
          <summary>
            {problems.length} {problems.length === 1 ? 'copy needs' : 'copies need'} attention
          </summary>
          <ul>
            {problems.map((problem) => (
              <li key={problem.id}>
                {problem.to_address}: {problem.status === 'failed' ? 'failed' : `retrying (attempt ${problem.attempts})`} — {problem.last_error}
              </li>
            ))}
          </ul>
          {counts.failed > 0 ? (
            <button type="button" className="btn btn--ghost btn--sm" disabled={retry.isPending} onClick={() => retry.mutate({ id: campaignId })}>
              Retry the failed copies
            </button>
          ) : null}
        </details>
      ) : null}
    </AdminCard>
  );
}

/** The campaigns a send screen (Compose, Bulk Mail) started, newest first, each with its progress. */
export function useSentCampaigns() {
  const [ids, setIds] = useState<number[]>([]);
  return {
    count: ids.length,
    add: (campaignId: number) => setIds((previous) => [campaignId, ...previous]),
    progress: ids.map((id) => <CampaignProgress key={id} campaignId={id} />),
  };
}
