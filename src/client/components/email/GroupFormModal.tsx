/** New Group: its Group Type (required, unique whatever the case). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZGroupInput } from '#shared/schemas/email.schema.ts';
import { FormField } from '../forms/FormField.tsx';
import { describeMutationError } from '../forms/mutation-error.ts';
import { useZodForm } from '../forms/use-zod-form.ts';
import { Modal } from '../modal/Modal.tsx';
import { useToast } from '../toast/use-toast.ts';
import { useTRPC } from '../../trpc.ts';

export function GroupFormModal({ onClose }: { onClose: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const form = useZodForm(ZGroupInput, { group_type: '' });
  const create = useMutation(
    trpc.email.createGroup.mutationOptions({
      onSuccess: async (result) => {
        toast.success('Done', result.message);
        await queryClient.invalidateQueries({ queryKey: trpc.email.pathKey() });
        onClose();
      },
      onError: (error) => {
        const failure = describeMutationError(error);
        form.setServerErrors(failure.fieldErrors);
        toast.error('Error', failure.fieldErrors.group_type?.[0] ?? failure.message);
      },
    }),
  );
  return (
    <Modal open title="New Group" onClose={onClose}>
      <form className="form" noValidate onSubmit={form.handleSubmit((group) => create.mutate(group))}>
        <FormField form={form} name="group_type" label="Group Type" required autoComplete="off" />
        <div className="form-actions">
          <button type="submit" className="btn btn--primary" disabled={create.isPending} aria-busy={create.isPending}>
            {create.isPending ? 'Please wait. . .' : 'Add'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
