/** The agent's reply to a visitor (enquiries and showings): who asked, what they asked, and the reply form. */
import { Fragment, type ReactNode } from 'react';
import { Modal } from '../modal/Modal.tsx';
import { ReplyForm } from './ReplyForm.tsx';

interface ReplyModalProps {
  to: { fullName: string; emailAddress: string; phoneNumber: string | null };
  /** What the visitor asked, after their contact details: [label, text] rows. */
  details: [label: string, value: ReactNode][];
  initialSubject: string;
  isSending: boolean;
  onSend: (reply: { subject: string; msg: string }) => void;
  onClose: () => void;
}

export function ReplyModal({ to, details, initialSubject, isSending, onSend, onClose }: ReplyModalProps) {
  return (
    <Modal open title={`Reply to ${to.fullName}`} onClose={onClose}>
      <dl className="detail-list">
        <dt>Customer name</dt>
        <dd>{to.fullName}</dd>
        <dt>Email</dt>
        <dd>{to.emailAddress}</dd>
        <dt>Phone</dt>
        <dd>{to.phoneNumber ?? '—'}</dd>
        {details.map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
      <ReplyForm isSending={isSending} initialSubject={initialSubject} onSend={onSend} />
    </Modal>
  );
}
