/**
 * DATA_DIR must be a writable directory with room left before anything is started in it: a file in
 * its place, a read-only mount or a full disk otherwise surfaces as ENOENT/EEXIST traces from deep
 * inside initdb or the media store. Each case becomes one line that names the path and the fix.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

/** A start-up failure whose message is the whole story: main.ts prints it alone, without a stack. */
export class StartupError extends Error {
  override name = 'StartupError';
}

export function describeFsError(error: unknown, subject: string): string | null {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  switch (code) {
    case 'ENOSPC':
      return `${subject}: the disk is full (no space left on device). Free some space and start again.`;
    case 'EDQUOT':
      return `${subject}: the disk quota is exhausted. Free some space and start again.`;
    case 'EROFS':
      return `${subject} is on a read-only file system. Point DATA_DIR at a writable directory.`;
    case 'EACCES':
    case 'EPERM':
      return `${subject} is not writable by this user. Fix its permissions or point DATA_DIR elsewhere.`;
    case 'EEXIST':
    case 'ENOTDIR':
      return `${subject} is a file, not a directory. Point DATA_DIR at a directory.`;
    default:
      return null;
  }
}

/**
 * mkdir -p one level at a time: Node's recursive mkdir reports ENOENT on a read-only file system,
 * where a single mkdir says EROFS (or EACCES, ENOSPC, ENOTDIR), which is the fix to suggest.
 */
async function makeDirectories(dir: string): Promise<void> {
  const missing: string[] = [];
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    const exists = await fs.stat(current).then(
      () => true,
      () => false,
    );
    if (exists || path.dirname(current) === current) break;
    missing.unshift(current);
  }
  for (const level of missing) {
    await fs.mkdir(level).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    });
  }
}

/** Creates `dir` when missing and proves it can be written (a probe file written and removed). */
export async function ensureWritableDir(dir: string, label = `DATA_DIR (${dir})`): Promise<void> {
  const fail = (error: unknown): never => {
    const message = describeFsError(error, label);
    if (message) throw new StartupError(message, { cause: error });
    throw error;
  };
  const stat = await fs.stat(dir).catch((error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? null : fail(error)));
  if (stat && !stat.isDirectory()) fail(Object.assign(new Error('not a directory'), { code: 'ENOTDIR' }));
  if (!stat) await makeDirectories(dir).catch(fail);
  const probe = path.join(dir, `.write-test-${process.pid}`);
  try {
    // 64 KB rather than one byte: a disk with a few blocks left is as unusable as a full one.
    await fs.writeFile(probe, Buffer.alloc(64 * 1024));
  } catch (error) {
    await fs.rm(probe, { force: true });
    fail(error);
  }
  await fs.rm(probe, { force: true });
}
