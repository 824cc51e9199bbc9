/**
 * `npm run bench:entry [-- --build] [--top N]`: what a public page must download and evaluate
 * before it is interactive, in bytes (issues #17 and #26: an entry of at most 100 KB gzip).
 * Reads the client build (dist/client: its .vite/manifest.json and the hidden source maps) and
 * prints the entry chunk's gzip size, the total of the chunks it imports statically, the largest
 * packages and modules in them, and what each main public page adds (its page module's chunks,
 * src/server/ssr/page-assets.ts). A page's starter script preloads all of them after the first
 * paint (src/server/ssr/entry-start.ts).
 * Deterministic: gzip level 9, as the build's precompressed siblings; no timing.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { PAGE_MODULES } from '#client/routes/page-modules.ts';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const args = process.argv.slice(2);
const topCount = Number(args[args.indexOf('--top') + 1]) || 15;
const root = path.resolve(import.meta.dirname, '..');
const clientDir = path.join(root, 'dist/client');
const manifestFile = path.join(clientDir, '.vite/manifest.json');

if (args.includes('--build')) execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
if (!fs.existsSync(manifestFile)) {
  console.error('No client build: run `npm run build` first (or pass --build).');
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const gzipSizes = new Map<string, { raw: number; gzip: number }>();
function sizeOf(file: string) {
  let size = gzipSizes.get(file);
  if (!size) {
    const body = fs.readFileSync(path.join(clientDir, file));
    size = { raw: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length };
    gzipSizes.set(file, size);
  }
  return size;
}

/** The chunk and every chunk it imports statically (not its dynamic imports), as manifest keys. */
function staticClosure(keys: readonly string[], stopAt: ReadonlySet<string> = new Set()): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || stopAt.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...seen];
}

const total = (keys: readonly string[]) => keys.reduce((sum, key) => sum + sizeOf(manifest[key]!.file).gzip, 0);
const totalRaw = (keys: readonly string[]) => keys.reduce((sum, key) => sum + sizeOf(manifest[key]!.file).raw, 0);

const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry && key.endsWith('index.html'));
if (!entryKey) throw new Error('The manifest names no index.html entry');
const entryClosure = staticClosure([entryKey]);
const entryCss = [...new Set(entryClosure.flatMap((key) => manifest[key]!.css ?? []))];

