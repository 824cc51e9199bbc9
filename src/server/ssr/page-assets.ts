/**
 * What a server-rendered page needs for its lazily loaded page modules: the <link> tags of their
 * styles (so the markup is styled before any script runs: no flash of unstyled content) and their
 * chunks, which the page's starter script preloads beside the entry's after the first paint
 * (entry-start.ts). Read from the client build's manifest (dist/client/.vite/manifest.json,
 * vite.config.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { escapeHtml } from '#shared/text/escape.ts';
import { pageChunksMeta } from './entry-start.ts';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

type Manifest = Record<string, ManifestChunk>;

export interface PageAssets {
  /**
   * The head tags of these page modules (paths under src/client, as in routes/page-modules.ts):
   * the `<meta name="page-chunks">` the starter reads and the style sheets. Made once per set.
   */
  tagsFor(pageModules: readonly string[]): string;
}

export function readPageAssets(clientDir: string): PageAssets {
  const file = path.join(clientDir, '.vite', 'manifest.json');
  const manifest: Manifest = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest) : {};
  const cache = new Map<string, string>();
  return {
    tagsFor(pageModules) {
      const key = pageModules.join('\n');
      let tags = cache.get(key);
      if (tags === undefined) {
        tags = renderTags(manifest, pageModules);
        cache.set(key, tags);
      }
      return tags;
    },
  };
}

function renderTags(manifest: Manifest, pageModules: readonly string[]): string {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    // The entry and what it imports are in the starter already.
    if (!chunk || chunk.isEntry || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of pageModules) visit(module);
  return [pageChunksMeta([...scripts]), ...[...styles].map((href) => `<link rel="stylesheet" crossorigin href="/${escapeHtml(href)}" />`)].join('\n    ');
}
