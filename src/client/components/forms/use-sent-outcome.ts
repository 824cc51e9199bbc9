/**
 * What a visitor's message form (contact, ask about a home, blog reply) does with its mutation's
 * answer: on success a toast ('Done' and the spec's "sent" text unless the form says otherwise)
 * and the form emptied for a next message; on failure the server's field messages on the form and
 * an error toast (showFormError).
 */
import { MESSAGE_SENT } from '#shared/schemas/message-texts.ts';
import { useToast } from '../toast/use-toast.ts';
import { showFormError } from './mutation-error.ts';
import type { ServerFieldErrors } from './use-zod-form.ts';

interface SentForm {
  reset(): void;
  setServerErrors(errors: ServerFieldErrors): void;
}

export function useSentOutcome(form: SentForm) {
  const toast = useToast();
  return {
    onSent: (title = 'Done', text: string = MESSAGE_SENT) => {
      toast.success(title, text);
      form.reset();
    },
    onError: (error: unknown) => showFormError(error, form, toast),
  };
}
