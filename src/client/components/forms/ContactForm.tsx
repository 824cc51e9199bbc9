/** The Contact Us "Inquiry Form": first and last name, phone, e-mail, message (public spec, sections 2 and 5). */
import { useMutation } from '@tanstack/react-query';
import { MESSAGE_SENT, ZContactInquiryInput } from '#shared/schemas/messages.schema.ts';
import { useTRPC } from '../../trpc.ts';
import { useToast } from '../toast/use-toast.ts';
import { FormField } from './FormField.tsx';
import { Honeypot } from './Honeypot.tsx';
import { showFormError } from './mutation-error.ts';
import { useZodForm } from './use-zod-form.ts';
import { SubmitActions } from './SubmitActions.tsx';
import './forms.css';

const EMPTY = { firstName: '', lastName: '', phoneNumber: '', emailAddress: '', enquiry: '', website: '' };

export function ContactForm() {
  const trpc = useTRPC();
  const toast = useToast();
  const form = useZodForm(ZContactInquiryInput, EMPTY);
  const send = useMutation(
    trpc.messages.sendContact.mutationOptions({
      onSuccess: () => {
        toast.success('Done', MESSAGE_SENT);
        form.reset();
      },
      onError: (error) => showFormError(error, form, toast),
    }),
  );

  return (
    <form className="form" noValidate onSubmit={form.handleSubmit((data) => send.mutate(data))} aria-label="Inquiry Form">
      <div className="form-row">
        <FormField form={form} name="firstName" label="First name" autoComplete="given-name" required />
        <FormField form={form} name="lastName" label="Last name" autoComplete="family-name" required />
      </div>
      <div className="form-row">
        <FormField form={form} name="phoneNumber" label="Phone number" type="tel" autoComplete="tel" />
        <FormField form={form} name="emailAddress" label="Email" type="email" autoComplete="email" required />
      </div>
      <FormField form={form} name="enquiry" label="Message" multiline required />
      <Honeypot form={form} />
      <SubmitActions label="Submit" busyLabel="Sending…" isPending={send.isPending} />
    </form>
  );
}
