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

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

type Manifest = Record<string, ManifestChunk>;

export interface PageModuleAssets {
  /** <link rel="stylesheet"> tags for the head. */
  styleTags: string;
  /** The chunks' paths in the client build (assets/…), the entry's own left out. */
  chunks: readonly string[];
}

export interface PageAssets {
  /** The assets of these page modules (paths under src/client, as in routes/page-modules.ts). */
  forPage(pageModules: readonly string[]): PageModuleAssets;
}

export function readPageAssets(clientDir: string): PageAssets {
  const file = path.join(clientDir, '.vite', 'manifest.json');
  const manifest: Manifest = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest) : {};
  const cache = new Map<string, PageModuleAssets>();
  return {
    forPage(pageModules) {
      const key = pageModules.join('\n');
      let assets = cache.get(key);
      if (assets === undefined) {
        assets = collectAssets(manifest, pageModules);
        cache.set(key, assets);
      }
      return assets;
    },
  };
}

function collectAssets(manifest: Manifest, pageModules: readonly string[]): PageModuleAssets {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    // The entry and what it imports are in index.html already.
    if (!chunk || chunk.isEntry || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of pageModules) visit(module);
  return {
    styleTags: [...styles].map((href) => `<link rel="stylesheet" crossorigin href="/${escapeHtml(href)}" />`).join('\n    '),
    chunks: [...scripts],
  };
}
