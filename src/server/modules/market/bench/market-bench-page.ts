/**
 * For benchmarks that start only the web role (no worker runs `market.refresh`): refreshes the
 * market figures now and gives the market page of the municipality with the most listings.
 */
import type pg from 'pg';
import { marketPath } from '#shared/market/slug.ts';
import { refreshMarket } from '../market-refresh.ts';

export async function marketBenchPage(pool: pg.Pool): Promise<string> {
  await refreshMarket(pool, { full: true });
  const { rows } = await pool.query<{ municipality: string }>(
    `select municipality from listing where is_active group by municipality order by count(*) desc, municipality limit 1`,
  );
  return marketPath(rows[0]?.municipality ?? 'Toronto');
}
