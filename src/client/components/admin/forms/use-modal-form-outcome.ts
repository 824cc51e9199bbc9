/**
 * What an admin form in a modal does with its mutation's answer: on success a 'Done' toast with
 * the server's message, the affected queries reloaded and the modal closed; on failure the
 * server's field messages on the form and an 'Error' toast (naming the `toastField` message when
 * the server gave one, as the short forms have a single field worth naming).
 */
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { describeMutationError } from '../../forms/mutation-error.ts';
import type { ServerFieldErrors } from '../../forms/use-zod-form.ts';
import { useToast } from '../../toast/use-toast.ts';

interface ModalFormOutcomeOptions {
  form: { setServerErrors(errors: ServerFieldErrors): void };
  reloadKey: QueryKey;
  onClose: () => void;
  toastField: string;
}

export function useModalFormOutcome({ form, reloadKey, onClose, toastField }: ModalFormOutcomeOptions) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return {
    onSuccess: async (result: { message: string }) => {
      toast.success('Done', result.message);
      await queryClient.invalidateQueries({ queryKey: reloadKey });
      onClose();
    },
    onError: (error: unknown) => {
      const failure = describeMutationError(error);
      form.setServerErrors(failure.fieldErrors);
      toast.error('Error', failure.fieldErrors[toastField]?.[0] ?? failure.message);
    },
  };
}
