/**
 * Where a path may go given the stored session (admin spec, section 2): admin pages exist only
 * while `auth` is stored, so without it every /admin path except the sign-in page goes to
 * /admin/login; any other unknown path goes to /. Pure so the router and the tests share it.
 */
import type { StoredAuth } from './auth-storage.ts';

export const ADMIN_LOGIN_PATH = '/admin/login';
export const ADMIN_HOME_PATH = '/admin/home';

function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

export function isAdminPath(pathname: string): boolean {
  const path = withoutTrailingSlash(pathname).toLowerCase();
  return path === '/admin' || path.startsWith('/admin/');
}

/** The sign-in page when an admin path is opened without a stored session, otherwise null. */
export function adminGuardRedirect(pathname: string, auth: StoredAuth | null): string | null {
  if (auth || !isAdminPath(pathname)) return null;
  return withoutTrailingSlash(pathname).toLowerCase() === ADMIN_LOGIN_PATH ? null : ADMIN_LOGIN_PATH;
}

/** Where an unmatched path is sent. */
export function unknownPathRedirect(pathname: string, auth: StoredAuth | null): string {
  return adminGuardRedirect(pathname, auth) ?? '/';
}
