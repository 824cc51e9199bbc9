/** The public shell shared by every visitor page: skip link, header, the VOW terms prompt when due, the page, footer. */
import { Outlet } from '@tanstack/react-router';
import { useMergeBrowserSavedHomes } from '../../account/saved-homes.ts';
import { useSavePendingSearch } from '../../alerts/pending-search.ts';
import { VowTermsPrompt } from '../../account/VowTermsPrompt.tsx';
import { SiteFooter } from './SiteFooter.tsx';
import { SiteHeader } from './SiteHeader.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink.tsx';

export function PublicLayout() {
  // Homes saved before sign-in join the account as soon as a session is seen.
  useMergeBrowserSavedHomes();
  // So does a search saved before sign-in ("Save this search" asks for signing in at that moment).
  useSavePendingSearch();
  return (
    <div className="site">
      <SkipLink />
      <SiteHeader />
      {/* tabIndex -1: the skip link can move focus here without adding a tab stop. */}
      <main id={MAIN_CONTENT_ID} className="site-main" tabIndex={-1}>
        <VowTermsPrompt />
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
