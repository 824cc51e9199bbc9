import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StartupError, describeFsError, ensureWritableDir } from './data-dir.ts';
import { describeError, throttledLog } from './db-errors.ts';

describe('DATA_DIR checks', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'realtor-data-dir-'));
  });
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));

  it('creates a missing directory and leaves no probe behind', async () => {
    const target = path.join(dir, 'new', 'data');
    await ensureWritableDir(target);
    expect(await fs.readdir(target)).toEqual([]);
  });

  it('names a file in place of DATA_DIR, or of one of its parents, in one line', async () => {
    const file = path.join(dir, 'a-file');
    await fs.writeFile(file, 'x');
    for (const target of [file, path.join(file, 'data')]) {
      const error = await ensureWritableDir(target).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(StartupError);
      expect((error as Error).message).toMatch(/is a file, not a directory/);
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it('says what a read-only file system, missing permission and a full disk mean', () => {
    const subject = 'DATA_DIR (/srv/data)';
    expect(describeFsError({ code: 'EROFS' }, subject)).toBe('DATA_DIR (/srv/data) is on a read-only file system. Point DATA_DIR at a writable directory.');
    expect(describeFsError({ code: 'EACCES' }, subject)).toMatch(/not writable/);
    expect(describeFsError({ code: 'ENOSPC' }, subject)).toMatch(/disk is full/);
    expect(describeFsError({ code: 'EIO' }, subject)).toBeNull();
  });
});

describe('database error lines', () => {
  it('reads the plain objects pg-boss emits instead of printing [object Object]', () => {
    const fromBoss = { code: '53100', message: 'could not extend file "base/1/2": No space left on device', queue: 'search.index' };
    expect(describeError(fromBoss)).toBe(
      'the database disk is full (no space left on device) (queue search.index): could not extend file "base/1/2": No space left on device',
    );
    expect(describeError({})).not.toContain('[object Object]');
    expect(describeError(new Error('boom'))).toBe('boom');
  });

  it('logs a repeated line once per window, then how many were held back', () => {
    const lines: string[] = [];
    const log = throttledLog((line) => lines.push(line), 60_000);
    for (let index = 0; index < 5; index += 1) log('database away');
    log('something else');
    expect(lines).toEqual(['database away', 'something else']);
  });
});
