/**
 * Mailbox: every mail the site sends (replies, confirmations, campaigns) with its delivery state,
 * and each one shown as its recipient receives it. Without SMTP_URL nothing leaves the machine:
 * mail is kept here instead (the dev mailbox), exact to the byte.
 */
import { onFirstUse } from '../../lib/on-first-use.ts';
import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DELIVERY_STATUSES, type TDeliveryRow, type TDeliveryStatus } from '#shared/schemas/email.schema.ts';
import { type Choice, ChoiceButtons } from '../../components/admin/lists/ChoiceButtons.tsx';
import { ActionsCell, DataTable } from '../../components/table/DataTable.tsx';
import { QueryView } from '../../components/admin/lists/QueryView.tsx';
import { Pager } from '../../components/email/Pager.tsx';
import { describeMutationError } from '../../components/forms/mutation-error.ts';
import { Modal } from '../../components/modal/Modal.tsx';
import { useToast } from '../../components/toast/use-toast.ts';
import { useTRPC } from '../../trpc.ts';
import '../../components/email/email.css';

const dateFormat = onFirstUse(() => new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Toronto' }));
const STATUS_BADGE: Record<TDeliveryStatus, string> = { pending: 'badge--warning', sent: 'badge--success', failed: 'badge--danger', skipped: '' };
const STATUS_CHOICES: Choice<TDeliveryStatus | 'all'>[] = [
  { value: 'all', label: 'All' },
  ...DELIVERY_STATUSES.map((value) => ({ value, label: value[0]!.toUpperCase() + value.slice(1) })),
];

/** A mail repeats some headers (Received): the nth of a name is its identity, whatever comes before it. */
function withOccurrence<Header extends { name: string }>(headers: Header[]) {
  const seen = new Map<string, number>();
  return headers.map((header) => {
    const occurrence = (seen.get(header.name.toLowerCase()) ?? 0) + 1;
    seen.set(header.name.toLowerCase(), occurrence);
    return { header, occurrence };
  });
}

function MailView({ delivery, onClose }: { delivery: TDeliveryRow; onClose: () => void }) {
  const trpc = useTRPC();
  const mail = useQuery(trpc.email.outboxMessage.queryOptions({ id: delivery.id }, { staleTime: 0 }));
  return (
    <Modal open size="lg" title={delivery.subject} onClose={onClose}>
      {mail.isPending ? (
        <p role="status">Please wait while loading</p>
      ) : mail.isError ? (
        <p className="form-error">The mail could not be loaded.</p>
      ) : (
        <div className="mail-preview">
          <p className="form-note">
            {mail.data.captured ? 'The message exactly as it was kept in the dev mailbox.' : 'The message as the mail worker composes it for this recipient.'}
          </p>
          <dl className="mailbox-headers">
            {withOccurrence(mail.data.headers.filter((header) => !/^(content-|mime-version)/i.test(header.name))).map(({ header, occurrence }) => (
              <div key={`${header.name}-${occurrence}`} style={{ display: 'contents' }}>
                <dt>{header.name}</dt>
                <dd>{header.value}</dd>
              </div>
            ))}
          </dl>
          {mail.data.html ? (
            <div className="mail-preview__stage">
              <iframe className="mail-preview__frame" title={`The mail to ${delivery.to_address}`} sandbox="" srcDoc={mail.data.html} />
            </div>
          ) : null}
          <details>
            <summary>Plain-text part</summary>
            <pre className="mail-preview__text">{mail.data.text ?? '(none)'}</pre>
          </details>
          <details>
            <summary>Message source</summary>
            <pre className="code-block">{mail.data.source}</pre>
          </details>
        </div>
      )}
    </Modal>
  );
}

export default function MailboxPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [status, setStatus] = useState<TDeliveryStatus | undefined>();
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<TDeliveryRow | null>(null);
  const outbox = useQuery(trpc.email.outbox.queryOptions({ page, status }, { staleTime: 0, placeholderData: keepPreviousData, refetchInterval: 5000 }));
  const retry = useMutation(
    trpc.email.retryDelivery.mutationOptions({
      onSuccess: async (result) => {
        toast.success('Done', result.message);
        await queryClient.invalidateQueries({ queryKey: trpc.email.outbox.queryKey() });
      },
      onError: (error) => toast.error('Error', describeMutationError(error).message),
    }),
  );

  return (
    <div className="admin-page">
      <h1 className="admin-page__title">Mailbox</h1>
      {outbox.data ? (
        <p className="form-note">
          {outbox.data.mailbox_enabled
            ? 'SMTP_URL is not set, so nothing is sent: every mail is kept here instead, exactly as recipients would receive it.'
            : 'Mail goes out through the SMTP server. Failed copies are retried for about a day before they show as failed.'}
        </p>
      ) : null}
      <ChoiceButtons
        label="Which mails"
        choices={STATUS_CHOICES}
        value={status ?? 'all'}
        onChange={(choice) => {
          setStatus(choice === 'all' ? undefined : choice);
          setPage(1);
        }}
      />
      <QueryView query={outbox} isEmpty={(data) => data.rows.length === 0} empty={<p className="admin-empty">No mail here yet.</p>}>
        {(data) => (
          <>
            <DataTable caption="Mails the site sent" columns={['Date', 'To', 'Subject', 'Status', 'Actions']}>
              {data.rows.map((row) => (
                <tr key={row.id}>
                  <td>{dateFormat().format(new Date(row.created_at))}</td>
                  <td>{row.to_address}</td>
                  <td>
                    <span className="admin-table__primary">{row.subject}</span>
                    <span className="admin-table__secondary">{row.is_campaign ? 'Campaign' : row.kind}</span>
                  </td>
                  <td>
                    <span className={`badge pill ${STATUS_BADGE[row.status]}`}>{row.status}</span>
                    {row.attempts > 1 ? <span className="admin-table__secondary">{row.attempts} attempts</span> : null}
                    {row.last_error ? <span className="admin-table__secondary">{row.last_error}</span> : null}
                  </td>
                  <ActionsCell>
                    <button type="button" className="btn btn--ghost btn--sm" onClick={() => setViewing(row)}>
                      View<span className="visually-hidden"> the mail to {row.to_address}</span>
                    </button>
                    {row.status === 'failed' ? (
                      <button type="button" className="btn btn--ghost btn--sm" disabled={retry.isPending} onClick={() => retry.mutate({ id: row.id })}>
                        Retry<span className="visually-hidden"> the mail to {row.to_address}</span>
                      </button>
                    ) : null}
                  </ActionsCell>
                </tr>
              ))}
            </DataTable>
            <Pager page={data.page} pageSize={data.page_size} total={data.total} onPage={setPage} label="mails" />
          </>
        )}
      </QueryView>
      {viewing ? <MailView delivery={viewing} onClose={() => setViewing(null)} /> : null}
    </div>
  );
}
