/**
 * A made photo's row keeps the token of its file names (`file_token`) instead of a map of every
 * variant's URL, width, height and format (`variants`, ~460 bytes a photo): the URLs follow from
 * the token, the listing's key, the media key and the largest width (src/server/media/
 * listing-photo-files.ts). Issue #26: ≤ 4 KB a listing, photo rows included; the importer makes
 * every listing's main photo, so a board's history has one made photo a listing at least.
 * A row whose stored URL is not the one the names give (a key that needed escaping in a URL) is
 * made again: it goes back to pending, as a photo whose source changed does.
 * docs/decisions/2026-11-29-photo-file-token.md
 */
import { Migration } from '@mikro-orm/migrations';

const TOKEN_OF_PATH = `substring(m.variants->'320'->>'path' from '-([0-9a-f]{12,32})-320\\.webp$')`;

/** Each made photo's token taken from its stored URLs (run while `variants` and `file_token` both exist). */
export const PHOTO_FILE_TOKEN_SQL = `
update listing_media m set file_token = ${TOKEN_OF_PATH}, variants = null
  from listing l
  where l.id = m.listing_id and m.variants ? '320'
    and m.variants->'320'->>'path' = '/media/listings/' || l.listing_key || '/' || coalesce(m.media_key, 'upload') || '-' || ${TOKEN_OF_PATH} || '-320.webp';
update listing_media set status = 'pending', variants = null where status = 'ready' and file_token is null;`;

export class Migration20261130020000_photo_file_token extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
alter table listing_media add column file_token text;
${PHOTO_FILE_TOKEN_SQL}
alter table listing_media drop column variants;
`);
  }
}
