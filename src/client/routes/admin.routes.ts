/**
 * The admin route table (admin spec, section 2). Nothing of the admin area is in the public entry
 * bundle: the shell and every page are lazily loaded chunks. Only the guards live here: without a
 * stored `auth` value every /admin page redirects to /admin/login (the server still checks every
 * admin call). Add a page: one line below plus `routes/admin/<name>.page.tsx` (default export).
 */
import type { ComponentType } from 'react';
import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { ADMIN_HOME_PATH, adminGuardRedirect } from '../auth/admin-guard.ts';
import { readStoredAuth } from '../auth/auth-storage.ts';
import { signOut } from '../auth/sign-out.ts';
import { rootRoute } from './root.route.tsx';

export const adminAreaRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: '_admin',
  beforeLoad: ({ location }) => {
    const target = adminGuardRedirect(location.pathname, readStoredAuth());
    if (target) throw redirect({ href: target, replace: true });
  },
  component: lazyRouteComponent(() => import('../components/layout/AdminLayout.tsx')),
});

function adminPage<const TPath extends string>(path: TPath, pageTitle: string, load: () => Promise<{ default: ComponentType }>) {
  return createRoute({
    getParentRoute: () => adminAreaRoute,
    path,
    staticData: { pageTitle: `Admin - ${pageTitle}` },
    component: lazyRouteComponent(load),
  });
}

const adminLoginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'admin/login',
  staticData: { pageTitle: 'Admin - Login' },
  beforeLoad: () => {
    if (readStoredAuth()) throw redirect({ href: ADMIN_HOME_PATH, replace: true });
  },
  component: lazyRouteComponent(() => import('./admin/login.page.tsx')),
});

const adminLogoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'admin/logout',
  staticData: { pageTitle: 'Admin - Logout' },
  beforeLoad: async ({ context, preload }) => {
    // Hovering the Logout link preloads this route; only a real navigation signs out.
    if (preload) return;
    await signOut(context);
    throw redirect({ to: '/admin/login', replace: true });
  },
});

const adminIndexRoute = createRoute({
  getParentRoute: () => adminAreaRoute,
  path: 'admin',
  beforeLoad: () => {
    throw redirect({ href: ADMIN_HOME_PATH, replace: true });
  },
});

export const adminRouteTrees = [
  adminLoginRoute,
  adminLogoutRoute,
  adminAreaRoute.addChildren([
    adminIndexRoute,
    adminPage('admin/home', 'Home', () => import('./admin/home.page.tsx')),
    adminPage('admin/own', 'Own Properties', () => import('./admin/own-properties.page.tsx')),
    adminPage('admin/estate/details/$propertyId/$propertyType', 'Property Details', () => import('./admin/property-details.page.tsx')),
    adminPage('admin/enquiries', 'Enquiries', () => import('./admin/enquiries.page.tsx')),
    adminPage('admin/showings', 'Showings', () => import('./admin/showings.page.tsx')),
    adminPage('admin/visitors', 'Visitors', () => import('./admin/visitors.page.tsx')),
    adminPage('admin/tours', 'Tours', () => import('./admin/tours.page.tsx')),
    adminPage('admin/email-list', 'Email List', () => import('./admin/email-list.page.tsx')),
    adminPage('admin/email-list/send', 'Compose Mail', () => import('./admin/email-send.page.tsx')),
    adminPage('admin/email-list/import', 'CSV Import', () => import('./admin/email-import.page.tsx')),
    adminPage('admin/email-list/bulk/$group_type', 'Bulk Mail', () => import('./admin/email-bulk.page.tsx')),
    adminPage('admin/mailbox', 'Mailbox', () => import('./admin/mailbox.page.tsx')),
    adminPage('admin/backups', 'Backups', () => import('./admin/backups.page.tsx')),
    adminPage('admin/blog', 'Blog', () => import('./admin/blog.page.tsx')),
    adminPage('admin/profile', 'Profile', () => import('./admin/profile.page.tsx')),
    adminPage('admin/settings', 'Settings', () => import('./admin/settings.page.tsx')),
    adminPage('admin/feedbacks', 'Feedbacks', () => import('./admin/feedbacks.page.tsx')),
    adminPage('admin/todos', 'Todos', () => import('./admin/todos.page.tsx')),
    adminPage('admin/image-upload', 'Image Upload', () => import('./admin/image-upload.page.tsx')),
  ]),
] as const;
