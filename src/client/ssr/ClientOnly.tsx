/**
 * Renders `fallback` on the server and while hydrating, `children` after (and at once in a page
 * rendered in the browser alone): for what cannot run on the server, such as Leaflet maps, which
 * touch `window` as soon as they are imported.
 */
import type { ReactNode } from 'react';
import { useServerMarkup } from './render-phase.ts';

export function ClientOnly({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  return useServerMarkup() ? fallback : children;
}
