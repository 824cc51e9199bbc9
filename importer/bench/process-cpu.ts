/**
 * CPU time spent by this process and by a PostgreSQL cluster (the postmaster, its live backends
 * and, through the postmaster's children counters, those that exited), read from /proc. On a
 * machine whose cores the importer and PostgreSQL share, the import's pace is the cores over the
 * CPU time a listing costs, so the bench prints that cost per side: it says where time goes even
 * on a busy machine, where the wall clock does not. Linux only; elsewhere it reads nothing.
 */
import fs from 'node:fs';
import path from 'node:path';

const TICKS_PER_SECOND = 100;

interface ProcStat {
  ppid: number;
  /** utime + stime (+ cutime + cstime when asked), in ticks. */
  ticks: number;
}

function readStat(pid: number, withChildren: boolean): ProcStat | null {
  let text: string;
  try {
    text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // The command name is in parentheses and may hold spaces: the fields start after the last ')'.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const own = Number(fields[11]) + Number(fields[12]);
  const children = withChildren ? Number(fields[13]) + Number(fields[14]) : 0;
  return { ppid: Number(fields[1]), ticks: own + children };
}

/** CPU milliseconds of the cluster whose data directory is `dataDir`, or null off Linux. */
export function postgresCpuMs(dataDir: string): number | null {
  let postmaster: number;
  try {
    postmaster = Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return null;
  }
  const own = readStat(postmaster, true);
  if (!own) return null;
  let ticks = own.ticks;
  for (const entry of fs.readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || pid === postmaster) continue;
    const stat = readStat(pid, false);
    if (stat?.ppid === postmaster) ticks += stat.ticks;
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/** CPU milliseconds of this process (all its threads). */
export function ownCpuMs(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}
