/**
 * Admin Visitors: registered visitors with their consents, sign-up date, last visit, saved homes
 * and listings viewed; "Open" shows one visitor's activity timeline beside their saved searches
 * and alert history; "Export CSV" downloads the list (the same tRPC query as everything else, saved
 * as a file in the browser); "Create saved search for a client" sets up alerts for a client by e-mail.
 */
import { onFirstUse } from '../../lib/on-first-use.ts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { AgentSavedSearchForm } from '../../components/admin/alerts/AgentSavedSearchForm.tsx';
import { VisitorAlerts } from '../../components/admin/alerts/VisitorAlerts.tsx';
import { useConfirmDialog } from '../../components/admin/confirm/use-confirm-dialog.tsx';
import { Modal } from '../../components/modal/Modal.tsx';
import { useTRPC } from '../../trpc.ts';
import { useDebounced } from '../../hooks/use-debounced.ts';
import { DataTable } from '../../components/table/DataTable.tsx';
import { ContactCells } from '../../components/table/ContactCells.tsx';
import { AdminSection } from '../../components/admin/page/AdminCard.tsx';
import { FieldFrame } from '../../components/forms/FieldFrame.tsx';
import '../../components/forms/forms.css';

const SEARCH_DELAY_MS = 400;
const VOW_LABELS = { current: 'Accepted', outdated: 'Older version', none: 'Not accepted' } as const;

const dateTime = onFirstUse(() => new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Toronto' }));
const formatWhen = (iso: string | null) => (iso ? dateTime().format(new Date(iso)) : '—');

export default function VisitorsPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const searchId = useId();
  const [text, setText] = useState('');
  const search = useDebounced(text.trim(), SEARCH_DELAY_MS);
  const list = useQuery({ ...trpc.visitors.list.queryOptions(search ? { search } : undefined, { staleTime: 0 }), placeholderData: keepPreviousData });
  const [openId, setOpenId] = useState<number | null>(null);
  const [exportError, setExportError] = useState<string | null>(null);
  const [isCreating, setIsCreating] = useState(false);

  const exportCsv = async () => {
    setExportError(null);
    try {
      const { filename, csv } = await queryClient.fetchQuery(trpc.visitors.exportCsv.queryOptions(undefined, { staleTime: 0 }));
      const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = filename;
      link.click();
      URL.revokeObjectURL(url);
    } catch {
      setExportError('The export failed. Please try again.');
    }
  };

  const rows = list.data?.rows ?? [];
  return (
    <div className="admin-page">
      <h1 className="admin-page__title">Visitors</h1>
      <div className="admin-toolbar split-row">
        <FieldFrame id={searchId} label="Search by name or e-mail" className="field search-box">
          <input id={searchId} className="input" type="search" value={text} onChange={(event) => setText(event.target.value)} />
        </FieldFrame>
        <div className="form-actions">
          <button type="button" className="btn btn--ghost" aria-haspopup="dialog" onClick={() => setIsCreating(true)}>
            Create saved search for a client
          </button>
          <button type="button" className="btn btn--primary" onClick={() => void exportCsv()}>
            Export CSV
          </button>
        </div>
      </div>
      {isCreating ? (
        <Modal open title="Create saved search for a client" size="lg" onClose={() => setIsCreating(false)}>
          <AgentSavedSearchForm
            onDone={(visitorId) => {
              setIsCreating(false);
              setOpenId(visitorId);
            }}
          />
        </Modal>
      ) : null}
      {exportError ? <p role="alert">{exportError}</p> : null}
      <h2 className="admin-section__title" aria-live="polite">
        {list.data ? `${list.data.total} registered ${list.data.total === 1 ? 'visitor' : 'visitors'}` : 'Registered visitors'}
      </h2>
      {list.isPending ? (
        <p role="status">Please wait while loading</p>
      ) : rows.length === 0 ? (
        <p className="empty-state">No visitors yet.</p>
      ) : (
        <DataTable
          caption="Registered visitors"
          columns={['Name', 'E-mail', 'Phone', 'VOW terms', 'Marketing e-mail', 'Signed up', 'Last visit', 'Saved', 'Viewed', 'Activity']}
        >
          {rows.map((visitor) => (
            <tr key={visitor.id}>
              <td>{visitor.name}</td>
              <ContactCells email={visitor.email} phone={visitor.phone} />
              <td>{VOW_LABELS[visitor.vowTerms]}</td>
              <td>{visitor.marketingEmail ? 'Yes' : 'No'}</td>
              <td>{formatWhen(visitor.createdAt)}</td>
              <td>{formatWhen(visitor.lastVisitAt)}</td>
              <td>{visitor.favourites}</td>
              <td>{visitor.listingsViewed}</td>
              <td>
                <button
                  type="button"
                  className="btn btn--ghost btn--sm"
                  aria-expanded={openId === visitor.id}
                  onClick={() => setOpenId(openId === visitor.id ? null : visitor.id)}
                >
                  {openId === visitor.id ? 'Close' : 'Open'}
                  <span className="visually-hidden"> the activity of {visitor.name}</span>
                </button>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      {openId !== null ? <Timeline visitorId={openId} onDeleted={() => setOpenId(null)} /> : null}
    </div>
  );
}

function Timeline({ visitorId, onDeleted }: { visitorId: number; onDeleted: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { confirm, dialog } = useConfirmDialog();
  const timeline = useQuery(trpc.visitors.timeline.queryOptions({ visitorId }, { staleTime: 0 }));
  const remove = useMutation(
    trpc.visitors.delete.mutationOptions({
      onSuccess: async () => {
        onDeleted();
        await queryClient.invalidateQueries({ queryKey: trpc.visitors.list.queryKey() });
      },
    }),
  );
  if (timeline.isPending) return <p role="status">Please wait while loading</p>;
  if (timeline.isError) return <p role="alert">The activity could not be loaded.</p>;
  return (
    <div className="visitor-detail two-pane">
      <AdminSection title={`Activity of ${timeline.data.visitor.name}`}>
        <ol className="visitor-timeline">
          {timeline.data.entries.map((entry) => (
            <li key={`${entry.at}-${entry.kind}-${entry.text}`}>
              <time dateTime={entry.at}>{formatWhen(entry.at)}</time> — {entry.text}
            </li>
          ))}
        </ol>
        {/* A visitor who asks the agent to delete their account (PIPEDA): the same deletion as their own button. */}
        <button
          type="button"
          className="btn btn--danger-ghost btn--sm"
          disabled={remove.isPending}
          onClick={async () => {
            const name = timeline.data.visitor.name;
            if (
              await confirm({
                title: `Delete the account of ${name}?`,
                text: 'Their details, consents and saved homes are deleted for good.',
                confirmLabel: 'Delete',
                tone: 'danger',
              })
            )
              remove.mutate({ visitorId });
          }}
        >
          Delete this account
        </button>
        {remove.isError ? <p role="alert">The account could not be deleted.</p> : null}
        {dialog}
      </AdminSection>
      <VisitorAlerts visitorId={visitorId} name={timeline.data.visitor.name} />
    </div>
  );
}
