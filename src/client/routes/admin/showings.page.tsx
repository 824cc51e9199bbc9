/**
 * Admin Showings: appointments booked from visitors' showing lists. Available ones can be
 * accepted with a reply, scheduled property by property, and marked as completed once accepted.
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAdminAppointment } from '#shared/schemas/showings.schema.ts';
import { ActionsCell, DataTable } from '../../components/table/DataTable.tsx';
import { ContactCells } from '../../components/table/ContactCells.tsx';
import { QueryView } from '../../components/admin/lists/QueryView.tsx';
import { ReplyModal } from '../../components/forms/ReplyModal.tsx';
import { describeMutationError } from '../../components/forms/mutation-error.ts';
import { ManageShowingListModal } from '../../components/showings/ManageShowingListModal.tsx';
import { RequestedPropertiesModal } from '../../components/showings/RequestedPropertiesModal.tsx';
import { StatusBadge } from '../../components/showings/StatusBadge.tsx';
import { useToast } from '../../components/toast/use-toast.ts';
import { formatShowingTime } from '../../showings/showing-time.ts';
import { useTRPC } from '../../trpc.ts';
import { type Choice, ChoiceButtons } from '../../components/admin/lists/ChoiceButtons.tsx';
import '../../components/forms/forms.css';
import '../../components/showings/showings.css';

type Filter = 'ANY' | 'COMPLETED';
const FILTER_CHOICES: Choice<Filter>[] = [
  { value: 'ANY', label: 'Available Showings' },
  { value: 'COMPLETED', label: 'Completed Showings' },
];
type OpenModal = { kind: 'reply' | 'properties' | 'manage'; appointment: TAdminAppointment } | null;

export default function ShowingsPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [filter, setFilter] = useState<Filter>('ANY');
  const [modal, setModal] = useState<OpenModal>(null);
  const appointments = useQuery(trpc.showings.appointments.queryOptions({ status: filter }, { staleTime: 0 }));
  const reload = () => queryClient.invalidateQueries({ queryKey: trpc.showings.appointments.queryKey() });

  const answer = useMutation(
    trpc.showings.answerAppointment.mutationOptions({
      onSuccess: async (result, input) => {
        if (input.type === 'reply') setModal(null);
        toast.success('Done', result.message);
        await reload();
      },
      onError: (error) => toast.error('error', describeMutationError(error).message),
    }),
  );

  return (
    <div className="admin-page">
      <h1 className="admin-page__title">Showings</h1>
      <ChoiceButtons className="toggle-group" label="Which showings" choices={FILTER_CHOICES} value={filter} onChange={setFilter} />

      <QueryView query={appointments} isEmpty={(data) => data.length === 0} empty={<p className="empty-state">Currently there's no showings</p>}>
        {(data) => (
          <DataTable
            look="data"
            stickyActions
            caption={filter === 'ANY' ? 'Available showings' : 'Completed showings'}
            columns={['#', 'Customer Name', 'Email Address', 'Phone Number', 'Message', 'Properties', 'Appointment Date', 'Url', 'Actions']}
          >
            {data.map((appointment, index) => (
              <tr key={appointment.id}>
                <td>{index + 1}</td>
                <td>
                  <span className="data-table__primary">{appointment.fullName}</span>
                  <StatusBadge status={appointment.status} />
                </td>
                <ContactCells email={appointment.emailAddress} phone={appointment.phoneNumber} />
                <td className="data-table__message">{appointment.message}</td>
                <td>
                  <button type="button" className="btn btn--ghost btn--sm" onClick={() => setModal({ kind: 'properties', appointment })}>
                    {appointment.properties.length} · View<span className="visually-hidden"> properties requested by {appointment.fullName}</span>
                  </button>
                </td>
                <td>{formatShowingTime(appointment.appointment, 'Not chosen')}</td>
                <td>
                  <a href={`/showings/${appointment.urlCode}`} target="_blank" rel="noopener noreferrer">
                    /showings/{appointment.urlCode}
                  </a>
                </td>
                <ActionsCell>
                  <button
                    type="button"
                    className="btn btn--primary btn--sm"
                    disabled={filter === 'COMPLETED' || appointment.status !== 'NEW'}
                    onClick={() => setModal({ kind: 'reply', appointment })}
                  >
                    Accept<span className="visually-hidden"> showing of {appointment.fullName}</span>
                  </button>
                  <button
                    type="button"
                    className="btn btn--ghost btn--sm"
                    disabled={filter === 'COMPLETED'}
                    onClick={() => setModal({ kind: 'manage', appointment })}
                  >
                    Manage list<span className="visually-hidden"> of {appointment.fullName}</span>
                  </button>
                  <button
                    type="button"
                    className="btn btn--ghost btn--sm"
                    disabled={appointment.status !== 'ACCEPTED' || answer.isPending}
                    onClick={() => answer.mutate({ appointmentId: appointment.id, type: 'complete', emailAddress: appointment.emailAddress })}
                  >
                    Mark as completed<span className="visually-hidden"> (showing of {appointment.fullName})</span>
                  </button>
                </ActionsCell>
              </tr>
            ))}
          </DataTable>
        )}
      </QueryView>

      {modal?.kind === 'properties' ? <RequestedPropertiesModal appointment={modal.appointment} onClose={() => setModal(null)} /> : null}
      {modal?.kind === 'manage' ? (
        <ManageShowingListModal
          appointment={modal.appointment}
          onClose={() => setModal(null)}
          onSaved={() => {
            setModal(null);
            void reload();
          }}
        />
      ) : null}
      {modal?.kind === 'reply' ? (
        <ReplyModal
          to={modal.appointment}
          details={[
            ['Appointment', formatShowingTime(modal.appointment.appointment, 'Not chosen')],
            ['Message', modal.appointment.message],
          ]}
          initialSubject="Your showing appointment"
          isSending={answer.isPending}
          onSend={(reply) =>
            answer.mutate({
              appointmentId: modal.appointment.id,
              type: 'reply',
              emailAddress: modal.appointment.emailAddress,
              fullName: modal.appointment.fullName,
              ...reply,
            })
          }
          onClose={() => setModal(null)}
        />
      ) : null}
    </div>
  );
}
