import { z } from 'zod';

export const ZLoginInput = z.object({
  email: z.string().trim().min(1, 'email and password is required').max(254),
  password: z.string().min(1, 'email and password is required').max(1024),
});
export type TLoginInput = z.infer<typeof ZLoginInput>;

/**
 * The browser sends nothing: its refresh token is in an HttpOnly cookie. A token in the body is
 * still accepted (the REST spec's "token payload or none"), and only then is the rotated one
 * answered in the body too.
 */
export const ZRefreshInput = z.object({ refresh_token: z.string().min(1).max(512).optional() }).optional();
export type TRefreshInput = z.infer<typeof ZRefreshInput>;

export const MIN_PASSWORD_LENGTH = 10;

export const ZChangePasswordInput = z.object({
  current_password: z.string().min(1, 'Enter your current password.').max(1024),
  new_password: z.string().min(MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters.`).max(1024),
});
export type TChangePasswordInput = z.infer<typeof ZChangePasswordInput>;
