/**
 * SQL fragments the market refresh and the market reads share: the site's classes and
 * transactions as the market pages name them, the URL slug of a place name (the SQL twin of
 * #shared/market/slug.ts) and the board's time zone, in which months begin; and the reading of
 * the numeric columns (medians, fees) they answer, which pg hands over as text.
 */
export const MARKET_TIME_ZONE = 'America/Toronto';

/** The slug of a place name: lower case, every run of other characters than a–z 0–9 one dash. */
export const marketSlugSql = (expression: string) => `trim(both '-' from regexp_replace(lower(${expression}), '[^a-z0-9]+', '-', 'g'))`;

export const marketClassSql = (alias: string) => `(case ${alias}.feed_class when 'residential' then 'houses' when 'condo' then 'condos' else 'commercial' end)`;

/** Sub-leases are leases to a visitor choosing between buying and renting. */
export const marketTransactionSql = (alias: string) => `(case when ${alias}.transaction_type = 'Sale' then 'sale' else 'lease' end)`;

/** The first day of the current month in Toronto. */
export const THIS_MONTH_SQL = `(date_trunc('month', now() at time zone '${MARKET_TIME_ZONE}'))::date`;
