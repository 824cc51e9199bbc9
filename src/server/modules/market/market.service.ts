/**
 * The market pages' reads: a few rows of `market_month` per answer (the figures are computed by
 * the market.refresh job, never per request). Sold figures are added only when `isVow` is true:
 * the caller decides it from `ctx.vowVisitor()`.
 */
import type pg from 'pg';
import {
  MARKET_MONTHS,
  type TMarketAreaAnswer,
  type TMarketAreaInput,
  type TMarketChoice,
  type TMarketMonth,
  type TMarketOverviewAnswer,
} from '#shared/market/market.schema.ts';
import { marketPath } from '#shared/market/slug.ts';
import { notFound } from '#server/errors.ts';
import { numericOrNull } from '../../db/pg-numeric.ts';
import { THIS_MONTH_SQL } from './market-sql.ts';

interface MonthRow {
  month: string;
  new_listings: number;
  active_inventory: number;
  median_ask: string | null;
  median_dom: string | null;
  sales_count: number;
  median_sold: string | null;
  sold_to_ask: string | null;
}

function monthOf(row: MonthRow, isVow: boolean): TMarketMonth {
  const month: TMarketMonth = {
    month: row.month,
    newListings: row.new_listings,
    activeInventory: row.active_inventory,
    medianAskingPrice: numericOrNull(row.median_ask),
    medianListingDays: numericOrNull(row.median_dom),
  };
  if (!isVow) return month;
  return { ...month, salesCount: row.sales_count, medianSoldPrice: numericOrNull(row.median_sold), soldToAskRatio: numericOrNull(row.sold_to_ask) };
}

export async function marketArea(pool: pg.Pool, input: TMarketAreaInput, isVow: boolean): Promise<TMarketAreaAnswer> {
  const communitySlug = input.community ?? '';
  const [place, months, communities] = await Promise.all([
    pool.query<{ municipality: string; community: string }>(
      'select municipality, community from market_month where municipality_slug = $1 and community_slug = $2 limit 1',
      [input.municipality, communitySlug],
    ),
    pool.query<MonthRow>(
      `select to_char(month, 'YYYY-MM-DD') as month, new_listings, active_inventory, median_ask::text, median_dom::text,
              sales_count, median_sold::text, sold_to_ask::text
       from market_month
       where municipality_slug = $1 and community_slug = $2 and class = $3 and transaction = $4
         and month >= ${THIS_MONTH_SQL} - interval '${MARKET_MONTHS - 1} months'
       order by month`,
      [input.municipality, communitySlug, input.class, input.transaction],
    ),
    pool.query<{ community: string; community_slug: string }>(
      `select community, community_slug from market_month
       where municipality_slug = $1 and class = $2 and transaction = $3 and month = ${THIS_MONTH_SQL} and community_slug <> ''
       order by community`,
      [input.municipality, input.class, input.transaction],
    ),
  ]);
  const found = place.rows[0];
  if (!found) throw notFound(input.community ? 'Community' : 'Municipality');
  return {
    municipality: { name: found.municipality, slug: input.municipality, path: marketPath(found.municipality) },
    community: input.community ? { name: found.community, slug: communitySlug, path: marketPath(found.municipality, found.community) } : null,
    class: input.class,
    transaction: input.transaction,
    months: months.rows.map((row) => monthOf(row, isVow)),
    communities: communities.rows.map((row) => ({ name: row.community, slug: row.community_slug, path: marketPath(found.municipality, row.community) })),
    hasSoldFigures: isVow,
  };
}

/**
 * Municipalities ranked by median asking price: the last complete month's median against the
 * same month a year before (a month in progress has too few new listings to compare), and the
 * listings on the market now.
 */
export async function marketOverview(pool: pg.Pool, choice: TMarketChoice): Promise<TMarketOverviewAnswer> {
  const { rows } = await pool.query<{
    municipality: string;
    municipality_slug: string;
    month: string;
    median_ask: string | null;
    year_before: string | null;
    inventory: number;
  }>(
    `select m.municipality, m.municipality_slug, to_char(m.month, 'YYYY-MM-DD') as month, m.median_ask::text,
            y.median_ask::text as year_before, coalesce(n.active_inventory, 0) as inventory
     from market_month m
     left join market_month y on y.municipality_slug = m.municipality_slug and y.community_slug = '' and y.class = m.class
                              and y.transaction = m.transaction and y.month = m.month - interval '12 months'
     left join market_month n on n.municipality_slug = m.municipality_slug and n.community_slug = '' and n.class = m.class
                              and n.transaction = m.transaction and n.month = ${THIS_MONTH_SQL}
     where m.community_slug = '' and m.class = $1 and m.transaction = $2 and m.month = ${THIS_MONTH_SQL} - interval '1 month'
     order by m.median_ask desc nulls last, m.municipality`,
    [choice.class, choice.transaction],
  );
  return {
    class: choice.class,
    transaction: choice.transaction,
    month: rows[0]?.month ?? null,
    municipalities: rows.map((row) => {
      const price = numericOrNull(row.median_ask);
      const before = numericOrNull(row.year_before);
      return {
        name: row.municipality,
        slug: row.municipality_slug,
        path: marketPath(row.municipality),
        medianAskingPrice: price,
        changeOver12Months: price !== null && before ? Math.round((price / before - 1) * 10_000) / 10_000 : null,
        activeInventory: row.inventory,
      };
    }),
  };
}
