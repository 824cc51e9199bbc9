/**
 * False on a component's first render, true once React has rendered the rest in a transition.
 * A long page (the listing detail) paints its top first (title, price, first photo: what the
 * visitor sees) and then renders what lies below the fold in small interruptible pieces, so a
 * phone's main thread is never blocked long (Lighthouse's Total Blocking Time).
 * A server-rendered page has it all at once (readable without JavaScript), and so does the
 * browser's hydration of it, which must produce the same markup.
 */
import { startTransition, useEffect, useState } from 'react';
import { useServerMarkup } from '../ssr/render-phase.ts';

export function useDeferredRender(): boolean {
  const serverMarkup = useServerMarkup();
  // The first render decides: all at once when it renders (or hydrates) server markup.
  const [ready, setReady] = useState(serverMarkup);
  useEffect(() => startTransition(() => setReady(true)), []);
  return ready;
}
