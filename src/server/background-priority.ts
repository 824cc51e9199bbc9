/**
 * The importer and the job workers run below the web process's CPU priority: on a small server
 * the web process and an import of a whole board share the cores, and a visitor's search should
 * not wait behind a page of listings being mapped (issue #26: searches during a first import
 * within 2× of their quiet time). The import then takes what the web process leaves; PostgreSQL's
 * own processes, which do the writing, keep their priority.
 */
import os from 'node:os';

/** The niceness of background work (0 is normal, 19 the lowest priority). */
const BACKGROUND_NICENESS = 10;

/**
 * Lowers this process's CPU priority to background work's: its main thread, where the import and
 * the jobs run, and the threads it starts from then on (threads inherit it; those already
 * running keep theirs). Raising one's own niceness needs no privilege.
 */
export function runAsBackgroundWork(): void {
  os.setPriority(BACKGROUND_NICENESS);
}
