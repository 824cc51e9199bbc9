/**
 * Process entry: `tsx src/server/main.ts [--role all|web|worker|importer]`.
 * The default role runs the web server, the job workers and the schedule in one process.
 */
import { parseArgs } from 'node:util';
import { EnvError, getConfig } from './env.ts';
import { startRuntime, type Role } from './runtime.ts';

const ROLES: Role[] = ['all', 'web', 'worker', 'importer'];

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { role: { type: 'string' } } });
  const config = getConfig();
  const role = (values.role ?? config.env.ROLE) as Role;
  if (!ROLES.includes(role)) throw new Error(`Unknown role '${role}'. Use one of: ${ROLES.join(', ')}`);

  const runtime = await startRuntime(config, { role, httpLogger: config.env.NODE_ENV === 'production' });
  console.log(`[${role}] ready${runtime.url ? ` on ${runtime.url}` : ''} (search: ${runtime.services.search.name})`);

  let isStopping = false;
  const stop = (signal: string) => {
    if (isStopping) return;
    isStopping = true;
    console.log(`[${role}] ${signal} received, shutting down`);
    runtime.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
});
