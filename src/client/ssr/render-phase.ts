/**
 * Where React is rendering: on the server, hydrating a server-rendered page, or in the browser
 * after that. Components that would render differently on their first pass in the browser (a
 * deferred section, a width read from `window`) render exactly what the server did while the
 * phase is not 'browser', so hydration finds the same markup.
 */
export type RenderPhase = 'server' | 'hydrating' | 'browser';

let phase: RenderPhase = typeof window === 'undefined' ? 'server' : 'browser';

export function renderPhase(): RenderPhase {
  return phase;
}

/** main.tsx: 'hydrating' before hydrateRoot, 'browser' once the first commit is done. */
export function setRenderPhase(next: RenderPhase): void {
  phase = next;
}

/**
 * A loader's data the server must have before it renders; in the browser the page shows its own
 * loading state instead of holding the navigation, so the promise is not waited for there.
 */
export function awaitOnServer(work: Promise<unknown>): Promise<unknown> | undefined {
  return phase === 'server' ? work : undefined;
}
