/**
 * Issue 22 item 1: a database first created in development keeps the admin on the example
 * password; a start with a configured ADMIN_PASSWORD must not keep accepting it, and production
 * refuses to start while any account still has it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthService } from '#server/auth/auth.service.ts';
import { verifyPassword } from '#server/auth/password.ts';
import { createOrm, type Orm } from '#server/db/orm.ts';
import { ExamplePasswordError, refuseExampleAdminPassword, seedDatabase } from '#server/db/seed.ts';
import { EXAMPLE_ADMIN_PASSWORD } from '#server/env.ts';
import { User } from '#server/modules/users/user.entity.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { TEST_ADMIN, testConfig } from '../support/test-config.ts';

const PRODUCTION = { NODE_ENV: 'production', AUTH_SECRET: 'a-real-random-secret-value-for-prod', PUBLIC_URL: 'https://agent.example.com' };

let database: TestDatabase;
let orm: Orm;
const auth = new AuthService('test-secret-for-signing-tokens-only');

async function passwordOf(email: string): Promise<string> {
  return (await orm.em.fork().findOneOrFail(User, { email })).passwordHash;
}

beforeAll(async () => {
  database = await createTestDatabase();
  orm = await createOrm({ databaseUrl: database.url, poolMax: 2 });
});
afterAll(async () => {
  await orm.close(true);
  await database.drop();
});

describe('the admin on the example password', () => {
  it('takes the configured ADMIN_PASSWORD at the next start, and production then starts', async () => {
    // As after a first start in development with .env.example's values.
    await auth.upsertAdmin(orm.em.fork(), TEST_ADMIN.email, EXAMPLE_ADMIN_PASSWORD, { resetPassword: true });
    const config = testConfig(database.url, { ...PRODUCTION, ADMIN_PASSWORD: 'a-new-production-password' });
    await seedDatabase(orm.em.fork(), config, auth);
    const hash = await passwordOf(TEST_ADMIN.email);
    expect(await verifyPassword('a-new-production-password', hash)).toBe(true);
    expect(await verifyPassword(EXAMPLE_ADMIN_PASSWORD, hash)).toBe(false);
    await expect(refuseExampleAdminPassword(orm.em.fork(), config)).resolves.toBeUndefined();
  });

  it('keeps a password the agent changed (the seed never resets it otherwise)', async () => {
    await auth.upsertAdmin(orm.em.fork(), TEST_ADMIN.email, 'the-agents-own-password', { resetPassword: true });
    await seedDatabase(orm.em.fork(), testConfig(database.url, { ADMIN_PASSWORD: 'another-configured-password' }), auth);
    expect(await verifyPassword('the-agents-own-password', await passwordOf(TEST_ADMIN.email))).toBe(true);
  });

  it('stops a production start while another account is still on it, naming the command that fixes it', async () => {
    await auth.upsertAdmin(orm.em.fork(), 'old-admin@example.com', EXAMPLE_ADMIN_PASSWORD, { resetPassword: true });
    const config = testConfig(database.url, { ...PRODUCTION, ADMIN_PASSWORD: 'a-new-production-password' });
    await seedDatabase(orm.em.fork(), config, auth);
    const refusal = refuseExampleAdminPassword(orm.em.fork(), config);
    await expect(refusal).rejects.toBeInstanceOf(ExamplePasswordError);
    await expect(refusal).rejects.toThrow(/old-admin@example\.com.*npm run admin:create -- --email old-admin@example\.com --password/);
    // Development still starts (the example password is the documented local one).
    await expect(refuseExampleAdminPassword(orm.em.fork(), testConfig(database.url))).resolves.toBeUndefined();
  });
});
