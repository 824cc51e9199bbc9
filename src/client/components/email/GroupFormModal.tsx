/** New Group: its Group Type (required, unique whatever the case). */
import { useMutation } from '@tanstack/react-query';
import { ZGroupInput } from '#shared/schemas/email.schema.ts';
import { SubmitActions } from '../forms/SubmitActions.tsx';
import { useModalFormOutcome } from '../admin/forms/use-modal-form-outcome.ts';
import { FormField } from '../forms/FormField.tsx';
import { useZodForm } from '../forms/use-zod-form.ts';
import { Modal } from '../modal/Modal.tsx';
import { useTRPC } from '../../trpc.ts';

export function GroupFormModal({ onClose }: { onClose: () => void }) {
  const trpc = useTRPC();
  const form = useZodForm(ZGroupInput, { group_type: '' });
  const outcome = useModalFormOutcome({ form, reloadKey: trpc.email.pathKey(), onClose, toastField: 'group_type' });
  const create = useMutation(trpc.email.createGroup.mutationOptions(outcome));
  return (
    <Modal open title="New Group" onClose={onClose}>
      <form className="form" noValidate onSubmit={form.handleSubmit((group) => create.mutate(group))}>
        <FormField form={form} name="group_type" label="Group Type" required autoComplete="off" />
        <SubmitActions label="Add" isPending={create.isPending} />
      </form>
    </Modal>
  );
}
