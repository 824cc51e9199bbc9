/** Change Group: move one contact to another group. */
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TContactRow, TGroupRow } from '#shared/schemas/email.schema.ts';
import { ModalForm } from '../admin/forms/ModalForm.tsx';
import { describeMutationError } from '../forms/mutation-error.ts';
import { useToast } from '../toast/use-toast.ts';
import { useTRPC } from '../../trpc.ts';
import { GroupSelect } from './GroupSelect.tsx';

export function ChangeGroupModal({ contact, groups, onClose }: { contact: TContactRow; groups: TGroupRow[]; onClose: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [groupType, setGroupType] = useState(contact.group_type);
  const change = useMutation(
    trpc.email.changeGroup.mutationOptions({
      onSuccess: async (result) => {
        toast.success('Done', result.message);
        await queryClient.invalidateQueries({ queryKey: trpc.email.pathKey() });
        onClose();
      },
      onError: (error) => toast.error('Error', describeMutationError(error).message),
    }),
  );
  return (
    <ModalForm
      title={`Change Group of ${contact.full_name}`}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        change.mutate({ id: contact.id, group_type: groupType });
      }}
      submitLabel="Change Group"
      isPending={change.isPending}
      disabled={groupType === contact.group_type}
    >
      <GroupSelect groups={groups} value={groupType} onChange={setGroupType} />
    </ModalForm>
  );
}
