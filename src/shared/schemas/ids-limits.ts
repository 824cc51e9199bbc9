/** The largest value of PostgreSQL's `integer` (int4), the type of every id column (here apart from ids.schema.ts, for code without zod). */
export const INT4_MAX = 2_147_483_647;
