/**
 * Process entry: `node dist/server/main.js [--role all|web|worker|importer]`, the bundle `npm run build`
 * makes of this file (scripts/bundle.ts); `npm run dev` runs this source under tsx.
 * The default role runs the web server, the job workers and the schedule in one process.
 *
 * SIGINT (Ctrl-C reaches the whole process group) and SIGTERM stop it in order: web server,
 * schedule, queue, pools, then the embedded PostgreSQL, which runs in a session of its own so the
 * terminal's signal never reaches it first. A clean stop exits 0; the handlers are installed before
 * the start, so a signal during it stops the process once it is up.
 */
import { parseArgs } from 'node:util';
import v8 from 'node:v8';
import { EnvError, getConfig } from './env.ts';
import { StartupError } from './db/data-dir.ts';
import { startRuntime, type Role, type Runtime } from './runtime.ts';
import { runAsBackgroundWork } from './background-priority.ts';

const ROLES: Role[] = ['all', 'web', 'worker', 'importer'];

/**
 * A web process lets its old generation grow by 35 % of what the last full collection kept
 * alive, where V8 on a large machine lets it grow to several times that: the web role's live heap
 * is ~110 MB at 100,000 listings and its garbage (rendered pages, query rows) dies young, so the
 * ceiling keeps its memory near its data at no measured cost in throughput (bench:load, peak RSS
 * ~630 → ~460 MB at 50 %: docs/decisions/2026-11-27-web-heap-growth.md; 305 → 288 MB from 50 to
 * 35 % with visits spread over many listings: 2026-11-30-web-memory-spread-visits.md). A proportion rather than
 * --max-old-space-size: a board ten times larger needs a heap ten times larger, not a crash.
 * Set here, not on the command line, because NODE_OPTIONS does not accept the flag (compose).
 */
const WEB_HEAP_GROWTH = '--heap-growing-percent=35';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { role: { type: 'string' } } });
  const config = getConfig();
  const role = (values.role ?? config.env.ROLE) as Role;
  if (!ROLES.includes(role)) throw new StartupError(`Unknown role '${role}'. Use one of: ${ROLES.join(', ')}`);
  if (role === 'web' || role === 'all') v8.setFlagsFromString(WEB_HEAP_GROWTH);
  // A process with a web server keeps its priority; one doing only background work yields to it.
  if (role === 'worker' || role === 'importer') runAsBackgroundWork();

  let runtime: Runtime | undefined;
  let stopSignal: string | undefined;
  const stop = (signal: string) => {
    // npm (and tsx, under npm run dev) pass the terminal's signal on as well: the first one starts the stop, the rest are the same request.
    if (stopSignal) return;
    stopSignal = signal;
    console.log(`[${role}] ${signal} received, shutting down`);
    if (runtime) shutDown(runtime);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  runtime = await startRuntime(config, { role, httpLogger: true });
  console.log(`[${role}] ready${runtime.url ? ` on ${runtime.url}` : ''} (search: ${runtime.services.search.name})`);
  if (stopSignal) shutDown(runtime);
}

function shutDown(runtime: Runtime): void {
  runtime.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvError || error instanceof StartupError ? error.message : error);
  process.exit(1);
});
