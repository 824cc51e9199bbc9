import { describe, expect, it } from 'vitest';
import { startEntryAfterFirstPaint, withEntryStart } from './entry-start.ts';

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

const starterOf = (html: string) => /<script type="module" nonce="([^"]*)">([\s\S]*?)<\/script>/.exec(html);

describe('starting the entry after the first paint', () => {
  const shell = startEntryAfterFirstPaint(BUILT);

  it('leaves no script or module preload that the browser would fetch before painting', () => {
    expect(shell).not.toContain('src="/assets/index-A1.js"');
    expect(shell).not.toContain('rel="modulepreload"');
    expect(shell).toContain('<link rel="stylesheet" crossorigin href="/assets/index-D4.css">');
  });

  it("preloads the entry's modules and the page's chunks from the starter, then imports the entry", () => {
    const html = withEntryStart(shell, 'n0nce+/=', ['assets/property-details.page-E5.js']);
    const [, nonce, code = ''] = starterOf(html)!;
    expect(nonce).toBe('n0nce+/=');
    expect(code).toContain('["/assets/index-A1.js", "/assets/rolldown-runtime-B2.js", "/assets/framework-C3.js", "/assets/property-details.page-E5.js"]');
    // The entry's own chunks are evaluated one at a time, each in a task of its own, then the entry.
    expect(code).toContain('for (const href of ["/assets/rolldown-runtime-B2.js", "/assets/framework-C3.js"]) {');
    expect(code.indexOf('await import(href)')).toBeLessThan(code.indexOf('import("/assets/index-A1.js")'));
    expect(code).toContain('requestAnimationFrame(() => setTimeout(start))');
  });

  it('gives each answer its own nonce from the one rewritten shell', () => {
    expect(starterOf(withEntryStart(shell, 'first'))![1]).toBe('first');
    expect(starterOf(withEntryStart(shell, 'second'))![1]).toBe('second');
    expect(starterOf(withEntryStart(shell, 'second'))![2]).toContain('"/assets/framework-C3.js"]');
  });

  it('keeps a nonce and a chunk path from closing the script or its attribute', () => {
    const html = withEntryStart(shell, 'a"><script>x', ['assets/</script><script>alert(1)//.js']);
    expect(starterOf(html)![1]).toBe('ascriptx');
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('"/assets/\\u003c/script>\\u003cscript>alert(1)//.js"');
  });

  it('leaves a shell without an entry script as it is', () => {
    const standIn = '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>';
    expect(startEntryAfterFirstPaint(standIn)).toBe(standIn);
  });
});
