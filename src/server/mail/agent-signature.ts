/** The agent's sign-off under every transactional mail, read from the site settings row. */
import type pg from 'pg';

export async function loadAgentSignature(client: pg.PoolClient): Promise<string[]> {
  const { rows } = await client.query<{ agent_name: string; brokerage: string | null; phone: string | null; email: string | null }>(
    'select agent_name, brokerage, phone, email from site_settings where id = 1',
  );
  const settings = rows[0];
  if (!settings) return ['Your realtor'];
  return [settings.agent_name, settings.brokerage ?? '', settings.phone ?? '', settings.email ?? ''].filter((line) => line !== '');
}
