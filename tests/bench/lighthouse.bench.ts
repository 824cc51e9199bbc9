/**
 * `npm run bench:lighthouse [-- --runs 3 --count 300 --build --audits --save DIR]`: Lighthouse's
 * performance category (mobile form factor, default simulated throttling) for Home, a search
 * results page, a listing detail page and a blog post (all server-rendered), on a throw-away world: its own embedded PostgreSQL in a temp dir, the app started
 * in production mode as the `web` role on a free port, `count` sample listings imported through
 * the real importer, a few of them curated (Home's Featured and Brokerage's lists) with their
 * photos drawn and turned into WebP variants by the media job, so the pages show real images.
 *
 * It measures the built client in dist/client: it builds it only when missing (or with --build),
 * so run `npm run build` after changing the client. Chromium is Debian's (/usr/bin/chromium;
 * CHROME_PATH or CHROMIUM_PATH choose another), headless. Each page runs `runs` times; the run with
 * the median performance score is reported with its LCP, TBT, CLS, FCP, Speed Index and transfer
 * size; --audits also lists what Lighthouse says holds that run's score down.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result as LighthouseResult } from 'lighthouse';
import { CLIENT_DIST_DIR } from '#server/app.ts';
import { configFrom, parseEnv } from '#server/env.ts';
import { startRuntime } from '#server/runtime.ts';
import type { Logger } from '#server/services.ts';
import { fetchMedia } from '#importer/media/fetch-media.job.ts';
import { importSample } from '#importer/testing/import-sample.ts';
import { freePort } from '../support/db-global-setup.ts';
import { marketBenchPage } from '#server/modules/market/bench/market-bench-page.ts';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    count: { type: 'string', default: '300' },
    build: { type: 'boolean', default: false },
    audits: { type: 'boolean', default: false },
    save: { type: 'string' },
  },
});
const RUNS = Number(args.runs);
const COUNT = Number(args.count);
const FEATURED = 8;
const BROKERAGE = 4;
const CHROME_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const log = (line: string) => console.log(`[lighthouse] ${line}`);
const quietLogger: Logger = { info: () => undefined, warn: log, error: log };

async function ensureClientBuilt(): Promise<void> {
  const indexHtml = path.join(CLIENT_DIST_DIR, 'index.html');
  const built = await fs.stat(indexHtml).catch(() => null);
  if (built && !args.build) {
    log(`measuring the client built at ${built.mtime.toISOString()} (dist/client; --build rebuilds it)`);
    return;
  }
  log('building the client and the server-rendering entry (npm run build)');
  const result = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build failed');
}

interface PageFigures {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  speedIndexMs: number;
  transferBytes: number;
  lhr: LighthouseResult;
}

function figuresOf(lhr: LighthouseResult): PageFigures {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    fcpMs: numeric('first-contentful-paint'),
    speedIndexMs: numeric('speed-index'),
    transferBytes: numeric('total-byte-weight'),
    lhr,
  };
}

/** The performance category's audits that did not pass (metrics, opportunities, diagnostics, insights), one line each. */
function failingAudits(lhr: LighthouseResult): string[] {
  const skipped = new Set(['notApplicable', 'informative', 'manual', 'error']);
  return (lhr.categories.performance?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit !== undefined && audit.score !== null && audit.score < 0.9 && !skipped.has(audit.scoreDisplayMode))
    .map((audit) => `${audit!.id}: ${audit!.title}${audit!.displayValue ? ` (${audit!.displayValue})` : ''}`);
}

