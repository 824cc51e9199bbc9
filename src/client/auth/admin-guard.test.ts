import { describe, expect, it } from 'vitest';
import { adminGuardRedirect, isAdminPath, unknownPathRedirect } from './admin-guard.ts';

const SESSION = { access_token: 'a', refresh_token: 'r' };

describe('adminGuardRedirect', () => {
  it.each(['/admin/home', '/admin/own', '/admin/email-list/bulk/None', '/admin', '/admin/', '/admin/logout'])(
    'sends %s to the sign-in page without a session',
    (path) => expect(adminGuardRedirect(path, null)).toBe('/admin/login'),
  );

  it('lets signed-in users through', () => {
    expect(adminGuardRedirect('/admin/home', SESSION)).toBeNull();
  });

  it('never redirects the sign-in page itself (no loop)', () => {
    expect(adminGuardRedirect('/admin/login', null)).toBeNull();
    expect(adminGuardRedirect('/admin/login/', null)).toBeNull();
  });

  it('ignores public pages, including look-alikes', () => {
    expect(adminGuardRedirect('/', null)).toBeNull();
    expect(adminGuardRedirect('/administration', null)).toBeNull();
    expect(isAdminPath('/estate/admin')).toBe(false);
  });
});

describe('unknownPathRedirect', () => {
  it('sends unknown public paths home', () => {
    expect(unknownPathRedirect('/no-such-page', null)).toBe('/');
  });

  it('sends unknown admin paths to the sign-in page without a session, home with one', () => {
    expect(unknownPathRedirect('/admin/nope', null)).toBe('/admin/login');
    expect(unknownPathRedirect('/admin/nope', SESSION)).toBe('/');
  });
});
