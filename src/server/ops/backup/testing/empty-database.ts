/** Test helper: a brand-new, never-migrated database on the test run's server, as a fresh install has. */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

async function onServer(work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: inject('databaseServerUrl') });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

export async function emptyDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `realtor_restore_${randomBytes(5).toString('hex')}`;
  await onServer((client) => client.query(`create database ${name}`));
  const url = new URL(inject('databaseServerUrl'));
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer((client) => client.query(`drop database if exists ${name} with (force)`)) };
}
