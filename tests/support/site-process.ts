/**
 * The site or a command as a real child process (one process, so a test can kill exactly the app),
 * on the embedded PostgreSQL of a DATA_DIR of the test's own. The site runs from its bundle with
 * plain node, as `npm start` runs it; a TypeScript command (a CLI) runs under tsx. Each child
 * runs in a process group of its own, so a test can signal the group as a terminal's Ctrl-C does.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { PROJECT_DIR } from '#server/project-dir.ts';
import { SERVER_BUNDLE } from '../../scripts/bundle.ts';

export interface ChildRun {
  child: ChildProcess;
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export function childEnv(dataDir: string, pgPort: number, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(pgPort),
    PORT: '0',
    HOST: '127.0.0.1',
    IMPORT_ON_START: 'false',
    // As test-config.ts: no quarter-hour sync adding listings under a running test, no answer cache.
    IMPORT_CRON: 'off',
    PUBLIC_CACHE_SECONDS: '0',
    ...extra,
  };
  delete env.DATABASE_URL;
  delete env.MEILI_HOST;
  return env;
}

export function runNode(script: string, args: string[], env: NodeJS.ProcessEnv): ChildRun {
  const loader = script.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const child = spawn(process.execPath, [...loader, script, ...args], { cwd: PROJECT_DIR, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let text = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('close', (code, signal) => resolve({ code, signal })),
  );
  return { child, output: () => text, exited };
}

/**
 * Starts the site from its bundle (built by the integration tier's global setup) and resolves
 * once it printed "ready" (rejects with its output if it exits first).
 */
export async function startSite(env: NodeJS.ProcessEnv, role = 'worker', timeoutMs = 150_000): Promise<ChildRun> {
  const run = runNode(SERVER_BUNDLE, ['--role', role], env);
  const deadline = Date.now() + timeoutMs;
  let hasExited = false;
  void run.exited.then(() => (hasExited = true));
  while (!/\] ready/.test(run.output())) {
    if (hasExited) throw new Error(`the site exited before it was ready:\n${run.output()}`);
    if (Date.now() > deadline) {
      killGroup(run, 'SIGKILL');
      throw new Error(`the site was not ready within ${timeoutMs} ms:\n${run.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return run;
}

export function killGroup(run: ChildRun, signal: NodeJS.Signals): void {
  try {
    process.kill(-run.child.pid!, signal);
  } catch {
    // already gone
  }
}

export async function waitUntil(condition: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
