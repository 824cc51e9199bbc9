/** The agent's reply form (enquiries and showings): subject and message, both required. */
import { ZReplyFields } from '#shared/schemas/messages.schema.ts';
import { FormField } from './FormField.tsx';
import { useZodForm } from './use-zod-form.ts';
import { SubmitActions } from './SubmitActions.tsx';
import './forms.css';

interface ReplyFormProps {
  isSending: boolean;
  onSend: (reply: { subject: string; msg: string }) => void;
  initialSubject?: string;
}

export function ReplyForm({ isSending, onSend, initialSubject = '' }: ReplyFormProps) {
  const form = useZodForm(ZReplyFields, { subject: initialSubject, msg: '' });
  return (
    <form className="form" noValidate onSubmit={form.handleSubmit(onSend)}>
      <FormField form={form} name="subject" label="Subject" required />
      <FormField form={form} name="msg" label="Message" multiline rows={6} required />
      <SubmitActions label="Send reply" isPending={isSending} />
    </form>
  );
}
