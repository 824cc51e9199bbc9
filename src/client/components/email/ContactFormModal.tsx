/** New Email: Full Name, Email Address, Phone Number and a group from the dropdown (default 'None'). */
import { useMutation } from '@tanstack/react-query';
import { DEFAULT_GROUP, ZContactInput, type TGroupRow } from '#shared/schemas/email.schema.ts';
import { ModalForm } from '../admin/forms/ModalForm.tsx';
import { useModalFormOutcome } from '../admin/forms/use-modal-form-outcome.ts';
import { FormField } from '../forms/FormField.tsx';
import { useZodForm } from '../forms/use-zod-form.ts';
import { useTRPC } from '../../trpc.ts';
import { GroupSelect } from './GroupSelect.tsx';

export function ContactFormModal({ groups, onClose }: { groups: TGroupRow[]; onClose: () => void }) {
  const trpc = useTRPC();
  const form = useZodForm(ZContactInput, { full_name: '', email: '', phone_number: '', group_type: DEFAULT_GROUP });
  const outcome = useModalFormOutcome({ form, reloadKey: trpc.email.pathKey(), onClose, toastField: 'email' });
  const create = useMutation(trpc.email.createContact.mutationOptions(outcome));
  return (
    <ModalForm
      title="New Email"
      onClose={onClose}
      onSubmit={form.handleSubmit((contact) => create.mutate(contact))}
      submitLabel="Add"
      isPending={create.isPending}
    >
      <FormField form={form} name="full_name" label="Full Name" required autoComplete="off" />
      <FormField form={form} name="email" label="Email Address" type="email" required autoComplete="off" />
      <FormField form={form} name="phone_number" label="Phone Number" type="tel" autoComplete="off" />
      <GroupSelect groups={groups} value={form.values.group_type} onChange={(groupType) => form.setValue('group_type', groupType)} />
    </ModalForm>
  );
}
