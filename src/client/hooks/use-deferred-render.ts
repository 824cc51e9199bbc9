/**
 * False on a component's first render, true once React has rendered the rest in a transition.
 * A long page (the listing detail) paints its top first (title, price, first photo: what the
 * visitor sees) and then renders what lies below the fold in small interruptible pieces, so a
 * phone's main thread is never blocked long (Lighthouse's Total Blocking Time).
 */
import { startTransition, useEffect, useState } from 'react';

export function useDeferredRender(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => startTransition(() => setReady(true)), []);
  return ready;
}
