/** The migrations, the entity definitions and the seed agree with each other. */
import { describe, expect, it } from 'vitest';
import { HOME_PAGE_CITIES } from '#shared/geo/gta-municipalities.ts';
import { suiteApp } from '../support/suite-app.ts';

describe('database schema and seed', () => {
  const t = suiteApp({ startJobs: false });

  const sql = <T>(query: string, params: unknown[] = []) => t.services.orm.em.getConnection().execute<T[]>(query, params);

  it('has no column the entities and the migrations disagree on', async () => {
    const diff = await t.services.orm.schema.getUpdateSchemaSQL({ wrap: false });
    const entityTables = new Set(Object.values(t.services.orm.getMetadata().getAll()).map((meta) => meta.tableName));
    const columnChanges = diff
      .split('\n')
      .filter((line) => /add column|drop column|create table|drop table|alter column .* type (?!text)/.test(line))
      // Tables only plain SQL reads and writes (listing history, for one) have no entity to agree with.
      .filter((line) => !/^drop table if exists "(\w+)"/.test(line) || entityTables.has(line.match(/^drop table if exists "(\w+)"/)?.[1] ?? ''))
      // site_settings.id and tour_settings.id (one-row tables) are constrained ints in SQL and plain ints in the entities; same columns.
      .filter((line) => !line.includes('"site_settings" alter column "id"') && !line.includes('"tour_settings" alter column "id"'));
    expect(columnChanges).toEqual([]);
  });

  it('enables pg_trgm and unaccent', async () => {
    const rows = await sql<{ extname: string }>("select extname from pg_extension where extname in ('pg_trgm','unaccent') order by 1");
    expect(rows.map((row) => row.extname)).toEqual(['pg_trgm', 'unaccent']);
  });

  it('seeds the GTA municipalities with coordinates, types, the Other category and site settings', async () => {
    const municipalities = await sql<{ name: string; latitude: number; region: string }>('select name, latitude, region from municipality');
    for (const city of HOME_PAGE_CITIES) expect(municipalities.map((row) => row.name)).toContain(city);
    expect(new Set(municipalities.map((row) => row.region))).toEqual(new Set(['Toronto', 'Peel', 'York', 'Durham', 'Halton']));
    expect((await sql<{ type: string }>('select type from listing_type order by id')).map((row) => row.type)).toEqual(['Sale', 'Lease', 'Sub-Lease']);
    expect((await sql<{ n: number }>("select count(*)::int as n from property_type where prop_type = 'Detached'"))[0]?.n).toBe(1);
    expect((await sql<{ category: string }>('select category from blog_category')).map((row) => row.category)).toContain('Other');
    expect((await sql<{ agent_name: string }>('select agent_name from site_settings'))[0]?.agent_name).toBeTruthy();
  });

  it('serves the public site settings through tRPC', async () => {
    const settings = await t.caller().settings.public();
    expect(settings.agent_name).toBeTruthy();
    expect(settings.default_mortgage_rate).toBeGreaterThan(0);
  });
});
