/**
 * Admin Email List: the contacts grid (50 rows per page) and the groups table, with Compose,
 * New Email, CSV Import, New Group and Sync, and the recent campaigns' delivery.
 */
import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TContactRow } from '#shared/schemas/email.schema.ts';
import { useConfirmDialog } from '../../components/admin/confirm/use-confirm-dialog.tsx';
import { ActionsCell, DataTable } from '../../components/table/DataTable.tsx';
import { QueryView } from '../../components/admin/lists/QueryView.tsx';
import { SearchBox } from '../../components/admin/lists/SearchBox.tsx';
import { CampaignProgress } from '../../components/email/CampaignProgress.tsx';
import { ChangeGroupModal } from '../../components/email/ChangeGroupModal.tsx';
import { ContactFormModal } from '../../components/email/ContactFormModal.tsx';
import { GroupFormModal } from '../../components/email/GroupFormModal.tsx';
import { Pager } from '../../components/email/Pager.tsx';
import { SendMailModal } from '../../components/email/SendMailModal.tsx';
import { describeMutationError } from '../../components/forms/mutation-error.ts';
import { useToast } from '../../components/toast/use-toast.ts';
import { useTRPC } from '../../trpc.ts';
import { AdminPageHeader } from '../../components/admin/page/AdminPageHeader.tsx';
import { type Choice, ChoiceButtons } from '../../components/admin/lists/ChoiceButtons.tsx';
import '../../components/forms/forms.css';
import '../../components/email/email.css';

type View = 'emails' | 'groups' | 'sent';
const VIEW_CHOICES: Choice<View>[] = [
  { value: 'emails', label: 'Email List' },
  { value: 'groups', label: 'Group List' },
  { value: 'sent', label: 'Sent Mail' },
];
type OpenModal = { kind: 'contact' } | { kind: 'group' } | { kind: 'send'; contact: TContactRow } | { kind: 'change'; contact: TContactRow } | null;

const SOURCE_LABELS: Record<string, string> = {
  manual: 'Added',
  import: 'CSV import',
  contact: 'Contact form',
  enquiry: 'Enquiry',
  appointment: 'Showing request',
};

