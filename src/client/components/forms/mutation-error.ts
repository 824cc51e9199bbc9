/**
 * What a failed call means for a form: the per-field messages the server returned (400), and the
 * text to show. The spec's generic message stands for most failures; a rate limit (429) or a
 * refused transition (409) carries the server's own, more useful, sentence.
 */
import { TRPCClientError } from '@trpc/client';
import type { ServerFieldErrors } from './use-zod-form.ts';

export const SOMETHING_WENT_WRONG = 'Something went wrong.';

interface ErrorData {
  httpStatus?: number;
  fieldErrors?: ServerFieldErrors | null;
}

export function describeMutationError(
  error: unknown,
  fallback = SOMETHING_WENT_WRONG,
): { message: string; fieldErrors: ServerFieldErrors; status: number | null } {
  if (!(error instanceof TRPCClientError)) return { message: fallback, fieldErrors: {}, status: null };
  const data = (error.data ?? {}) as ErrorData;
  const status = data.httpStatus ?? null;
  const isExplained = status === 429 || status === 409;
  return { message: isExplained ? error.message : fallback, fieldErrors: data.fieldErrors ?? {}, status };
}

/**
 * The usual end of a form's failed mutation: the server's field messages under their fields and
 * the text in an error toast. Forms that react to a status (409, 401) or a field of their own
 * read `describeMutationError` themselves.
 */
export function showFormError(
  error: unknown,
  form: { setServerErrors(errors: ServerFieldErrors): void },
  toast: { error(title: string, message: string): void },
  fallback?: string,
): void {
  const { message, fieldErrors } = describeMutationError(error, fallback);
  form.setServerErrors(fieldErrors);
  toast.error('Error', message);
}
