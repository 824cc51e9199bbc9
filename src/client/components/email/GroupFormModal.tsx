/** New Group: its Group Type (required, unique whatever the case). */
import { useMutation } from '@tanstack/react-query';
import { ZGroupInput } from '#shared/schemas/email.schema.ts';
import { ModalForm } from '../admin/forms/ModalForm.tsx';
import { useModalFormOutcome } from '../admin/forms/use-modal-form-outcome.ts';
import { FormField } from '../forms/FormField.tsx';
import { useZodForm } from '../forms/use-zod-form.ts';
import { useTRPC } from '../../trpc.ts';

export function GroupFormModal({ onClose }: { onClose: () => void }) {
  const trpc = useTRPC();
  const form = useZodForm(ZGroupInput, { group_type: '' });
  const outcome = useModalFormOutcome({ form, reloadKey: trpc.email.pathKey(), onClose, toastField: 'group_type' });
  const create = useMutation(trpc.email.createGroup.mutationOptions(outcome));
  return (
    <ModalForm title="New Group" onClose={onClose} onSubmit={form.handleSubmit((group) => create.mutate(group))} submitLabel="Add" isPending={create.isPending}>
      <FormField form={form} name="group_type" label="Group Type" required autoComplete="off" />
    </ModalForm>
  );
}