export default function EmailListPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const { confirm, dialog } = useConfirmDialog();
  const [view, setView] = useState<View>('emails');
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [modal, setModal] = useState<OpenModal>(null);
  const searchTerm = search.trim().length > 2 ? search.trim() : undefined;

  const contacts = useQuery(trpc.email.contacts.queryOptions({ page, search: searchTerm }, { staleTime: 0, placeholderData: keepPreviousData }));
  const groups = useQuery(trpc.email.groups.queryOptions(undefined, { staleTime: 0 }));
  const campaigns = useQuery(trpc.email.campaigns.queryOptions(undefined, { staleTime: 0, enabled: view === 'sent' }));
  const reload = () => queryClient.invalidateQueries({ queryKey: trpc.email.pathKey() });
  const fail = (error: unknown) => toast.error('Error', describeMutationError(error).message);

  const sync = useMutation(
    trpc.email.sync.mutationOptions({
      onSuccess: async (result) => {
        toast.success('Sync', result.message);
        await reload();
      },
      onError: fail,
    }),
  );
  const deleted = async (result: { message: string }) => {
    toast.success('Done', result.message);
    await reload();
  };
  const deleteContact = useMutation(trpc.email.deleteContact.mutationOptions({ onSuccess: deleted, onError: fail }));
  const deleteGroup = useMutation(trpc.email.deleteGroup.mutationOptions({ onSuccess: deleted, onError: fail }));

  const askDeleteContact = async (contact: TContactRow) => {
    if (
      await confirm({
        title: 'Delete entry?',
        text: `${contact.full_name} <${contact.email}> will be removed from the list.`,
        confirmLabel: 'Delete',
        tone: 'danger',
      })
    ) {
      deleteContact.mutate({ id: contact.id });
    }
  };

  return (
    <div className="admin-page">
      <AdminPageHeader title="Email List">
        <div className="email-toolbar cluster">
          <Link to="/admin/email-list/send" className="btn btn--primary btn--sm">
            Compose
          </Link>
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => setModal({ kind: 'contact' })}>
            New Email
          </button>
          <Link to="/admin/email-list/import" className="btn btn--ghost btn--sm">
            CSV Import
          </Link>
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => setModal({ kind: 'group' })}>
            New Group
          </button>
          <button type="button" className="btn btn--ghost btn--sm" disabled={sync.isPending} aria-busy={sync.isPending} onClick={() => sync.mutate()}>
            {sync.isPending ? 'Please wait. . .' : 'Sync'}
          </button>
        </div>
      </AdminPageHeader>

      <ChoiceButtons label="What to show" choices={VIEW_CHOICES} value={view} onChange={setView} />

      {view === 'emails' ? (
        <section aria-label="Contacts">
          <SearchBox
            label="Search contacts"
            placeholder="Name, email or phone"
            value={search}
            onChange={(value) => {
              setSearch(value);
              setPage(1);
            }}
          />
          <QueryView
            query={contacts}
            isEmpty={(data) => data.rows.length === 0}
            empty={<p className="admin-empty">{searchTerm ? 'No contact matches the search.' : 'No contacts yet: add one, import a CSV file or Sync.'}</p>}
          >
            {(data) => (
              <>
                <DataTable caption="Contacts" columns={['ID', 'Full Name', 'Email', 'Phone number', 'Group Type', 'Actions']}>
                  {data.rows.map((contact) => (
                    <tr key={contact.id}>
                      <td>{contact.id}</td>
                      <td>
                        <span className="admin-table__primary">{contact.full_name}</span>
                        <span className="admin-table__secondary">{SOURCE_LABELS[contact.source] ?? contact.source}</span>
                      </td>
                      <td>
                        {contact.email} {contact.unsubscribed ? <span className="badge pill badge--warning">Unsubscribed</span> : null}
                      </td>
                      <td>{contact.phone_number ?? '—'}</td>
                      <td>{contact.group_type}</td>
                      <ActionsCell>
                        <button
                          type="button"
                          className="btn btn--ghost btn--sm"
                          disabled={contact.unsubscribed}
                          onClick={() => setModal({ kind: 'send', contact })}
                        >
                          Send email<span className="visually-hidden"> to {contact.email}</span>
                        </button>
                        <button type="button" className="btn btn--danger-ghost btn--sm" onClick={() => void askDeleteContact(contact)}>
                          Delete<span className="visually-hidden"> {contact.email}</span>
                        </button>
                        <button type="button" className="btn btn--ghost btn--sm" onClick={() => setModal({ kind: 'change', contact })}>
                          Change Group<span className="visually-hidden"> of {contact.email}</span>
                        </button>
                      </ActionsCell>
                    </tr>
                  ))}
                </DataTable>
                <Pager page={data.page} pageSize={data.page_size} total={data.total} onPage={setPage} label="contacts" />
              </>
            )}
          </QueryView>
        </section>
      ) : null}

      {view === 'groups' ? (
        <section aria-label="Groups">
          <QueryView query={groups}>
            {(data) => (
              <DataTable caption="Groups" columns={['SN', 'Group Type', 'Total Entries', 'Actions']}>
                {data.map((group, index) => (
                  <tr key={group.id}>
                    <td>{index + 1}</td>
                    <td>{group.group_type}</td>
                    <td>{group.total_entries}</td>
                    <ActionsCell>
                      <Link to="/admin/email-list/bulk/$group_type" params={{ group_type: group.group_type }} className="btn btn--ghost btn--sm">
                        Send email<span className="visually-hidden"> to group {group.group_type}</span>
                      </Link>
                      {group.group_type !== 'None' ? (
                        <button
                          type="button"
                          className="btn btn--danger-ghost btn--sm"
                          onClick={async () => {
                            const text = `Its ${group.total_entries} contacts move to the group None.`;
                            if (await confirm({ title: `Delete the group ${group.group_type}?`, text, confirmLabel: 'Delete', tone: 'danger' }))
                              deleteGroup.mutate({ id: group.id });
                          }}
                        >
                          Delete<span className="visually-hidden"> group {group.group_type}</span>
                        </button>
                      ) : null}
                    </ActionsCell>
                  </tr>
                ))}
              </DataTable>
            )}
          </QueryView>
        </section>
      ) : null}

      {view === 'sent' ? (
        <section aria-label="Sent mail">
          <p className="form-note">
            The latest campaigns and how their delivery went. Every mail the site sends, replies included, is listed in the{' '}
            <Link to="/admin/mailbox">Mailbox</Link>.
          </p>
          {campaigns.isPending ? (
            <p role="status">Please wait while loading</p>
          ) : !campaigns.data || campaigns.data.length === 0 ? (
            <p className="admin-empty">No campaign sent yet.</p>
          ) : (
            campaigns.data.map((campaign) => <CampaignProgress key={campaign.id} campaignId={campaign.id} />)
          )}
        </section>
      ) : null}

      {modal?.kind === 'contact' ? <ContactFormModal groups={groups.data ?? []} onClose={() => setModal(null)} /> : null}
      {modal?.kind === 'group' ? <GroupFormModal onClose={() => setModal(null)} /> : null}
      {modal?.kind === 'send' ? <SendMailModal contact={modal.contact} onClose={() => setModal(null)} /> : null}
      {modal?.kind === 'change' ? <ChangeGroupModal contact={modal.contact} groups={groups.data ?? []} onClose={() => setModal(null)} /> : null}
      {dialog}
    </div>
  );
}
