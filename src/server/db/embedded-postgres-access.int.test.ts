import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { StartupError } from './data-dir.ts';
import { startEmbeddedPostgres } from './embedded-postgres.ts';
import { freePort } from '../../../tests/support/db-global-setup.ts';

const isRoot = process.getuid?.() === 0;
if (!isRoot) console.log('embedded-postgres-access: skipped, only a root process runs PostgreSQL as another user');

describe.skipIf(!isRoot)('the embedded PostgreSQL started by root', () => {
  it('names a private folder on the way to the data directory instead of failing inside initdb', async () => {
    // mktemp -d makes 0700 folders: the `postgres` user cannot enter them.
    const privateFolder = await fs.mkdtemp(path.join(os.tmpdir(), 'realtor-private-'));
    await fs.chmod(privateFolder, 0o700);
    try {
      const start = startEmbeddedPostgres({ dataDir: path.join(privateFolder, 'data', 'pg'), port: await freePort(), ephemeral: true });
      await expect(start).rejects.toBeInstanceOf(StartupError);
      await expect(start).rejects.toThrow(`cannot enter ${privateFolder} (mode 0700) on the way to the data directory`);
      await expect(start).rejects.toThrow(`chmod o+x ${privateFolder}`);
      // Nothing was initialised: the folder was refused before initdb ran.
      await expect(fs.access(path.join(privateFolder, 'data', 'pg', 'PG_VERSION'))).rejects.toThrow();
    } finally {
      await fs.rm(privateFolder, { recursive: true, force: true });
    }
  });
});
