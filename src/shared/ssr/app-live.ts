/**
 * The moment the browser's React app is live: its first commit, when a server-rendered page's
 * buttons have their handlers (hydration) or the client shell has rendered. The app marks the
 * document with `APP_LIVE_ATTRIBUTE` and dispatches `APP_LIVE_EVENT` on it then; the page's
 * starter (src/server/ssr/entry-start.ts) replays a tap it held until then, and the browser
 * tests wait for the attribute before acting as a visitor.
 */
export const APP_LIVE_ATTRIBUTE = 'data-app-live';
export const APP_LIVE_EVENT = 'app:live';
