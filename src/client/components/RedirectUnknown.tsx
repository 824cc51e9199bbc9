/** Unknown places are not pages: send them home, or to the admin sign-in (see admin-guard.ts). */
import { Navigate, useLocation } from '@tanstack/react-router';
import { unknownPathRedirect } from '../auth/admin-guard.ts';
import { readStoredAuth } from '../auth/auth-storage.ts';

export function RedirectUnknown() {
  const pathname = useLocation({ select: (location) => location.pathname });
  return <Navigate to={unknownPathRedirect(pathname, readStoredAuth())} replace />;
}
