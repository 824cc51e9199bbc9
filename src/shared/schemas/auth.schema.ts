import { z } from 'zod';

export const ZLoginInput = z.object({
  email: z.string().trim().min(1, 'email and password is required').max(254),
  password: z.string().min(1, 'email and password is required').max(1024),
});
export type TLoginInput = z.infer<typeof ZLoginInput>;

export const ZRefreshInput = z.object({ refresh_token: z.string().min(1).max(512) });
export type TRefreshInput = z.infer<typeof ZRefreshInput>;
