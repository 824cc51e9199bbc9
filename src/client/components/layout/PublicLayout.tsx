/** The public shell shared by every visitor page: skip link, header, the page, footer. */
import { Outlet } from '@tanstack/react-router';
import { SiteFooter } from './SiteFooter.tsx';
import { SiteHeader } from './SiteHeader.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink.tsx';

export function PublicLayout() {
  return (
    <div className="site">
      <SkipLink />
      <SiteHeader />
      {/* tabIndex -1: the skip link can move focus here without adding a tab stop. */}
      <main id={MAIN_CONTENT_ID} className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
