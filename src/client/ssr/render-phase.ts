/**
 * Rendering on the server and hydrating a server-rendered page must produce the same markup.
 * Components that would render differently on their first pass in the browser (a deferred
 * section, a width read from `window`) start from what the server rendered while
 * `useServerMarkup()` is true: on the server, and while React hydrates that component's
 * server-rendered markup (useSyncExternalStore's server snapshot is used exactly then). A
 * page rendered in the browser alone gets false.
 */
import { useSyncExternalStore } from 'react';

export const IS_SERVER = typeof window === 'undefined';

const noSubscription = () => () => undefined;

export function useServerMarkup(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

/**
 * A loader's data the server must have before it renders; in the browser the page shows its own
 * loading state instead of holding the navigation, so the promise is not waited for there.
 */
export function awaitOnServer(work: Promise<unknown>): Promise<unknown> | undefined {
  return IS_SERVER ? work : undefined;
}
