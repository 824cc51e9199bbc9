/**
 * The agent's Visitors screen: registered visitors with their consents and activity, one
 * visitor's timeline, and the CSV export. Admin only (adminProcedure).
 */
import Papa from 'papaparse';
import type pg from 'pg';
import { VOW_TERMS, MARKETING_CONSENT } from '#shared/vow-terms.ts';
import { notFound } from '#server/errors.ts';

export interface VisitorRow {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  createdAt: string;
  lastVisitAt: string | null;
  /** 'current', 'outdated' (an older text was accepted: asked again at the next visit) or 'none'. */
  vowTerms: 'current' | 'outdated' | 'none';
  marketingEmail: boolean;
  favourites: number;
  listingsViewed: number;
}

const LIST_LIMIT = 1000;

export async function listVisitors(pool: pg.Pool, filter: { search?: string | undefined; id?: number } = {}): Promise<{ rows: VisitorRow[]; total: number }> {
  const search = filter.search;
  const pattern = search ? `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%` : null;
  const { rows } = await pool.query<{
    id: number;
    name: string;
    email: string;
    phone: string | null;
    created_at: Date;
    last_visit_at: Date | null;
    vow_terms_version: string | null;
    marketing_consent_version: string | null;
    favourites: number;
    listings_viewed: number;
    total: number;
  }>(
    `select v.id, v.name, v.email, v.phone, v.created_at, v.last_visit_at, v.vow_terms_version, v.marketing_consent_version,
            (select count(*)::int from visitor_favourite f where f.visitor_id = v.id) as favourites,
            (select count(distinct w.listing_id)::int from visitor_listing_view w where w.visitor_id = v.id) as listings_viewed,
            count(*) over ()::int as total
       from visitor v
      where ($1::text is null or v.name ilike $1 or v.email ilike $1) and ($2::int is null or v.id = $2)
      order by v.created_at desc, v.id desc
      limit ${LIST_LIMIT}`,
    [pattern, filter.id ?? null],
  );
  return {
    total: rows[0]?.total ?? 0,
    rows: rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      phone: row.phone,
      createdAt: row.created_at.toISOString(),
      lastVisitAt: row.last_visit_at?.toISOString() ?? null,
      vowTerms: row.vow_terms_version === null ? 'none' : row.vow_terms_version === VOW_TERMS.version ? 'current' : 'outdated',
      marketingEmail: row.marketing_consent_version !== null,
      favourites: row.favourites,
      listingsViewed: row.listings_viewed,
    })),
  };
}

export interface TimelineEntry {
  at: string;
  kind: 'signed_up' | 'consent_given' | 'consent_withdrawn' | 'saved' | 'viewed';
  text: string;
  listingId: number | null;
}

const CONSENT_NAMES: Record<string, string> = { vow_terms: 'VOW terms of use', marketing_email: 'marketing e-mail', listing_alerts: 'listing alerts' };

/** Newest first: sign-up, each consent given or withdrawn (with its text version and address), saved homes, views per day. */
export async function visitorTimeline(pool: pg.Pool, visitorId: number): Promise<{ visitor: VisitorRow; entries: TimelineEntry[] }> {
  const visitor = (await listVisitors(pool, { id: visitorId })).rows[0];
  if (!visitor) throw notFound('Visitor');
  const { rows } = await pool.query<{ at: Date; kind: TimelineEntry['kind']; detail: string; extra: string | null; listing_id: number | null }>(
    `select created_at as at, 'signed_up' as kind, coalesce(sign_up_ip, '') as detail, null as extra, null::int as listing_id from visitor where id = $1
     union all
     select recorded_at, case when action = 'given' then 'consent_given' else 'consent_withdrawn' end, kind,
            text_version || ' from ' || ip || case when recorded_by = 'agent' then ', given to the agent' else '' end, null
       from visitor_consent where visitor_id = $1
     union all
     select f.created_at, 'saved', l.address, l.municipality, l.id from visitor_favourite f join listing l on l.id = f.listing_id where f.visitor_id = $1
     union all
     select w.last_viewed_at, 'viewed', l.address, w.views::text, l.id from visitor_listing_view w join listing l on l.id = w.listing_id where w.visitor_id = $1
     order by at desc
     limit 500`,
    [visitorId],
  );
  const entries = rows.map((row): TimelineEntry => {
    const at = row.at.toISOString();
    switch (row.kind) {
      case 'signed_up':
        return { at, kind: row.kind, text: row.detail ? `Signed up (from ${row.detail})` : 'Signed up', listingId: null };
      case 'consent_given':
        return { at, kind: row.kind, text: `Accepted ${CONSENT_NAMES[row.detail] ?? row.detail} (${row.extra})`, listingId: null };
      case 'consent_withdrawn':
        return { at, kind: row.kind, text: `Withdrew ${CONSENT_NAMES[row.detail] ?? row.detail} (${row.extra})`, listingId: null };
      case 'saved':
        return { at, kind: row.kind, text: `Saved ${row.detail}, ${row.extra}`, listingId: row.listing_id };
      default:
        return { at, kind: 'viewed', text: `Viewed ${row.detail} (${row.extra} ${row.extra === '1' ? 'time' : 'times'} that day)`, listingId: row.listing_id };
    }
  });
  return { visitor, entries };
}

/** The visitor list as CSV; cells a spreadsheet would run as a formula are escaped (papaparse escapeFormulae). */
export async function visitorsCsv(pool: pg.Pool): Promise<{ filename: string; csv: string }> {
  const { rows } = await listVisitors(pool);
  const csv = Papa.unparse(
    {
      fields: ['Name', 'Email', 'Phone', 'Signed up', 'Last visit', 'VOW terms', 'Marketing e-mail', 'Saved homes', 'Listings viewed'],
      data: rows.map((row) => [
        row.name,
        row.email,
        row.phone ?? '',
        row.createdAt,
        row.lastVisitAt ?? '',
        row.vowTerms === 'current' ? `accepted (${VOW_TERMS.version})` : row.vowTerms === 'outdated' ? 'older version accepted' : 'not accepted',
        row.marketingEmail ? `yes (${MARKETING_CONSENT.version})` : 'no',
        row.favourites,
        row.listingsViewed,
      ]),
    },
    { escapeFormulae: true },
  );
  return { filename: `visitors-${new Date().toISOString().slice(0, 10)}.csv`, csv };
}
