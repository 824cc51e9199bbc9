/**
 * The admin shell: side navigation (a collapsible top menu on small screens), the signed-in
 * account and Logout. It leaves for /admin/login as soon as the stored session disappears: a
 * refused token refresh, a sign-out in another tab, or `auth.me` failing at mount.
 * Loaded lazily, so none of this reaches visitors of the public site.
 */
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, Outlet } from '@tanstack/react-router';
import { useStoredAuth } from '../../auth/auth-storage.ts';
import { useMenuToggle } from '../../hooks/use-menu-toggle.ts';
import { useTRPC } from '../../trpc.ts';
import { FeedWatchBanner } from '../admin/ops/FeedWatchBanner.tsx';
import { ADMIN_NAV } from './admin-nav.ts';
import { MenuButton } from './MenuButton.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink.tsx';
import '../../styles/admin.css';

// Checking the session once in a while is enough; every admin call is checked by the server anyway.
const SESSION_CHECK_STALE_MS = 5 * 60_000;

export default function AdminLayout() {
  const auth = useStoredAuth();
  const trpc = useTRPC();
  const menu = useMenuToggle();
  // Validates a stored session that may be stale; an UNAUTHORIZED answer goes through refresh.
  useQuery({ ...trpc.auth.me.queryOptions(undefined, { staleTime: SESSION_CHECK_STALE_MS }), enabled: auth !== null });

  if (!auth) return <Navigate to="/admin/login" replace />;

  return (
    <div className="admin-shell">
      <SkipLink />
      <aside className="admin-sidebar on-dark">
        <div className="admin-sidebar__top">
          <Link to="/admin/home" className="admin-brand">
            Realtor Admin
          </Link>
          <MenuButton menu={menu} controls="admin-nav" className="menu-button menu-button--dark" />
        </div>
        <nav id="admin-nav" className="admin-nav" data-open={menu.isOpen} aria-label="Admin">
          <ul>
            {ADMIN_NAV.map(({ label, ...link }) => (
              <li key={label}>
                <Link {...link} className="admin-nav__link" onClick={menu.closeOnLinkClick}>
                  {label}
                </Link>
              </li>
            ))}
            <li className="admin-nav__separator">
              <Link to="/" className="admin-nav__link" onClick={menu.closeOnLinkClick}>
                View website
              </Link>
            </li>
            <li>
              <Link to="/admin/logout" className="admin-nav__link" preload={false} onClick={menu.closeOnLinkClick}>
                Logout
              </Link>
            </li>
          </ul>
        </nav>
      </aside>
      <div className="admin-main">
        <header className="admin-topbar">
          <span className="admin-topbar__user">{auth.user?.email ? `Signed in as ${auth.user.email}` : 'Signed in'}</span>
          <Link to="/admin/logout" className="btn btn--ghost btn--sm" preload={false}>
            Logout
          </Link>
        </header>
        <main id={MAIN_CONTENT_ID} className="admin-content" tabIndex={-1}>
          <FeedWatchBanner />
          <Outlet />
        </main>
      </div>
    </div>
  );
}
