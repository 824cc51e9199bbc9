/** The Contact Us "Inquiry Form": first and last name, phone, e-mail, message (public spec, sections 2 and 5). */
import { useMutation } from '@tanstack/react-query';
import { ZContactInquiryInput } from '#shared/schemas/messages.schema.ts';
import { useTRPC } from '../../trpc.ts';
import { FormField } from './FormField.tsx';
import { Honeypot } from './Honeypot.tsx';
import { useSentOutcome } from './use-sent-outcome.ts';
import { useZodForm } from './use-zod-form.ts';
import { SubmitActions } from './SubmitActions.tsx';
import './forms.css';

const EMPTY = { firstName: '', lastName: '', phoneNumber: '', emailAddress: '', enquiry: '', website: '' };

export function ContactForm() {
  const trpc = useTRPC();
  const form = useZodForm(ZContactInquiryInput, EMPTY);
  const outcome = useSentOutcome(form);
  const send = useMutation(trpc.messages.sendContact.mutationOptions({ onSuccess: () => outcome.onSent(), onError: outcome.onError }));

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
