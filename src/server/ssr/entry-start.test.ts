import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { APP_LIVE_EVENT } from '#shared/ssr/app-live.ts';
import { pageChunksMeta, startEntryAfterFirstPaint } from './entry-start.ts';

// The shape of Vite's built index.html (dist/client/index.html).
const BUILT = `<!doctype html>
<html lang="en">
  <head>
    <title>Realtor</title>
    <script type="module" crossorigin src="/assets/index-A1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-B2.js">
    <link rel="modulepreload" crossorigin href="/assets/framework-C3.js">
    <link rel="stylesheet" crossorigin href="/assets/index-D4.css">
  </head>
  <body><div id="root"></div></body>
</html>`;

const starterOf = (html: string) => /<script type="module">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

describe('starting the entry after the first paint', () => {
  const { html: shell, scriptHash } = startEntryAfterFirstPaint(BUILT);
  const code = starterOf(shell);

  it('leaves no script or module preload that the browser would fetch before painting', () => {
    expect(shell).not.toContain('src="/assets/index-A1.js"');
    expect(shell).not.toContain('rel="modulepreload"');
    expect(shell).toContain('<link rel="stylesheet" crossorigin href="/assets/index-D4.css">');
  });

  it("preloads the entry's chunks and the page's, evaluates the entry's one per task, then imports the entry", () => {
    expect(code).toContain('["/assets/index-A1.js", "/assets/rolldown-runtime-B2.js", "/assets/framework-C3.js", ...pageChunks]');
    expect(code).toContain('meta[name="page-chunks"]');
    expect(code).toContain('for (const href of ["/assets/rolldown-runtime-B2.js", "/assets/framework-C3.js"]) {');
    expect(code.indexOf('await import(href)')).toBeLessThan(code.indexOf('import("/assets/index-A1.js")'));
    expect(code).toContain('requestAnimationFrame(() => setTimeout(begin))');
  });

  it('is allowed by its hash, the same for every answer, so a revalidated page with a new nonce still starts', () => {
    expect(scriptHash).toBe(`'sha256-${createHash('sha256').update(code).digest('base64')}'`);
    expect(shell).not.toMatch(/<script type="module" nonce=/);
  });

  it("names the page's chunks in a meta the starter reads, escaped for an attribute", () => {
    expect(pageChunksMeta(['assets/property-details.page-E5.js', 'assets/Figures-F6.js'])).toBe(
      '<meta name="page-chunks" content="/assets/property-details.page-E5.js /assets/Figures-F6.js" />',
    );
    expect(pageChunksMeta(['assets/"><script>alert(1)</script>.js'])).not.toContain('<script>');
  });

  /** The starter run against a stand-in page: its listeners, timers, and taps on stand-in buttons. */
  function runStarter(visibilityState: 'visible' | 'hidden') {
    const listeners = new Map<string, (event: unknown) => void>();
    const timers: { run: () => void; ms: number }[] = [];
    const document = {
      visibilityState,
      querySelector: () => null,
      head: { append: () => undefined },
      createElement: () => ({}),
      addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
      removeEventListener: (type: string, listener: unknown) => {
        if (listeners.get(type) === listener) listeners.delete(type);
      },
    };
    class Element {}
    const button = () => {
      const calls: string[] = [];
      return { isConnected: true, calls, focus: () => calls.push('focus'), click: () => calls.push('click') };
    };
    /** A click whose target lies in `inside` (a button of #root), or in no button; what the listener did to it. */
    const tap = (inside: ReturnType<typeof button> | null) => {
      const done: string[] = [];
      listeners.get('click')?.({
        target: Object.assign(new Element(), { closest: (selector: string) => (selector === '#root button' ? inside : null) }),
        preventDefault: () => done.push('preventDefault'),
        stopPropagation: () => done.push('stopPropagation'),
      });
      return done;
    };
    // A visible page waits for a frame that never comes here; a hidden one imports its chunks at once (they fail here).
    const errors: unknown[] = [];
    new Function('document', 'Element', 'requestAnimationFrame', 'setTimeout', 'console', code)(
      document,
      Element,
      () => undefined,
      (run: () => void, ms = 0) => timers.push({ run, ms }),
      { error: (error: unknown) => errors.push(error) },
    );
    return { listeners, timers, errors, button, tap };
  }

  it('holds the last tap on a button until the app is live, then replays it (focus, then click) once', () => {
    const { listeners, button, tap } = runStarter('visible');
    const first = button();
    const second = button();
    expect(tap(null)).toEqual([]);
    expect(tap(first)).toEqual(['preventDefault', 'stopPropagation']);
    tap(second);
    listeners.get(APP_LIVE_EVENT)!({});
    expect(first.calls).toEqual([]);
    expect(second.calls).toEqual(['focus', 'click']);
    expect(listeners.has('click')).toBe(false);
  });

  it('gives the buttons back 10 s after the entry ran, even when it failed and nothing says the app is live', async () => {
    const { listeners, timers, errors, button, tap } = runStarter('hidden');
    const held = button();
    tap(held);
    await expect.poll(() => timers.find((timer) => timer.ms === 10_000)).toBeDefined();
    timers.find((timer) => timer.ms === 10_000)!.run();
    expect(held.calls).toEqual(['focus', 'click']);
    expect(listeners.has('click')).toBe(false);
    expect(tap(button())).toEqual([]);
    // The chunk that failed to load is reported in the console.
    expect(errors).toHaveLength(1);
  });

  it('leaves a shell without an entry script as it is', () => {
    const standIn = '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>';
    expect(startEntryAfterFirstPaint(standIn)).toEqual({ html: standIn, scriptHash: null });
  });
});
