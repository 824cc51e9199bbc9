/**
 * GET /api/admin/backups/:name: downloads one archive. Admin only, checked here on the server
 * (besides the /api/admin hook in rest/register-rest.ts); the name must be an archive's name, so
 * no other file under DATA_DIR can be asked for.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppServices } from '../services.ts';
import { bearerToken } from '../trpc/init.ts';
import { isArchiveFileName } from './backup/archive-format.ts';
import { backupDirectoryOf } from './backup/backup-files.ts';

const ZParams = z.object({ name: z.string().refine(isArchiveFileName, 'not a backup archive name') });

export function registerBackupDownload(app: FastifyInstance, services: AppServices): void {
  app.get('/api/admin/backups/:name', async (request, reply) => {
    const user = await services.auth.authenticate(services.orm.em.fork(), bearerToken(request.headers.authorization));
    if (!user) return reply.code(401).send({ status: 'error', message: 'Your session has expired. Please sign in again.' });
    const params = ZParams.safeParse(request.params);
    if (!params.success) return reply.code(400).send({ status: 'error', message: 'Not a backup archive.' });
    const file = path.join(backupDirectoryOf(services.config), params.data.name);
    const stat = await fs.promises.stat(file).catch(() => null);
    if (!stat?.isFile()) return reply.code(404).send({ status: 'error', message: 'That backup no longer exists.' });
    return reply
      .header('content-type', 'application/gzip')
      .header('content-length', stat.size)
      .header('content-disposition', `attachment; filename="${params.data.name}"`)
      .header('cache-control', 'no-store')
      .send(fs.createReadStream(file));
  });
}
