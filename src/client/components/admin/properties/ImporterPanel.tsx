/**
 * The feed importer as the agent sees it: recent runs with their counters, a live progress bar
 * while a run is going (polled every 2 s), the quarantined records and 'Sync now'.
 */
import { onFirstUse } from '../../../lib/on-first-use.ts';
import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../trpc.ts';
import { useToast } from '../../toast/use-toast.ts';
import { DataTable } from '../../table/DataTable.tsx';
import { AdminCard } from '../page/AdminCard.tsx';

const POLL_MS = 2000;
/** After 'Sync now' the job may take a moment to start: keep polling this long for it to appear. */
const WAIT_FOR_START_MS = 30_000;

const when = onFirstUse(() => new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Toronto' }));
const shownTime = (iso: string | null) => (iso ? when().format(new Date(iso)) : '—');
/** Bytes fetched from the feed, in the unit that reads best; a local source fetches none. */
const shownBytes = (bytes: number | null) =>
  bytes === null ? '—' : bytes < 1024 ? `${bytes} B` : bytes < 1024 ** 2 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 ** 2).toFixed(1)} MB`;

export function ImporterPanel() {
  const trpc = useTRPC();
  const toast = useToast();
  const [watchUntil, setWatchUntil] = useState(0);
  const status = useQuery(
    trpc.importer.status.queryOptions(undefined, {
      staleTime: 0,
      refetchInterval: (query) => (query.state.data?.runs.some((run) => run.status === 'running') || Date.now() < watchUntil ? POLL_MS : false),
    }),
  );
  const runNow = useMutation(
    trpc.importer.runNow.mutationOptions({
      onSuccess: () => {
        setWatchUntil(Date.now() + WAIT_FOR_START_MS);
        toast.success('Sync started', 'The feed import is queued.');
        void status.refetch();
      },
      onError: () => toast.error('Error', 'Something went wrong'),
    }),
  );

  const data = status.data;
  const running = data?.runs.filter((run) => run.status === 'running') ?? [];
  // A run's size is unknown until it ends; the last finished run of the same kind is the best guess.
  const expectedOf = (run: { id: number; feedClass: string | null; kind: string }) =>
    data?.runs.find((other) => other.id !== run.id && other.status === 'succeeded' && other.feedClass === run.feedClass && other.kind === run.kind)?.fetched ??
    0;

  return (
    <AdminCard
      className="importer-panel"
      title="Feed import"
      actions={
        <button type="button" className="btn btn--primary btn--sm" disabled={runNow.isPending} onClick={() => runNow.mutate(undefined)}>
          {runNow.isPending ? 'Please wait. . .' : 'Sync now'}
        </button>
      }
    >
      {status.isPending ? (
        <p role="status">Please wait while loading</p>
      ) : status.isError || !data ? (
        <p className="form-error" role="alert">
          The importer status could not be read.
        </p>
      ) : (
        <>
          <p className="form-note">
            {data.listings.map((entry) => `${entry.feedClass}: ${entry.active} on the site (${entry.total} in all)`).join(' · ') || 'No listings imported yet.'}
            {data.pendingPhotos > 0 ? ` · ${data.pendingPhotos} photos waiting to be processed` : ''}
            {running.length > 0 ? ` · counted at ${new Date(data.countedAt).toLocaleTimeString()}` : ''}
          </p>
          {running.map((run) => {
            const expected = expectedOf(run) > 0 ? Math.max(run.fetched, expectedOf(run)) : 0;
            return (
              <div key={run.id} className="importer-panel__progress">
                <label htmlFor={`run-progress-${run.id}`}>
                  Importing {run.feedClass ?? 'all classes'}: {run.fetched} records fetched
                  {run.bytesFetched !== null ? ` (${shownBytes(run.bytesFetched)})` : ''}, page {run.pages}
                </label>
                {/* Without a previous run to compare with, the bar is indeterminate (it moves, the count tells). */}
                <progress id={`run-progress-${run.id}`} max={expected || undefined} value={expected ? run.fetched : undefined}>
                  {run.fetched}
                </progress>
              </div>
            );
          })}
          <details className="importer-panel__details">
            <summary>Last runs ({data.runs.length})</summary>
            {data.runs.length === 0 ? (
              <p className="admin-empty">No import has run yet.</p>
            ) : (
              <DataTable
                caption="Recent importer runs"
                columns={[
                  'Started',
                  'Finished',
                  'Class',
                  'Kind',
                  'Status',
                  'Pages',
                  'Fetched',
                  'Bytes fetched',
                  'Inserted',
                  'Updated',
                  'Removed',
                  'Quarantined',
                ]}
                look="compact"
              >
                {data.runs.map((run) => (
                  <tr key={run.id}>
                    <td>{shownTime(run.startedAt)}</td>
                    <td>{shownTime(run.finishedAt)}</td>
                    <td>{run.feedClass ?? 'all'}</td>
                    <td>{run.kind}</td>
                    <td>
                      <span className={`run-status run-status--${run.status}`}>{run.status}</span>
                      {run.error ? <span className="admin-table__secondary">{run.error}</span> : null}
                      {run.warning ? <span className="admin-table__secondary">Warning: {run.warning}</span> : null}
                    </td>
                    <td>{run.pages}</td>
                    <td>{run.fetched}</td>
                    <td>{shownBytes(run.bytesFetched)}</td>
                    <td>{run.inserted}</td>
                    <td>{run.updated}</td>
                    <td>{run.removed}</td>
                    <td>{run.quarantined}</td>
                  </tr>
                ))}
              </DataTable>
            )}
          </details>
          <details className="importer-panel__details">
            <summary>Quarantined records ({data.quarantinedTotal})</summary>
            {data.quarantined.length === 0 ? (
              <p className="admin-empty">No record was set aside.</p>
            ) : (
              <DataTable caption="Feed records set aside by the importer" columns={['Listing key', 'Class', 'Reason', 'When']} look="compact">
                {data.quarantined.map((record) => (
                  <tr key={record.id}>
                    <td>{record.listingKey ?? '—'}</td>
                    <td>{record.feedClass ?? '—'}</td>
                    <td>
                      {record.reason}
                      {record.heldBack ? (
                        <span className="admin-table__secondary">
                          An update of a listing on the site, not applied: the site still shows the version of {shownTime(record.heldBack.siteVersion)}.
                        </span>
                      ) : null}
                    </td>
                    <td>
                      {shownTime(record.createdAt)}
                      {record.timesSeen > 1 ? (
                        <span className="admin-table__secondary">
                          seen {record.timesSeen} times, last {shownTime(record.lastSeenAt)}
                        </span>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </DataTable>
            )}
          </details>
        </>
      )}
    </AdminCard>
  );
}
