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
 * queued in an animation frame runs after that frame's paint), preloads the entry's modules and
 * the page's own chunks all at once and imports the entry. A tab opened in the background paints
 * no frame, so it starts at once. Each answer fills in its CSP nonce and its page's chunks
 * (`withEntryStart`).
 */

const NONCE_SLOT = '__CSP_NONCE__';
const PAGE_MODULES_SLOT = '__PAGE_MODULES__';
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The built index.html with its entry started after the first paint; unchanged when it has no
 * entry script (the stand-in shells of some tests).
 */
export function startEntryAfterFirstPaint(indexHtml: string): string {
  const entry = ENTRY_SCRIPT.exec(indexHtml);
  if (!entry) return indexHtml;
  const preloads = [...indexHtml.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const starter = `
    <script type="module" nonce="${NONCE_SLOT}">
      const start = async () => {
        for (const href of [${[entry[1]!, ...preloads].map(scriptString).join(', ')}${PAGE_MODULES_SLOT}]) {
          const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' });
          document.head.append(link);
        }
        for (const href of [${preloads.map(scriptString).join(', ')}]) {
          await import(href);
          await new Promise((resolve) => setTimeout(resolve));
        }
        import(${scriptString(entry[1]!)});
      };
      if (document.visibilityState === 'hidden') start();
      else requestAnimationFrame(() => setTimeout(start));
    </script>`;
  return indexHtml.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, () => starter);
}

/** The page with this answer's nonce on its starter script, which also preloads the page's own chunks (paths under the client build). */
export function withEntryStart(html: string, nonce: string, pageChunks: readonly string[] = []): string {
  return html
    .replace(NONCE_SLOT, () => nonce.replace(/[^A-Za-z0-9+/=]/g, ''))
    .replace(PAGE_MODULES_SLOT, () => pageChunks.map((chunk) => `, ${scriptString(`/${chunk}`)}`).join(''));
}

/** A string literal safe inside an inline script: JSON with `<` escaped, so it cannot close the element. */
function scriptString(value: string): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
