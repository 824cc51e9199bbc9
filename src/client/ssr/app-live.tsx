/**
 * Tells the page the app is live (src/shared/ssr/app-live.ts): every button of the page has its
 * handler. On a server-rendered page that is when the page's own component has hydrated: the
 * router renders each route in its own Suspense boundary, and React hydrates a boundary after
 * the one around it, so the root commits first with the page's markup still dead. A page the
 * browser renders alone is live at the root's first commit.
 */
import { type ComponentType, type ReactElement, useEffect } from 'react';
import { APP_LIVE_ATTRIBUTE, APP_LIVE_EVENT } from '#shared/ssr/app-live.ts';
import { useServerMarkup } from './render-phase.ts';

function announceAppLive(): void {
  if (document.documentElement.hasAttribute(APP_LIVE_ATTRIBUTE)) return;
  document.documentElement.setAttribute(APP_LIVE_ATTRIBUTE, '');
  document.dispatchEvent(new Event(APP_LIVE_EVENT));
}

/** For the root: announces at its first commit when nothing was hydrated (the client shell). */
export function useLiveWhenRenderedInBrowser(): void {
  // True only while hydrating server markup; the effect keeps the first commit's value.
  const hydrating = useServerMarkup();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first commit decides
  useEffect(() => {
    if (!hydrating) announceAppLive();
  }, []);
}

/** A page (or the error screen) that announces the app live once it has committed (its effects run after its children's). */
export function liveWhenCommitted<Props extends object>(Page: ComponentType<Props>): (props: Props) => ReactElement {
  function LivePage(props: Props): ReactElement {
    useEffect(announceAppLive, []);
    return <Page {...props} />;
  }
  LivePage.displayName = `Live(${Page.displayName ?? Page.name})`;
  return LivePage;
}