const ms = (value: number) => `${Math.round(value)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

async function main(): Promise<void> {
  await ensureClientBuilt();
  const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'realtor-lighthouse-'));
  // Under root, PostgreSQL runs as the `postgres` user, which must be able to enter the directory.
  await fs.chmod(workDir, 0o755);
  const config = configFrom(
    parseEnv({
      NODE_ENV: 'production',
      // Production requires it (canonical URLs); nothing in the measured pages is fetched from it.
      PUBLIC_URL: 'http://localhost',
      DATA_DIR: workDir,
      EMBEDDED_PG_PORT: String(await freePort()),
      HOST: '127.0.0.1',
      IMPORT_ON_START: 'false',
      LOG_LEVEL: 'silent',
      ADMIN_PASSWORD: randomBytes(12).toString('hex'),
      AUTH_SECRET: randomBytes(24).toString('hex'),
    }),
  );
  const runtime = await startRuntime(config, { role: 'web', port: 0, log: quietLogger });
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    const { pool, storage } = runtime.services;
    await importSample({ services: runtime.services }, { count: COUNT, withMedia: false });
    // The agent's curation, as Home shows it: the first residential listings featured, the next in own listings.
    const { rows: curated } = await pool.query<{ id: number; property_type: string }>(
      `with picked as (
         select id, row_number() over (order by id) as n from listing where is_active and feed_class = 'residential' order by id limit $1
       )
       update listing l set is_featured = picked.n <= $2, in_own_listing = picked.n > $2
       from picked where l.id = picked.id
       returning l.id, 'resedential' as property_type`,
      [FEATURED + BROKERAGE, FEATURED],
    );
    const detail = curated.sort((a, b) => a.id - b.id)[0]!;
    // Photos through the media job: every photo of the detail listing, the main one of each curated card.
    const { rows: media } = await pool.query<{ id: number }>(
      `select id from listing_media where listing_id = any($1::int[]) and (is_main or listing_id = $2) and status = 'pending'`,
      [curated.map((row) => row.id), detail.id],
    );
    const processed = await fetchMedia(
      pool,
      storage,
      media.map((row) => row.id),
    );
    log(`${COUNT} sample listings imported; ${curated.length} curated; ${processed.stored} photos processed (${processed.failed} failed)`);

    // One published post of a few paragraphs, as the agent's editor stores it (slate JSON).
    const paragraphs = Array.from({ length: 6 }, (_, index) => ({
      type: 'paragraph',
      children: [{ text: `Paragraph ${index + 1}: prices, inventory and days on market across the GTA this month, neighbourhood by neighbourhood.` }],
    }));
    const { rows: posts } = await pool.query<{ id: number; category: string }>(
      `with category as (insert into blog_category (category) values ('Market News') returning id, category)
       insert into blog_post (title, category_id, excerpt, content, is_active)
       select 'The Toronto market this month', category.id, 'Prices, inventory and days on market across the GTA.', $1::jsonb, true from category
       returning id, (select category from category) as category`,
      [JSON.stringify(paragraphs)],
    );
    const post = posts[0]!;

    const pages = [
      { name: 'home', url: `${runtime.url}/` },
      { name: 'search', url: `${runtime.url}/search?keyword=Toronto` },
      { name: 'detail', url: `${runtime.url}/estate/details/${detail.id}/${detail.property_type}` },
      { name: 'blog post', url: `${runtime.url}/blogs/${encodeURIComponent(post.category)}/${post.id}` },
      { name: 'market', url: `${runtime.url}${await marketBenchPage(pool)}` },
    ];
    chrome = await chromeLauncher.launch({
      chromePath: CHROME_PATH,
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        // This machine's network is closed: keep Chromium from reaching for Google services.
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
      logLevel: 'error',
    });
    log(`Chromium ${CHROME_PATH}, ${os.cpus().length} cores, ${RUNS} runs per page, mobile form factor, simulated throttling`);

    const summary: string[] = [];
    for (const page of pages) {
      const runs: PageFigures[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const result = await measure(chrome.port, page.url);
        const figures = figuresOf(result.lhr);
        runs.push(figures);
        log(`${page.name} run ${run + 1}: ${figures.score}`);
        if (args.save) {
          await fs.mkdir(args.save, { recursive: true });
          await fs.writeFile(path.join(args.save, `${page.name}-${run + 1}.json`), JSON.stringify(result.lhr));
        }
      }
      const median = [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)]!;
      summary.push(
        `${page.name.padEnd(6)} performance ${median.score} (runs: ${runs.map((run) => run.score).join(', ')}) — ` +
          `LCP ${ms(median.lcpMs)}, TBT ${ms(median.tbtMs)}, CLS ${median.cls.toFixed(3)}, FCP ${ms(median.fcpMs)}, ` +
          `Speed Index ${ms(median.speedIndexMs)}, transfer ${kb(median.transferBytes)}`,
      );
      if (args.audits) for (const line of failingAudits(median.lhr)) summary.push(`         ${line}`);
    }
    console.log(`\nLighthouse performance, median of ${RUNS} runs per page (mobile, simulated throttling):`);
    for (const line of summary) console.log(line);
  } finally {
    chrome?.kill();
    await runtime.close();
    await fs.rm(workDir, { recursive: true, force: true });
  }
}

/**
 * One Lighthouse run. Chromium sometimes records no navigation start in its trace on this busy
 * machine (NO_NAVSTART, "please run Lighthouse again"): that run is measured again, at most twice,
 * and said so; any other failure stops the bench.
 */
async function measure(port: number, url: string): Promise<NonNullable<Awaited<ReturnType<typeof lighthouse>>>> {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const failure = result.lhr.runtimeError;
    if (!failure) return result;
    if (failure.code !== 'NO_NAVSTART' || attempt > 2) throw new Error(`Lighthouse failed on ${url}: ${failure.message}`);
    log(`no navigation start in the trace of ${url}: measuring that run again`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
