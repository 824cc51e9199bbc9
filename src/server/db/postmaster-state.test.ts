import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspectDataDir, isOwnerAlive, ownerFileOf, processStartTime, readPostmasterLock, writeOwner } from './postmaster-state.ts';

/** A pid that no process has: past the kernel's usual pid_max. */
const GONE_PID = 4_194_304 + 17;

describe('what runs on an embedded data directory', () => {
  let dir: string;
  beforeAll(async () => {
    dir = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'realtor-pgstate-')), 'pg');
    await fs.mkdir(dir);
  });
  afterAll(() => fs.rm(path.dirname(dir), { recursive: true, force: true }));

  it('reads pid, port and status from postmaster.pid', async () => {
    await fs.writeFile(path.join(dir, 'postmaster.pid'), `${GONE_PID}\n${dir}\n1764000000\n54329\n\n127.0.0.1\n  1234567   7\nready   \n`);
    expect(await readPostmasterLock(dir)).toEqual({ pid: GONE_PID, port: 54329, status: 'ready' });
  });

  it('removes a lock file whose server is gone, and reports the directory stopped', async () => {
    await fs.writeFile(path.join(dir, 'postmaster.pid'), `${GONE_PID}\n${dir}\n1764000000\n54329\n\n127.0.0.1\n1 2\nready\n`);
    expect(await inspectDataDir(dir)).toEqual({ kind: 'stopped' });
    await expect(fs.access(path.join(dir, 'postmaster.pid'))).rejects.toThrow();
  });

  it('tells a live owner from a dead or recycled pid', async () => {
    await writeOwner(dir);
    const recorded = JSON.parse(await fs.readFile(ownerFileOf(dir), 'utf8')) as { pid: number; startTime: number | null };
    expect(recorded.pid).toBe(process.pid);
    expect(await isOwnerAlive(recorded)).toBe(true);
    expect(await isOwnerAlive({ pid: GONE_PID, startTime: null })).toBe(false);
    const startTime = await processStartTime(process.pid);
    if (startTime === null) {
      console.warn('skipped the recycled-pid case: no /proc to read start times from');
      return;
    }
    // Our pid with another start time is what a recycled pid looks like.
    expect(await isOwnerAlive({ pid: process.pid, startTime: startTime + 1 })).toBe(false);
  });
});
