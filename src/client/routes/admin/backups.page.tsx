/**
 * Admin Backups: the archives under DATA_DIR/backups with size and time, "Back up now" (queues a
 * backup job), download, and the last failure in plain words. Downloads go through fetch with
 * the session's token (the server checks it on /api/admin/backups/:name) and are saved from a blob.
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { readStoredAuth } from '../../auth/auth-storage.ts';
import { DataTable } from '../../components/table/DataTable.tsx';
import { QueryView } from '../../components/admin/lists/QueryView.tsx';
import { showToast } from '../../components/toast/toast-store.ts';
import { useTRPC } from '../../trpc.ts';

// While a backup is queued or running the list is refreshed, so the new archive appears by itself.
const POLL_WHILE_RUNNING_MS = 3000;

const sizeOf = (bytes: number) =>
  bytes >= 1024 * 1024 * 1024
    ? `${(bytes / 1024 ** 3).toFixed(1)} GB`
    : bytes >= 1024 * 1024
      ? `${(bytes / 1024 ** 2).toFixed(1)} MB`
      : `${Math.max(1, Math.round(bytes / 1024))} KB`;
const timeOf = (iso: string) => new Date(iso).toLocaleString('en-CA', { dateStyle: 'medium', timeStyle: 'short' });

/** `30 3 * * *` → "every day at 03:30"; any other pattern is shown as it is. */
function scheduleInWords(cron: string): string {
  if (cron.trim().toLowerCase() === 'off') return 'Scheduled backups are off';
  const daily = /^(\d{1,2}) (\d{1,2}) \* \* \*$/.exec(cron.trim());
  return daily
    ? `A backup is taken every day at ${daily[2]!.padStart(2, '0')}:${daily[1]!.padStart(2, '0')} (Toronto time)`
    : `A backup is taken on the schedule "${cron}" (Toronto time)`;
}

async function download(name: string): Promise<void> {
  const auth = readStoredAuth();
  const response = await fetch(`/api/admin/backups/${encodeURIComponent(name)}`, { headers: auth ? { Authorization: `Bearer ${auth.access_token}` } : {} });
  if (!response.ok) throw new Error(response.status === 401 ? 'Your session has expired. Please sign in again.' : 'That backup could not be downloaded.');
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

export default function BackupsPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [downloading, setDownloading] = useState<string | null>(null);
  const overview = useQuery({
    ...trpc.ops.backups.queryOptions(undefined, { staleTime: 0 }),
    refetchInterval: (query) => (query.state.data?.isRunning ? POLL_WHILE_RUNNING_MS : false),
  });
  const backUpNow = useMutation(
    trpc.ops.backUpNow.mutationOptions({
      onSuccess: (result) => {
        showToast({
          variant: 'success',
          message: result.queued ? 'The backup has started. It appears below when it is done.' : 'A backup is already waiting to run.',
        });
        void queryClient.invalidateQueries({ queryKey: trpc.ops.backups.queryKey() });
      },
      onError: (error) => showToast({ variant: 'error', message: error.message }),
    }),
  );
  const data = overview.data;

  const onDownload = (name: string) => {
    setDownloading(name);
    download(name)
      .catch((error: unknown) => showToast({ variant: 'error', message: (error as Error).message }))
      .finally(() => setDownloading(null));
  };

  return (
    <div className="admin-page">
      <h1 className="admin-page__title">Backups</h1>
      {data?.lastFailure && (!data.lastSuccess || data.lastFailure.at > data.lastSuccess.at) ? (
        <p className="banner banner--error" role="alert">
          The last backup ({data.lastFailure.trigger}, {timeOf(data.lastFailure.at)}) failed: {data.lastFailure.message}
        </p>
      ) : null}
      <p>
        {data
          ? `${scheduleInWords(data.schedule)}, of the database and the photos; the newest ${data.keep} are kept${data.copiesToBucket ? ' here and in the storage bucket' : ''}.`
          : null}
      </p>
      <p>
        <button type="button" className="btn btn--primary" disabled={backUpNow.isPending || data?.isRunning} onClick={() => backUpNow.mutate(undefined)}>
          {data?.isRunning ? 'Backing up…' : 'Back up now'}
        </button>
      </p>
      <QueryView
        query={overview}
        failed={(error) => error.message}
        isEmpty={(loaded) => loaded.files.length === 0}
        empty={<p className="empty-state">No backups yet.</p>}
      >
        {(loaded) => (
          <DataTable look="data" caption="Backups, newest first" columns={['Taken', 'Size', 'File', { label: 'Download', visuallyHidden: true }]}>
            {loaded.files.map((file) => (
              <tr key={file.name}>
                <td>{timeOf(file.createdAt)}</td>
                <td>{sizeOf(file.bytes)}</td>
                <td>{file.name}</td>
                <td>
                  <button type="button" className="btn btn--ghost btn--sm" disabled={downloading !== null} onClick={() => onDownload(file.name)}>
                    {downloading === file.name ? 'Downloading…' : 'Download'}
                  </button>
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </QueryView>
    </div>
  );
}
