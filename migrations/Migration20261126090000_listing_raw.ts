/**
 * The feed's raw record moves out of `listing` into its own table (issue #26: it was 4.6 KB of
 * a listing's 10 KB on disk, stored uncompressed). The importer writes it packed (`packed`:
 * deflate with a preset dictionary, importer/raw-record-codec.ts, ~0.5 KB); the rows moved here
 * keep their jsonb (`raw`, compressed by PostgreSQL) until the feed sends the listing again.
 * Only the admin's record view and the re-mapping of a corrected field read it whole, by listing
 * id; the building page reads two fields in SQL, which the importer also writes in `read_fields`.
 * The dropped column's old values stay in listing's TOAST table until it is rewritten
 * (`vacuum full listing`, or a restore from backup).
 */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261126090000_listing_raw extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
create table listing_raw (
  listing_id int primary key references listing(id) on delete cascade,
  raw jsonb null,
  packed bytea null,
  -- The few fields of a packed record SQL reads by name (building pages: BuildingName, YearBuilt).
  read_fields jsonb null,
  check ((raw is null) <> (packed is null))
);
-- Packed records are already deflated: PostgreSQL would only spend time failing to compress them.
alter table listing_raw alter column packed set storage external;
insert into listing_raw (listing_id, raw) select id, raw from listing where raw is not null;
alter table listing drop column raw;
`);
  }
}
