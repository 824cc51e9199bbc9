/**
 * Keeps the browser title ('Realtor {agent_name} - {page}') and favicon in step with the current
 * route. The page name comes from the deepest matched route's `staticData.pageTitle`.
 */
import { useEffect } from 'react';
import { useMatches } from '@tanstack/react-router';
import { formatPageTitle } from '../hooks/page-title.ts';
import { useSiteSettings } from '../hooks/use-site-settings.ts';

export function DocumentHead() {
  const page = useMatches({
    select: (matches) => matches.findLast((match) => match.staticData.pageTitle)?.staticData.pageTitle,
  });
  const settings = useSiteSettings();

  useEffect(() => {
    document.title = formatPageTitle(settings?.agent_name, page);
  }, [settings?.agent_name, page]);

  const favIcon = settings?.favIcon;
  useEffect(() => {
    if (!favIcon) return;
    let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.append(link);
    }
    link.href = favIcon;
  }, [favIcon]);

  return null;
}
