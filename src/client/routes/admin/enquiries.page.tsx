/**
 * Admin Enquiries: visitors' questions about listings (accept with a reply → mark as completed)
 * and, below, the general messages sent from Contact Us.
 */
import { onFirstUse } from '../../lib/on-first-use.ts';
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TEnquiryRow } from '#shared/schemas/messages.schema.ts';
import { ActionsCell, DataTable } from '../../components/table/DataTable.tsx';
import { ContactCells } from '../../components/table/ContactCells.tsx';
import { QueryView } from '../../components/admin/lists/QueryView.tsx';
import { ReplyModal } from '../../components/forms/ReplyModal.tsx';
import { describeMutationError } from '../../components/forms/mutation-error.ts';
import { StatusBadge } from '../../components/showings/StatusBadge.tsx';
import { useToast } from '../../components/toast/use-toast.ts';
import { useTRPC } from '../../trpc.ts';
import { AdminSection } from '../../components/admin/page/AdminCard.tsx';
import '../../components/showings/showings.css';

const dateFormat = onFirstUse(() => new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Toronto' }));
const readableDate = (iso: string) => dateFormat().format(new Date(iso));

export default function EnquiriesPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [replyingTo, setReplyingTo] = useState<TEnquiryRow | null>(null);
  const enquiries = useQuery(trpc.messages.enquiries.queryOptions(undefined, { staleTime: 0 }));
  const contactMessages = useQuery(trpc.messages.contactMessages.queryOptions(undefined, { staleTime: 0 }));
  const reload = () => queryClient.invalidateQueries({ queryKey: trpc.messages.enquiries.queryKey() });

  const answer = useMutation(
    trpc.messages.answerEnquiry.mutationOptions({
      onSuccess: async (result, input) => {
        if (input.type === 'reply') {
          setReplyingTo(null);
          toast.success('Done', result.message);
        } else {
          toast.success(result.message, 'The enquiry is closed.');
        }
        await reload();
      },
      onError: (error) => toast.error('error', describeMutationError(error).message),
    }),
  );

  return (
    <div className="admin-page">
      <h1 className="admin-page__title">Enquiries</h1>
      <QueryView query={enquiries} isEmpty={(data) => data.length === 0} empty={<p className="empty-state">Currently no enquires</p>}>
        {(data) => (
          <DataTable look="data" caption="Enquiries about listings" columns={['Full name', 'Phone number', 'Message', 'Status', 'Actions']}>
            {data.map((enquiry) => (
              <tr key={enquiry.id}>
                <td>
                  <span className="data-table__primary">{enquiry.fullName}</span>
                  <span className="data-table__secondary">{readableDate(enquiry.createdAt)}</span>
                </td>
                <td>{enquiry.phoneNumber ?? '—'}</td>
                <td className="data-table__message">
                  {enquiry.property ? (
                    <span className="data-table__secondary">
                      About {enquiry.property.address} (MLS® {enquiry.property.mls})
                    </span>
                  ) : null}
                  {enquiry.enquiry}
                </td>
                <td>
                  <StatusBadge status={enquiry.status} />
                </td>
                <ActionsCell>
                  <button type="button" className="btn btn--primary btn--sm" disabled={enquiry.status !== 'NEW'} onClick={() => setReplyingTo(enquiry)}>
                    Accept<span className="visually-hidden"> enquiry from {enquiry.fullName}</span>
                  </button>
                  <button
                    type="button"
                    className="btn btn--ghost btn--sm"
                    disabled={enquiry.status !== 'ACCEPTED' || answer.isPending}
                    onClick={() => answer.mutate({ enquiryId: enquiry.id, type: 'complete', emailAddress: enquiry.emailAddress, fullName: enquiry.fullName })}
                  >
                    Mark as completed<span className="visually-hidden"> (enquiry from {enquiry.fullName})</span>
                  </button>
                </ActionsCell>
              </tr>
            ))}
          </DataTable>
        )}
      </QueryView>

      <AdminSection title="Contact messages">
        {contactMessages.isPending ? (
          <p role="status">Please wait while loading</p>
        ) : !contactMessages.data || contactMessages.data.length === 0 ? (
          <p className="empty-state">No contact messages yet</p>
        ) : (
          <DataTable look="data" caption="Messages sent from the Contact Us page" columns={['Name', 'Email', 'Phone number', 'Message', 'Received']}>
            {contactMessages.data.map((message) => (
              <tr key={message.id}>
                <td>
                  {message.firstName} {message.lastName}
                </td>
                <ContactCells email={message.emailAddress} phone={message.phoneNumber} />
                <td className="data-table__message">{message.enquiry}</td>
                <td>{readableDate(message.createdAt)}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </AdminSection>

      {replyingTo ? (
        <ReplyModal
          to={replyingTo}
          details={[['Message', replyingTo.enquiry]]}
          initialSubject={replyingTo.property ? `Re: ${replyingTo.property.address}` : 'Re: your enquiry'}
          isSending={answer.isPending}
          onSend={(reply) =>
            answer.mutate({ enquiryId: replyingTo.id, type: 'reply', emailAddress: replyingTo.emailAddress, fullName: replyingTo.fullName, ...reply })
          }
          onClose={() => setReplyingTo(null)}
        />
      ) : null}
    </div>
  );
}
