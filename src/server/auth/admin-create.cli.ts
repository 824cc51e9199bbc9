/**
 * `npm run admin:create -- --email you@example.com --password '…'`: creates an admin or resets its
 * password, which signs out every session of that admin.
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { getConfig } from '../env.ts';
import { openDatabase } from '../db/database-url.ts';
import { StartupError } from '../db/data-dir.ts';
import { createOrm } from '../db/orm.ts';
import { prepareDatabase } from '../runtime.ts';
import { AuthService } from './auth.service.ts';

const ArgsSchema = z.object({
  email: z.email('--email must be an e-mail address'),
  password: z.string().min(10, '--password must have at least 10 characters'),
});

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } });
  const parsed = ArgsSchema.safeParse(values);
  if (!parsed.success) {
    console.error(parsed.error.issues.map((issue) => issue.message).join('\n'));
    console.error('usage: npm run admin:create -- --email you@example.com --password "a long password"');
    process.exit(2);
  }
  const config = getConfig();
  const database = await openDatabase(config, { purpose: 'command', role: 'cli', log: () => undefined });
  const orm = await createOrm({ databaseUrl: database.url, poolMax: 2 });
  try {
    const auth = new AuthService(config.env.AUTH_SECRET);
    await prepareDatabase(orm, config, { auth });
    const outcome = await auth.upsertAdmin(orm.em.fork(), parsed.data.email, parsed.data.password, { resetPassword: true });
    console.log(`admin ${parsed.data.email}: ${outcome}${outcome === 'updated' ? ' (every session of it is signed out)' : ''}`);
  } finally {
    await orm.close(true);
    await database.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof StartupError ? error.message : error);
  process.exit(1);
});
