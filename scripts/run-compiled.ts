/**
 * `tsx scripts/run-compiled.ts [node flags] -- entry.ts [args]`: bundles a TypeScript entry
 * (scripts/bundle.ts) into dist/run/ and runs it with plain node and the given flags, its output
 * and exit code passed through. For a benchmark that reports its own process's memory: the code it
 * measures runs as production runs it, without tsx's loader in the same process.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { PROJECT_DIR } from '#server/project-dir.ts';
import { bundle } from './bundle.ts';

const separator = process.argv.indexOf('--');
if (separator < 0 || !process.argv[separator + 1]) {
  console.error('usage: tsx scripts/run-compiled.ts [node flags] -- entry.ts [args]');
  process.exit(2);
}
const nodeFlags = process.argv.slice(2, separator);
const [entry, ...args] = process.argv.slice(separator + 1) as [string, ...string[]];
const outfile = path.join(PROJECT_DIR, 'dist/run', `${path.basename(entry, '.ts')}.js`);
await bundle(entry, outfile);

const child = spawn(process.execPath, [...nodeFlags, outfile, ...args], { stdio: 'inherit' });
// Ctrl-C reaches the child with the terminal's process group; this process only waits for it.
process.on('SIGINT', () => undefined);
child.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
