/** New Email: Full Name, Email Address, Phone Number and a group from the dropdown (default 'None'). */
import { useId } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_GROUP, ZContactInput, type TGroupRow } from '#shared/schemas/email.schema.ts';
import { FormField } from '../forms/FormField.tsx';
import { describeMutationError } from '../forms/mutation-error.ts';
import { useZodForm } from '../forms/use-zod-form.ts';
import { Modal } from '../modal/Modal.tsx';
import { useToast } from '../toast/use-toast.ts';
import { useTRPC } from '../../trpc.ts';

export function ContactFormModal({ groups, onClose }: { groups: TGroupRow[]; onClose: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const groupId = useId();
  const form = useZodForm(ZContactInput, { full_name: '', email: '', phone_number: '', group_type: DEFAULT_GROUP });
  const create = useMutation(
    trpc.email.createContact.mutationOptions({
      onSuccess: async (result) => {
        toast.success('Done', result.message);
        await queryClient.invalidateQueries({ queryKey: trpc.email.pathKey() });
        onClose();
      },
      onError: (error) => {
        const failure = describeMutationError(error);
        form.setServerErrors(failure.fieldErrors);
        toast.error('Error', failure.fieldErrors.email?.[0] ?? failure.message);
      },
    }),
  );
  return (
    <Modal open title="New Email" onClose={onClose}>
      <form className="form" noValidate onSubmit={form.handleSubmit((contact) => create.mutate(contact))}>
        <FormField form={form} name="full_name" label="Full Name" required autoComplete="off" />
        <FormField form={form} name="email" label="Email Address" type="email" required autoComplete="off" />
        <FormField form={form} name="phone_number" label="Phone Number" type="tel" autoComplete="off" />
        <div className="field">
          <label htmlFor={groupId}>Group</label>
          <select id={groupId} className="input" value={form.values.group_type} onChange={(event) => form.setValue('group_type', event.target.value)}>
            {groups.map((group) => (
              <option key={group.id} value={group.group_type}>
                {group.group_type}
              </option>
            ))}
          </select>
        </div>
        <div className="form-actions">
          <button type="submit" className="btn btn--primary" disabled={create.isPending} aria-busy={create.isPending}>
            {create.isPending ? 'Please wait. . .' : 'Add'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
