/**
 * "Ask about this home" on the property detail page: name, e-mail, phone, message, sent as an
 * enquiry about the listing (public spec, sections 2 and 5). Place it with the listing's id and
 * class as the detail URL spells it (kept with the enquiry): <AskAboutHomeForm listingId={id} listingClass="resedential" />.
 */
import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../trpc.ts';
import { FormField } from '../forms/FormField.tsx';
import { Honeypot } from '../forms/Honeypot.tsx';
import { useSentOutcome } from '../forms/use-sent-outcome.ts';
import { lazySchema, useZodForm } from '../forms/use-zod-form.ts';
import { FormCard } from '../forms/FormCard.tsx';
import '../forms/forms.css';

// The property comes from the page, so the form checks only what the visitor types, by the same rules.
// Loaded after the detail page hydrates: zod is not part of what the page evaluates first.
const ZVisitorFields = lazySchema(() =>
  import('#shared/schemas/messages.schema.ts').then(({ ZPropertyEnquiryInput }) =>
    ZPropertyEnquiryInput.pick({ fullName: true, emailAddress: true, phoneNumber: true, enquiry: true, website: true }),
  ),
);
const EMPTY = { fullName: '', emailAddress: '', phoneNumber: '', enquiry: '', website: '' };

interface AskAboutHomeFormProps {
  listingId: number;
  listingClass: string;
}

export function AskAboutHomeForm({ listingId, listingClass }: AskAboutHomeFormProps) {
  const trpc = useTRPC();
  const form = useZodForm(ZVisitorFields, EMPTY);
  const outcome = useSentOutcome(form);
  const send = useMutation(trpc.messages.sendEnquiry.mutationOptions({ onSuccess: () => outcome.onSent(), onError: outcome.onError }));

  return (
    <FormCard title="Ask about this home">
      <form className="form" noValidate onSubmit={form.handleSubmit((fields) => send.mutate({ ...fields, listingId, listingClass }))}>
        <FormField form={form} name="fullName" label="Full name" autoComplete="name" required />
        <FormField form={form} name="emailAddress" label="Email address" type="email" autoComplete="email" required />
        <FormField form={form} name="phoneNumber" label="Phone number" type="tel" autoComplete="tel" />
        <FormField form={form} name="enquiry" label="Message" multiline rows={4} required />
        <Honeypot form={form} />
        <button type="submit" className="btn btn--primary btn--block" disabled={send.isPending} aria-busy={send.isPending}>
          {send.isPending ? 'Sending…' : 'Send'}
        </button>
      </form>
    </FormCard>
  );
}