// ---- Attribute each chunk's bytes to its source modules through the (hidden) source maps.
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
function decodeVlq(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** Raw bytes per source module of one chunk (unmapped bytes under '(unmapped)'). */
function bytesBySource(file: string): Map<string, number> {
  const result = new Map<string, number>();
  const add = (source: string, bytes: number) => result.set(source, (result.get(source) ?? 0) + bytes);
  const code = fs.readFileSync(path.join(clientDir, file), 'utf8');
  const mapFile = path.join(clientDir, `${file}.map`);
  if (!fs.existsSync(mapFile)) {
    add('(no source map)', Buffer.byteLength(code));
    return result;
  }
  const map = JSON.parse(fs.readFileSync(mapFile, 'utf8')) as { sources: string[]; mappings: string };
  const lines = code.split('\n');
  const mappingLines = map.mappings.split(';');
  let sourceIndex = 0;
  lines.forEach((line, lineNo) => {
    const segments = (mappingLines[lineNo] ?? '').split(',').filter(Boolean);
    let column = 0;
    const marks: { column: number; source: number | null }[] = [];
    for (const segment of segments) {
      const values = decodeVlq(segment);
      column += values[0]!;
      if (values.length >= 4) {
        sourceIndex += values[1]!;
        marks.push({ column, source: sourceIndex });
      } else marks.push({ column, source: null });
    }
    let previous = 0;
    let owner: number | null = null;
    for (const mark of marks) {
      if (mark.column > previous) add(owner === null ? '(unmapped)' : map.sources[owner]!, Buffer.byteLength(line.slice(previous, mark.column)));
      previous = mark.column;
      owner = mark.source;
    }
    add(owner === null ? '(unmapped)' : map.sources[owner]!, Buffer.byteLength(line.slice(previous)) + 1);
  });
  return result;
}

/** A source path as a short module name: `pkg:react-dom/…` for packages, else the path under src/. */
function moduleName(source: string): string {
  const nodeModules = source.lastIndexOf('node_modules/');
  if (nodeModules >= 0) return `pkg:${source.slice(nodeModules + 'node_modules/'.length)}`;
  const src = source.indexOf('src/');
  return src >= 0 ? source.slice(src) : source;
}
function packageName(module: string): string {
  if (!module.startsWith('pkg:')) return module.startsWith('src/') ? `app:${module.split('/').slice(0, 2).join('/')}` : module;
  const parts = module.slice(4).split('/');
  return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
}

/** Modules of some chunks with an estimated gzip share (their raw share of each chunk's gzip size). */
function modulesOf(keys: readonly string[]): Map<string, { raw: number; gzip: number }> {
  const modules = new Map<string, { raw: number; gzip: number }>();
  for (const key of keys) {
    const file = manifest[key]!.file;
    const { raw, gzip } = sizeOf(file);
    for (const [source, bytes] of bytesBySource(file)) {
      const name = moduleName(source);
      const entry = modules.get(name) ?? { raw: 0, gzip: 0 };
      entry.raw += bytes;
      entry.gzip += (bytes / raw) * gzip;
      modules.set(name, entry);
    }
  }
  return modules;
}

function printTop(title: string, rows: Map<string, { raw: number; gzip: number }>) {
  console.log(`\n${title} (raw KB, ~gzip KB: the module's raw share of its chunk's gzip)`);
  for (const [name, size] of [...rows].sort((a, b) => b[1].raw - a[1].raw).slice(0, topCount)) {
    console.log(`  ${kb(size.raw).padStart(7)}  ~${kb(size.gzip).padStart(6)}  ${name}`);
  }
}

// ---- Report.
const entryFile = manifest[entryKey]!.file;
console.log(`entry chunk            ${entryFile}: ${kb(sizeOf(entryFile).gzip)} KB gzip (${kb(sizeOf(entryFile).raw)} KB raw)`);
console.log(
  `statically reachable   ${entryClosure.length} chunks: ${kb(total(entryClosure))} KB gzip (${kb(totalRaw(entryClosure))} KB raw), all preloaded by the page's starter script`,
);
for (const key of entryClosure.filter((key) => key !== entryKey)) {
  const { raw, gzip } = sizeOf(manifest[key]!.file);
  console.log(`  ${kb(gzip).padStart(6)} KB gzip  ${kb(raw).padStart(7)} KB raw  ${manifest[key]!.file}`);
}
const cssGzip = entryCss.reduce((sum, file) => sum + sizeOf(file).gzip, 0);
console.log(`entry styles           ${entryCss.length} files: ${kb(cssGzip)} KB gzip`);

const modules = modulesOf(entryClosure);
const packages = new Map<string, { raw: number; gzip: number }>();
for (const [name, size] of modules) {
  const pkg = packageName(name);
  const entry = packages.get(pkg) ?? { raw: 0, gzip: 0 };
  entry.raw += size.raw;
  entry.gzip += size.gzip;
  packages.set(pkg, entry);
}
printTop('Top packages and app folders in the entry and its static imports', packages);
printTop('Top modules in the entry and its static imports', modules);

const entrySet = new Set(entryClosure);
const PAGES: Record<string, string> = {
  home: '/_public/',
  search: '/_public/search',
  detail: '/_public/estate/details/$propertyId/$propertyType',
  'blog post': '/_public/blogs/$category/$postId',
  market: '/_public/market/$municipality',
};
console.log('\nPer page: the entry closure + the page module chunks the starter script preloads');
for (const [page, routeId] of Object.entries(PAGES)) {
  const pageKeys = (PAGE_MODULES[routeId] ?? []).filter((key) => manifest[key]);
  const extra = staticClosure(pageKeys, entrySet);
  console.log(`  ${page.padEnd(10)} +${kb(total(extra)).padStart(6)} KB gzip in ${extra.length} chunks = ${kb(total(entryClosure) + total(extra))} KB gzip`);
}
