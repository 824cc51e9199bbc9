/**
 * The admin's property lists: the feed's listings of one class (the home browser) and the agent's
 * own list, newest first, keyset-paged by id. The search box matches every listing of the list on
 * the server (not only the loaded rows) with a substring match the trigram index serves.
 */
import type pg from 'pg';
import { type FeedClass, feedClassOfAdminType } from '#shared/listing-classes.ts';
import { escapeLike } from '#shared/text/escape.ts';
import { ADMIN_PAGE_SIZE, type AdminListType, type TAdminPropertyPage, type TAdminPropertyRow } from '#shared/schemas/admin-property.schema.ts';
import { applyAgentOverrides } from './agent-overrides.ts';
import type { ListingSnapshot } from './listing-snapshot.ts';
import { publicListingSql } from '../listings/public-listing.ts';
import { listingIdentity } from '../listings/listing-read-model.ts';
import { madePhoto, photoUrl } from '../../media/listing-photo-files.ts';
import { detailsSql } from '../listings/stored-details.ts';

/**
 * Must stay identical to the indexed expression of listing_admin_text_trgm_idx (migrations 20261122030000,
 * 20261128090000), which indexes only the rows of the two lists below.
 */
export const ADMIN_SEARCH_TEXT_SQL = `lower(listing_key || ' ' || address || ' ' || coalesce(unit_number, '') || ' ' || municipality || ' ' || coalesce(community, '') || ' ' || coalesce(postal_code, ''))`;

/** The own list: the agent's properties and the feed's listings the agent added. Matches listing_admin_own_idx. */
export const OWN_LIST_SQL = `(origin = 'agent' or in_own_listing) and not agent_hidden`;
/**
 * One feed class in the browser. Matches listing_admin_browse_<class>_idx, whose condition names
 * the class: it is written in, not passed (a FeedClass, one of three names), so that every plan of
 * the statement can prove it.
 */
export const feedListSql = (feedClass: FeedClass) => `origin = 'feed' and feed_class = '${feedClass}' and ${publicListingSql()}`;

type RowSource = Pick<
  ListingSnapshot,
  | 'id'
  | 'listing_key'
  | 'origin'
  | 'feed_class'
  | 'property_sub_type'
  | 'price'
  | 'address'
  | 'unit_number'
  | 'municipality'
  | 'area'
  | 'details'
  | 'agent_overrides'
  | 'in_own_listing'
  | 'is_featured'
  | 'agent_status'
  | 'is_active'
  | 'created_at'
  | 'updated_at'
> & {
  added_on: string;
  /** The list photo's files (listing-photo-files.ts), while one is made. */
  thumbnail: { media_key: string | null; file_token: string | null; width: number | null } | null;
};

export function toAdminRow(source: RowSource): TAdminPropertyRow {
  const row = applyAgentOverrides(source, source.agent_overrides);
  return {
    ...listingIdentity(row),
    area: row.area,
    listPrice: row.price === null ? null : Number(row.price),
    propertySubType: row.property_sub_type,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    addedOn: row.added_on,
    origin: row.origin,
    isOwnListing: row.in_own_listing,
    isFeatured: row.is_featured,
    agentStatus: row.agent_status,
    isActive: row.is_active,
    thumbnailUrl: thumbnailUrl(source),
  };
}

function thumbnailUrl(source: RowSource): string | null {
  const files = source.thumbnail ? madePhoto(source.listing_key, source.thumbnail) : null;
  return files ? photoUrl(files, '320', '640') : null;
}

/** Columns of a list row; the main photo is the main ready one (else the first ready one). */
export const ADMIN_ROW_SQL = `
  l.id, l.listing_key, l.origin, l.feed_class, l.property_sub_type, l.price::float8 as price, l.address, l.unit_number,
  l.municipality, l.area, ${detailsSql('l')} as details, l.agent_overrides, l.in_own_listing, l.is_featured, l.agent_status, l.is_active, l.created_at, l.updated_at,
  to_char(l.created_at at time zone 'America/Toronto', 'YYYY-MM-DD') as added_on,
  (select json_build_object('media_key', m.media_key, 'file_token', m.file_token, 'width', m.width)
     from listing_media m where m.listing_id = l.id and m.status = 'ready'
     order by m.is_main desc, m.ord, m.id limit 1) as thumbnail`;

export interface AdminListQuery {
  type: AdminListType;
  search?: string | undefined;
  cursor?: number | null | undefined;
  limit?: number | undefined;
}

/** The statement of one page of an admin list: `limit + 1` rows, the extra one telling that a next page exists. */
export function adminListStatement(query: AdminListQuery): { text: string; values: unknown[]; limit: number } {
  const limit = query.limit ?? ADMIN_PAGE_SIZE;
  const params: unknown[] = [];
  const where: string[] = [];
  if (query.type === 'own') {
    where.push(OWN_LIST_SQL);
  } else {
    where.push(feedListSql(feedClassOfAdminType(query.type)));
  }
  if (query.search) {
    params.push(`%${escapeLike(query.search.toLowerCase())}%`);
    where.push(`${ADMIN_SEARCH_TEXT_SQL} like $${params.length}`);
  }
  if (query.cursor) {
    params.push(query.cursor);
    where.push(`id < $${params.length}`);
  }
  params.push(limit + 1);
  return {
    text: `select ${ADMIN_ROW_SQL} from listing l where ${where.map((clause) => `(${clause})`).join(' and ')} order by l.id desc limit $${params.length}`,
    values: params,
    limit,
  };
}

export async function listAdminProperties(pool: pg.Pool, query: AdminListQuery): Promise<TAdminPropertyPage> {
  const { text, values, limit } = adminListStatement(query);
  const { rows } = await pool.query<RowSource>(text, values);
  const page = rows.slice(0, limit);
  return { data: page.map(toAdminRow), nextCursor: rows.length > limit ? page.at(-1)!.id : null };
}
