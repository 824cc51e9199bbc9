/** Feed photos the agent removed stay removed when the feed re-sends their listing. */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261122050000_media_agent_removed extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table listing_media add column agent_removed boolean not null default false;`);
  }
}
