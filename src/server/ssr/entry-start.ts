/**
 * How a page starts its JavaScript: after the browser has painted what the server sent.
 *
 * The built index.html starts the entry with `<script type="module" src>` and module preloads in
 * its head. The browser then fetches 140 KB of scripts beside the page's style sheets and, on a
 * fast connection, runs them (React DOM's evaluation, the hydration) before its first frame: a
 * server-rendered page was shown only after its scripts. Lighthouse's simulated slow 4G put its
 * first paint at 1.9–2.3 s and its largest paint at 2.1–2.4 s
 * (docs/decisions/2026-11-27-scripts-after-first-paint.md).
 *
 * So the server rewrites the built index.html once, when it starts: the entry's script and its
 * preloads become one small inline module that, after the first frame has been painted (a timeout
 * queued in an animation frame runs after that frame's paint), preloads the entry's chunks and
 * the page's own chunks all at once, evaluates the entry's chunks one per task (no long task) and
 * imports the entry. A tab opened in the background paints no frame, so it starts at once.
 *
 * The starter's text is the same in every answer of a build, so the Content-Security-Policy
 * allows it by its hash (`scriptHash`) rather than by the answer's nonce: the page starts under
 * any policy of the build, whichever answer's nonce a browser's copy holds. (A 304 sends no policy
 * at all, so a revalidated copy keeps its own: security-headers.ts.) Each answer
 * names its page's chunks in a `<meta name="page-chunks">` (`pageChunksMeta`), which the starter reads.
 *
 * Until React has hydrated a server-rendered page its buttons have no handlers: on a slow phone a
 * visitor who taps a photo as the page appears would see nothing happen (a submit button would
 * even post its form natively). The starter holds the last tap on a button and replays it (focus,
 * then click) when the app says it is live (src/shared/ssr/app-live.ts), or at the latest 10 s
 * after the entry has run, so no screen can keep its buttons dead. Links keep their own
 * behaviour: they work without scripts.
 */
import { createHash } from 'node:crypto';
import { APP_LIVE_EVENT } from '#shared/ssr/app-live.ts';
import { escapeHtml } from '#shared/text/escape.ts';
import { scriptJson } from '../seo/page-head.ts';

const PAGE_CHUNKS_META = 'page-chunks';
/** A page that never says it is live (a screen no page wraps, an entry that failed to load) gets its buttons back this long after its entry ran. */
const RELEASE_AFTER_MS = 10_000;
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

export interface StartedShell {
  /** The built index.html with its entry started after the first paint. */
  html: string;
  /** The starter's CSP source (`'sha256-…'`), or null when the shell has no entry script. */
  scriptHash: string | null;
}

/** The built index.html rewritten; unchanged (and no hash) when it has no entry script (the stand-in shells of some tests). */
export function startEntryAfterFirstPaint(indexHtml: string): StartedShell {
  const entry = ENTRY_SCRIPT.exec(indexHtml);
  if (!entry) return { html: indexHtml, scriptHash: null };
  const preloads = [...indexHtml.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const code = `
      let held = null;
      const hold = (event) => {
        const button = event.target instanceof Element ? event.target.closest('#root button') : null;
        if (!button) return;
        event.preventDefault();
        event.stopPropagation();
        held = button;
      };
      document.addEventListener('click', hold, true);
      const release = () => {
        document.removeEventListener('click', hold, true);
        const tapped = held;
        held = null;
        if (tapped?.isConnected) {
          tapped.focus({ preventScroll: true });
          tapped.click();
        }
      };
      document.addEventListener(${scriptJson(APP_LIVE_EVENT)}, release, { once: true });
      const pageChunks = document.querySelector('meta[name="${PAGE_CHUNKS_META}"]')?.content.split(' ').filter(Boolean) ?? [];
      const start = async () => {
        for (const href of [${[entry[1]!, ...preloads].map(scriptJson).join(', ')}, ...pageChunks]) {
          const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' });
          document.head.append(link);
        }
        for (const href of [${preloads.map(scriptJson).join(', ')}]) {
          await import(href);
          await new Promise((resolve) => setTimeout(resolve));
        }
        await import(${scriptJson(entry[1]!)});
      };
      const begin = () => start().catch((error) => console.error(error)).finally(() => setTimeout(release, ${RELEASE_AFTER_MS}));
      if (document.visibilityState === 'hidden') begin();
      else requestAnimationFrame(() => setTimeout(begin));
    `;
  const html = indexHtml.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, () => `\n    <script type="module">${code}</script>`);
  return { html, scriptHash: `'sha256-${createHash('sha256').update(code).digest('base64')}'` };
}

/** The <meta> that names a page's own chunks (paths under the client build) for the starter. */
export function pageChunksMeta(pageChunks: readonly string[]): string {
  return `<meta name="${PAGE_CHUNKS_META}" content="${escapeHtml(pageChunks.map((chunk) => `/${chunk}`).join(' '))}" />`;
}
