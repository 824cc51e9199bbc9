/**
 * CPU time spent by this process and by a PostgreSQL cluster (the postmaster, its live backends
 * and, through the postmaster's children counters, those that exited), read from /proc. On a
 * machine whose cores the importer and PostgreSQL share, the import's pace is the cores over the
 * CPU time a listing costs, so the bench prints that cost per side: it says where time goes even
 * on a busy machine, where the wall clock does not. Linux only; elsewhere it reads nothing.
 */
import fs from 'node:fs/promises';
import { procStatFields, readPostmasterLock } from '#server/db/postmaster-state.ts';

const TICKS_PER_SECOND = 100;

/** A process's parent and its CPU ticks (utime + stime, and its waited-for children's when asked). */
async function cpuTicks(pid: number, withChildren: boolean): Promise<{ ppid: number; ticks: number } | null> {
  const fields = await procStatFields(pid);
  if (!fields) return null;
  const own = Number(fields[11]) + Number(fields[12]);
  const children = withChildren ? Number(fields[13]) + Number(fields[14]) : 0;
  return { ppid: Number(fields[1]), ticks: own + children };
}

/** CPU milliseconds of the cluster whose data directory is `dataDir`, or null off Linux. */
export async function postgresCpuMs(dataDir: string): Promise<number | null> {
  const postmaster = (await readPostmasterLock(dataDir))?.pid;
  if (postmaster === undefined) return null;
  const own = await cpuTicks(postmaster, true);
  if (!own) return null;
  let ticks = own.ticks;
  for (const entry of await fs.readdir('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || pid === postmaster) continue;
    const stat = await cpuTicks(pid, false);
    if (stat?.ppid === postmaster) ticks += stat.ticks;
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/** CPU milliseconds of this process (all its threads). */
export function ownCpuMs(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}
