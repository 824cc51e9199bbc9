/**
 * The appointment form under a non-empty showing list: name, e-mail, phone, message and the
 * wished date and time (Toronto), sent with the list. The button reads 'Please wait while
 * submitting' while busy (public spec, section 4).
 */
import { useMutation } from '@tanstack/react-query';
import { ZAppointmentInput, type TAppointmentCreated } from '#shared/schemas/showings.schema.ts';
import type { ShowingListEntry } from '../../showings/showing-list.ts';
import { pickerNow } from '../../showings/showing-time.ts';
import { useTRPC } from '../../trpc.ts';
import { FormField } from '../forms/FormField.tsx';
import { Honeypot } from '../forms/Honeypot.tsx';
import { showFormError } from '../forms/mutation-error.ts';
import { NameEmailRow } from '../forms/NameEmailRow.tsx';
import { SubmitActions } from '../forms/SubmitActions.tsx';
import { useZodForm } from '../forms/use-zod-form.ts';
import { useToast } from '../toast/use-toast.ts';
import '../forms/forms.css';

export const APPOINTMENT_FAILED = 'Something went wrong';

// The server's own schema, minus the list (it comes from storage, not from a field).
const ZVisitorFields = ZAppointmentInput.pick({ fullName: true, emailAddress: true, phoneNumber: true, message: true, appointment: true, website: true });
const EMPTY = { fullName: '', emailAddress: '', phoneNumber: '', message: '', appointment: '', website: '' };

interface AppointmentFormProps {
  entries: readonly ShowingListEntry[];
  onBooked: (booking: TAppointmentCreated & { addresses: string[] }) => void;
}

export function AppointmentForm({ entries, onBooked }: AppointmentFormProps) {
  const trpc = useTRPC();
  const toast = useToast();
  const form = useZodForm(ZVisitorFields, EMPTY);
  const book = useMutation(
    trpc.showings.book.mutationOptions({
      onError: (error) => showFormError(error, form, toast, APPOINTMENT_FAILED),
    }),
  );

  const onSubmit = form.handleSubmit((fields) => {
    const addresses = entries.map((entry) => (entry.municipality ? `${entry.address}, ${entry.municipality}` : entry.address));
    book.mutate(
      { ...fields, properties: [...entries] },
      {
        onSuccess: (booking) => {
          form.reset();
          onBooked({ ...booking, addresses });
        },
      },
    );
  });

  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-labelledby="appointment-form-title">
      <h2 id="appointment-form-title" className="form-card__title">
        Book an appointment
      </h2>
      <NameEmailRow form={form} />
      <div className="form-row">
        <FormField form={form} name="phoneNumber" label="Phone" type="tel" autoComplete="tel" />
        <FormField form={form} name="appointment" label="Date and Time (Toronto time)" type="datetime-local" inputProps={{ min: pickerNow() }} />
      </div>
      <FormField form={form} name="message" label="Message" multiline rows={4} required />
      <Honeypot form={form} />
      <SubmitActions label="Send" busyLabel="Please wait while submitting" isPending={book.isPending} />
    </form>
  );
}
