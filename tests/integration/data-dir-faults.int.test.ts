/**
 * A full disk and a read-only DATA_DIR, made real with small tmpfs mounts: the site says so in one
 * line and exits non-zero (it used to print ENOENT/EEXIST traces, or `[object Object]` over and
 * over). Mounting needs root with CAP_SYS_ADMIN; elsewhere the tests say why they are skipped.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/db-global-setup.ts';
import { SERVER_BUNDLE } from '../../scripts/bundle.ts';
import { childEnv, runNode } from '../support/site-process.ts';

function tryMount(target: string, options: string): string | null {
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', options, 'tmpfs', target], { stdio: 'pipe' });
    return null;
  } catch (error) {
    return String((error as { stderr?: Buffer }).stderr ?? error).trim() || 'mount failed';
  }
}

describe('DATA_DIR on a full or read-only disk', () => {
  let workDir: string;
  const mounted: string[] = [];

  beforeAll(async () => {
    workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'realtor-data-faults-'));
    await fs.chmod(workDir, 0o755);
  });
  afterAll(async () => {
    for (const target of mounted) execFileSync('umount', [target]);
    await fs.rm(workDir, { recursive: true, force: true });
  });

  const mountOrSkip = async (name: string, options: string, skip: () => void) => {
    const target = path.join(workDir, name);
    await fs.mkdir(target);
    const failure = tryMount(target, options);
    if (failure) {
      console.warn(`skipped: cannot mount a tmpfs here (${failure})`);
      skip();
    }
    mounted.push(target);
    return target;
  };

  it('refuses a read-only DATA_DIR in one line', { timeout: 60_000 }, async (context) => {
    const target = await mountOrSkip('readonly', 'ro,size=1m', () => context.skip());
    const dataDir = path.join(target, 'data');
    const run = runNode(SERVER_BUNDLE, ['--role', 'worker'], childEnv(dataDir, await freePort()));
    expect((await run.exited).code).toBe(1);
    expect(run.output().trim()).toBe(`DATA_DIR (${dataDir}) is on a read-only file system. Point DATA_DIR at a writable directory.`);
  });

  it('says the disk is full in one line when it fills while the database is created', { timeout: 120_000 }, async (context) => {
    // Room for the write probe, not for a PostgreSQL cluster (about 40 MB).
    const target = await mountOrSkip('full', 'size=2m,mode=0777', () => context.skip());
    const run = runNode(SERVER_BUNDLE, ['--role', 'worker'], childEnv(target, await freePort()));
    expect((await run.exited).code).toBe(1);
    const output = run.output().trim();
    expect(output.split('\n')).toHaveLength(1);
    expect(output).toMatch(/disk is full \(no space left on device\)/);
  });
});
