/**
 * What runs on an embedded data directory: PostgreSQL's own lock file (`postmaster.pid`) says which
 * server process holds it and on which port, and our owner file (written beside the data
 * directory) says which app process started it. Together they tell a live site's server (use it,
 * or refuse to start a second one) from one left behind by a process that is gone (take it over).
 */
import fs from 'node:fs/promises';
import path from 'node:path';

export interface PostmasterLock {
  pid: number;
  port: number;
  /** 'starting', 'ready', 'stopping' or 'standby' (PostgreSQL 10+). */
  status: string;
}

export interface OwnerRecord {
  pid: number;
  /** The owner's start time in clock ticks (Linux /proc), so a recycled pid is not taken for it. */
  startTime: number | null;
}

export type DataDirState = { kind: 'stopped' } | { kind: 'running'; lock: PostmasterLock; owner: OwnerRecord | null; ownerAlive: boolean };

export function ownerFileOf(databaseDir: string): string {
  return path.join(path.dirname(databaseDir), `${path.basename(databaseDir)}.owner.json`);
}

export async function readPostmasterLock(databaseDir: string): Promise<PostmasterLock | null> {
  const text = await fs.readFile(path.join(databaseDir, 'postmaster.pid'), 'utf8').catch(() => null);
  if (text === null) return null;
  const lines = text.split('\n');
  const pid = Number.parseInt(lines[0] ?? '', 10);
  const port = Number.parseInt(lines[3] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0) return null;
  return { pid, port, status: (lines[7] ?? '').trim() };
}

export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user (PostgreSQL runs as `postgres` under root).
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The fields of /proc/<pid>/stat from field 3 (state) on, so field n is at index n - 3; null where
 * the process or /proc (macOS) is not there.
 */
export async function procStatFields(pid: number): Promise<string[] | null> {
  const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  if (stat === null) return null;
  // The command name (field 2) may hold spaces and parentheses: count fields after its last ')'.
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** Field 22 of /proc/<pid>/stat; null where there is no /proc (macOS). */
export async function processStartTime(pid: number): Promise<number | null> {
  const fields = await procStatFields(pid);
  const value = Number(fields?.[19]);
  return Number.isFinite(value) ? value : null;
}

/** A pid recorded in a lock file may have been recycled for an unrelated process after a reboot or a container restart. */
async function isPostgresProcess(pid: number): Promise<boolean> {
  const comm = await fs.readFile(`/proc/${pid}/comm`, 'utf8').catch(() => null);
  if (comm === null) return isProcessAlive(pid); // no /proc: trust the pid
  return comm.trim() === 'postgres';
}

export async function readOwner(databaseDir: string): Promise<OwnerRecord | null> {
  const text = await fs.readFile(ownerFileOf(databaseDir), 'utf8').catch(() => null);
  if (text === null) return null;
  try {
    const parsed = JSON.parse(text) as Partial<OwnerRecord>;
    return typeof parsed.pid === 'number' ? { pid: parsed.pid, startTime: parsed.startTime ?? null } : null;
  } catch {
    return null;
  }
}

export async function isOwnerAlive(owner: OwnerRecord | null): Promise<boolean> {
  if (!owner || !isProcessAlive(owner.pid)) return false;
  if (owner.startTime === null) return true;
  return (await processStartTime(owner.pid)) === owner.startTime;
}

export async function writeOwner(databaseDir: string): Promise<void> {
  const record: OwnerRecord = { pid: process.pid, startTime: await processStartTime(process.pid) };
  await fs.writeFile(ownerFileOf(databaseDir), `${JSON.stringify(record)}\n`);
}

export async function removeOwner(databaseDir: string): Promise<void> {
  const owner = await readOwner(databaseDir);
  if (owner?.pid === process.pid) await fs.rm(ownerFileOf(databaseDir), { force: true });
}

export async function inspectDataDir(databaseDir: string): Promise<DataDirState> {
  const lock = await readPostmasterLock(databaseDir);
  if (!lock || !(await isPostgresProcess(lock.pid))) {
    // A lock file whose process is gone (or is now something else) is stale: PostgreSQL would
    // refuse to start over a recycled pid, so it goes. Never removed while its server lives.
    if (lock) await fs.rm(path.join(databaseDir, 'postmaster.pid'), { force: true });
    return { kind: 'stopped' };
  }
  const owner = await readOwner(databaseDir);
  return { kind: 'running', lock, owner, ownerAlive: await isOwnerAlive(owner) };
}
