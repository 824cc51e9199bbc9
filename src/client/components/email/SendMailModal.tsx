/** The grid's "send email" action: one contact, a template (reply, thanks or test), subject and message. */
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { MAIL_TEMPLATES, ZSingleSendFields, type TContactRow } from '#shared/schemas/email.schema.ts';
import { FormField } from '../forms/FormField.tsx';
import { SubmitActions } from '../forms/SubmitActions.tsx';
import { showFormError } from '../forms/mutation-error.ts';
import { useZodForm } from '../forms/use-zod-form.ts';
import { Modal } from '../modal/Modal.tsx';
import { useToast } from '../toast/use-toast.ts';
import { useTRPC } from '../../trpc.ts';
import { TemplateChoice } from './TemplateChoice.tsx';

export function SendMailModal({ contact, onClose }: { contact: TContactRow; onClose: () => void }) {
  const trpc = useTRPC();
  const toast = useToast();
  const [template, setTemplate] = useState<(typeof MAIL_TEMPLATES)[number]>('reply');
  const form = useZodForm(ZSingleSendFields, { subject: '', msg: '' });
  const send = useMutation(
    trpc.email.send.mutationOptions({
      onSuccess: (result) => {
        toast.success('Done', result.message);
        onClose();
      },
      onError: (error) => showFormError(error, form, toast),
    }),
  );
  return (
    <Modal open title="Send Mail" onClose={onClose}>
      <p className="form-note">
        To {contact.full_name} &lt;{contact.email}&gt;
      </p>
      {contact.unsubscribed ? (
        <p className="form-error">This contact unsubscribed: the list can no longer mail them.</p>
      ) : (
        <form className="form" noValidate onSubmit={form.handleSubmit((fields) => send.mutate({ id: contact.id, template, ...fields }))}>
          <TemplateChoice templates={MAIL_TEMPLATES} value={template} onChange={setTemplate} />
          <FormField form={form} name="subject" label="Email Subject" required />
          <FormField form={form} name="msg" label="Message" multiline rows={6} required />
          <SubmitActions label="Send" isPending={send.isPending} />
        </form>
      )}
    </Modal>
  );
}
