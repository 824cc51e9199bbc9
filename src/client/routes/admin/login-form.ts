/** Sign-in form rules and messages (admin spec, sections 5 and 8). */
import { TRPCClientError } from '@trpc/client';

export const MISSING_FIELDS_MESSAGE = 'email and password is required';
const UNREACHABLE_MESSAGE = 'Something went wrong. Please try again.';

export function validateLoginFields(email: string, password: string): string | null {
  return email.trim() === '' || password === '' ? MISSING_FIELDS_MESSAGE : null;
}

/** The server's own message when it answered ('Invalid credentials.', rate limit), else a generic one. */
export function loginErrorMessage(error: unknown): string {
  return error instanceof TRPCClientError && error.data ? error.message : UNREACHABLE_MESSAGE;
}
