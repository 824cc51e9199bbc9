/** The admin navigation (admin spec, section 2: "Navigation links"). */
import { linkOptions } from '@tanstack/react-router';

export const ADMIN_NAV = linkOptions([
  { to: '/admin/home', label: 'Home' },
  { to: '/admin/own', label: 'Own Properties' },
  { to: '/admin/enquiries', label: 'Enquiries' },
  { to: '/admin/showings', label: 'Showings' },
  { to: '/admin/visitors', label: 'Visitors' },
  { to: '/admin/tours', label: 'Tours' },
  { to: '/admin/email-list', label: 'Email List' },
  { to: '/admin/mailbox', label: 'Mailbox' },
  { to: '/admin/backups', label: 'Backups' },
  { to: '/admin/blog', label: 'Blog' },
  { to: '/admin/profile', label: 'Profile' },
  { to: '/admin/settings', label: 'Settings' },
  { to: '/admin/feedbacks', label: 'Feedbacks' },
  { to: '/admin/todos', label: 'Todos' },
]);
