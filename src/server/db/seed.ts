/**
 * First-start data, run on every start and idempotent: existing rows are never overwritten, and a
 * lookup list is filled only while it is empty, so the agent's edits and deletions stay as made.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { GTA_MUNICIPALITIES } from '#shared/geo/gta-municipalities.ts';
import { COMMERCIAL_BUILDING_TYPES, LISTING_TYPES, RESIDENTIAL_BUILDING_TYPES } from '#shared/options.ts';
import { EXAMPLE_ADMIN_PASSWORD, EnvError, type AppConfig } from '../env.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { verifyPassword } from '../auth/password.ts';
import { User } from '../modules/users/user.entity.ts';

export const DEFAULT_BLOG_CATEGORY = 'Other';
export const DEFAULT_EMAIL_GROUP = 'None';

export const DEFAULT_SITE_SETTINGS = {
  agent_name: 'Alex Morgan',
  site_title: 'Alex Morgan — Toronto Real Estate',
  site_short_description: 'Sales Representative serving Toronto and the GTA: residential, condo and commercial properties.',
  phone: '416-555-0123',
  email: 'alex.morgan@example.com',
  address: '100 King Street West, Toronto, ON M5X 1A9',
  brokerage: 'Sample Realty Inc., Brokerage',
};

async function isEmpty(em: EntityManager, table: string): Promise<boolean> {
  const rows = await em.getConnection().execute<{ n: number }[]>(`select count(*)::int as n from ${table}`);
  return rows[0]?.n === 0;
}

export async function seedDatabase(em: EntityManager, config: AppConfig, auth: AuthService): Promise<void> {
  const connection = em.getConnection();
  await seedAdmin(em, config, auth);

  if (await isEmpty(em, 'municipality')) {
    for (const municipality of GTA_MUNICIPALITIES) {
      const [row] = await connection.execute<{ id: number }[]>(
        'insert into municipality (name, region, latitude, longitude) values (?, ?, ?, ?) returning id',
        [municipality.name, municipality.region, municipality.latitude, municipality.longitude],
      );
      for (const community of municipality.communities) {
        await connection.execute('insert into community (municipality_id, name, latitude, longitude) values (?, ?, ?, ?) on conflict do nothing', [
          row!.id,
          community.name,
          community.latitude,
          community.longitude,
        ]);
      }
    }
  }

  if (await isEmpty(em, 'property_type')) {
    const types = [...RESIDENTIAL_BUILDING_TYPES, ...COMMERCIAL_BUILDING_TYPES].filter((type) => type !== 'any');
    for (const type of new Set(types)) {
      await connection.execute('insert into property_type (prop_type) values (?) on conflict do nothing', [type]);
    }
  }

  if (await isEmpty(em, 'listing_type')) {
    for (const type of LISTING_TYPES) {
      await connection.execute('insert into listing_type (type) values (?) on conflict do nothing', [type]);
    }
  }

  await connection.execute('insert into blog_category (category) values (?) on conflict do nothing', [DEFAULT_BLOG_CATEGORY]);
  await connection.execute('insert into email_group (group_type) values (?) on conflict do nothing', [DEFAULT_EMAIL_GROUP]);

  const settings = DEFAULT_SITE_SETTINGS;
  await connection.execute(
    `insert into site_settings (id, agent_name, site_title, site_short_description, phone, email, address, brokerage)
     values (1, ?, ?, ?, ?, ?, ?, ?) on conflict (id) do nothing`,
    [settings.agent_name, settings.site_title, settings.site_short_description, settings.phone, settings.email, settings.address, settings.brokerage],
  );
}

/**
 * The admin account. Created with ADMIN_PASSWORD on first start and otherwise left alone (the
 * agent may have changed the password since), with one exception: an account still on the example
 * password takes the configured ADMIN_PASSWORD when that is a different one, so a database first
 * created in development does not keep accepting `change-me-now` after the operator set a real
 * password.
 */
async function seedAdmin(em: EntityManager, config: AppConfig, auth: AuthService): Promise<void> {
  const { ADMIN_EMAIL, ADMIN_PASSWORD } = config.env;
  const outcome = await auth.upsertAdmin(em, ADMIN_EMAIL, ADMIN_PASSWORD, { resetPassword: false });
  if (outcome === 'unchanged' && ADMIN_PASSWORD !== EXAMPLE_ADMIN_PASSWORD) {
    const admin = await em.findOne(User, { email: ADMIN_EMAIL.trim().toLowerCase() });
    if (admin && (await verifyPassword(EXAMPLE_ADMIN_PASSWORD, admin.passwordHash))) {
      await auth.upsertAdmin(em, ADMIN_EMAIL, ADMIN_PASSWORD, { resetPassword: true });
    }
  }
}

/** Printed as a configuration error (message only) by main.ts. */
export class ExamplePasswordError extends EnvError {}

/**
 * A production server does not start while any account (an earlier ADMIN_EMAIL too, which the
 * seed never changes) still signs in with the example password. Called by the server's start, not
 * by the seed, so `npm run admin:create` can still run to fix it.
 */
export async function refuseExampleAdminPassword(em: EntityManager, config: AppConfig): Promise<void> {
  if (config.env.NODE_ENV !== 'production') return;
  const stale: string[] = [];
  for (const user of await em.find(User, {}, { fields: ['email', 'passwordHash'] })) {
    if (await verifyPassword(EXAMPLE_ADMIN_PASSWORD, user.passwordHash)) stale.push(user.email);
  }
  if (stale.length > 0) {
    throw new ExamplePasswordError(
      `Refusing to start in production: ${stale.join(', ')} still signs in with the example password. ` +
        `Set a new one with \`npm run admin:create -- --email ${stale[0]} --password <new password>\`.`,
    );
  }
}
