/**
 * First-start data, run on every start and idempotent: existing rows are never overwritten, and a
 * lookup list is filled only while it is empty, so the agent's edits and deletions stay as made.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { GTA_MUNICIPALITIES } from '#shared/geo/gta-municipalities.ts';
import { COMMERCIAL_BUILDING_TYPES, LISTING_TYPES, RESIDENTIAL_BUILDING_TYPES } from '#shared/options.ts';
import type { AppConfig } from '../env.ts';
import type { AuthService } from '../auth/auth.service.ts';

export const DEFAULT_BLOG_CATEGORY = 'Other';
export const DEFAULT_EMAIL_GROUP = 'None';

export const DEFAULT_SITE_SETTINGS = {
  agent_name: 'Alex Morgan',
  site_title: 'Alex Morgan — Toronto Real Estate',
  site_short_description:
    'Sales Representative serving Toronto and the GTA: residential, condo and commercial properties.',
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
  await auth.upsertAdmin(em, config.env.ADMIN_EMAIL, config.env.ADMIN_PASSWORD, { resetPassword: false });

  if (await isEmpty(em, 'municipality')) {
    for (const municipality of GTA_MUNICIPALITIES) {
      const [row] = await connection.execute<{ id: number }[]>(
        'insert into municipality (name, region, latitude, longitude) values (?, ?, ?, ?) returning id',
        [municipality.name, municipality.region, municipality.latitude, municipality.longitude],
      );
      for (const community of municipality.communities) {
        await connection.execute(
          'insert into community (municipality_id, name, latitude, longitude) values (?, ?, ?, ?) on conflict do nothing',
          [row!.id, community.name, community.latitude, community.longitude],
        );
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
