/** Change Group: move one contact to another group. */
import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TContactRow, TGroupRow } from '#shared/schemas/email.schema.ts';
import { describeMutationError } from '../forms/mutation-error.ts';
import { Modal } from '../modal/Modal.tsx';
import { useToast } from '../toast/use-toast.ts';
import { useTRPC } from '../../trpc.ts';

export function ChangeGroupModal({ contact, groups, onClose }: { contact: TContactRow; groups: TGroupRow[]; onClose: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const selectId = useId();
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
    <Modal open title={`Change Group of ${contact.full_name}`} onClose={onClose}>
      <form
        className="form"
        onSubmit={(event) => {
          event.preventDefault();
          change.mutate({ id: contact.id, group_type: groupType });
        }}
      >
        <div className="field">
          <label htmlFor={selectId}>Group</label>
          <select id={selectId} className="input" value={groupType} onChange={(event) => setGroupType(event.target.value)}>
            {groups.map((group) => (
              <option key={group.id} value={group.group_type}>
                {group.group_type}
              </option>
            ))}
          </select>
        </div>
        <div className="form-actions">
          <button type="submit" className="btn btn--primary" disabled={change.isPending || groupType === contact.group_type} aria-busy={change.isPending}>
            {change.isPending ? 'Please wait. . .' : 'Change Group'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
