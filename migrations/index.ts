/**
 * The ordered list of migrations, passed to MikroORM explicitly so they run the same under tsx,
 * vitest and a bundled build (no file globbing). Append new migrations here.
 */
import { Migration20261122000000_initial } from './Migration20261122000000_initial.ts';
import { Migration20261122010000_search } from './Migration20261122010000_search.ts';
import { Migration20261122030000_admin_curation } from './Migration20261122030000_admin_curation.ts';
import { Migration20261122040000_mailbox } from './Migration20261122040000_mailbox.ts';
import { Migration20261122050000_media_agent_removed } from './Migration20261122050000_media_agent_removed.ts';
import { Migration20261122060000_room_list_agent_main } from './Migration20261122060000_room_list_agent_main.ts';
import { Migration20261122070000_drop_unused_listing_indexes } from './Migration20261122070000_drop_unused_listing_indexes.ts';
import { Migration20261122080000_search_words } from './Migration20261122080000_search_words.ts';
import { Migration20261122090000_raw_uncompressed } from './Migration20261122090000_raw_uncompressed.ts';
import { Migration20261125100000_quarantine_once } from './Migration20261125100000_quarantine_once.ts';
import { Migration20261125100001_search_word_limit } from './Migration20261125100001_search_word_limit.ts';
import { Migration20261125100002_watermark_text } from './Migration20261125100002_watermark_text.ts';
import { Migration20261125100003_run_warning } from './Migration20261125100003_run_warning.ts';
import { Migration20261125100004_run_bytes } from './Migration20261125100004_run_bytes.ts';
import { Migration20261125110000_sync_run_owner } from './Migration20261125110000_sync_run_owner.ts';
import { Migration20261125120000_request_limit } from './Migration20261125120000_request_limit.ts';
import { Migration20261125140000_leads_and_showing_list } from './Migration20261125140000_leads_and_showing_list.ts';
import { Migration20261125150000_feed_outage } from './Migration20261125150000_feed_outage.ts';
import { Migration20261126000000_listing_history } from './Migration20261126000000_listing_history.ts';
import { Migration20261126020000_showing_tours } from './Migration20261126020000_showing_tours.ts';
import { Migration20261126030000_searchable_listing } from './Migration20261126030000_searchable_listing.ts';
import { Migration20261126030001_site_images } from './Migration20261126030001_site_images.ts';
import { Migration20261126050000_visitor_accounts } from './Migration20261126050000_visitor_accounts.ts';
import { Migration20261126060000_market_months } from './Migration20261126060000_market_months.ts';
import { Migration20261126070000_vow_search } from './Migration20261126070000_vow_search.ts';
import { Migration20261126080000_saved_searches } from './Migration20261126080000_saved_searches.ts';
import { Migration20261126090000_listing_raw } from './Migration20261126090000_listing_raw.ts';
import { Migration20261126150000_search_expression_statistics } from './Migration20261126150000_search_expression_statistics.ts';
import { Migration20261126150100_closed_search_covering } from './Migration20261126150100_closed_search_covering.ts';
import { Migration20261127100000_media_rows_slimmer } from './Migration20261127100000_media_rows_slimmer.ts';
import { Migration20261128090000_admin_text_index_listed_only } from './Migration20261128090000_admin_text_index_listed_only.ts';
import { Migration20261128100000_event_time_index_dropped } from './Migration20261128100000_event_time_index_dropped.ts';
import { Migration20261128120000_rooms_packed } from './Migration20261128120000_rooms_packed.ts';
import { Migration20261129090000_search_indexes_keys_only } from './Migration20261129090000_search_indexes_keys_only.ts';
import { Migration20261129120000_unused_sort_indexes_dropped } from './Migration20261129120000_unused_sort_indexes_dropped.ts';

export const MIGRATIONS = [
  { name: 'Migration20261122000000_initial', class: Migration20261122000000_initial },
  { name: 'Migration20261122010000_search', class: Migration20261122010000_search },
  { name: 'Migration20261122030000_admin_curation', class: Migration20261122030000_admin_curation },
  { name: 'Migration20261122040000_mailbox', class: Migration20261122040000_mailbox },
  { name: 'Migration20261122050000_media_agent_removed', class: Migration20261122050000_media_agent_removed },
  { name: 'Migration20261122060000_room_list_agent_main', class: Migration20261122060000_room_list_agent_main },
  { name: 'Migration20261122070000_drop_unused_listing_indexes', class: Migration20261122070000_drop_unused_listing_indexes },
  { name: 'Migration20261122080000_search_words', class: Migration20261122080000_search_words },
  { name: 'Migration20261122090000_raw_uncompressed', class: Migration20261122090000_raw_uncompressed },
  { name: 'Migration20261125100000_quarantine_once', class: Migration20261125100000_quarantine_once },
  { name: 'Migration20261125100001_search_word_limit', class: Migration20261125100001_search_word_limit },
  { name: 'Migration20261125100002_watermark_text', class: Migration20261125100002_watermark_text },
  { name: 'Migration20261125100003_run_warning', class: Migration20261125100003_run_warning },
  { name: 'Migration20261125100004_run_bytes', class: Migration20261125100004_run_bytes },
  { name: 'Migration20261125110000_sync_run_owner', class: Migration20261125110000_sync_run_owner },
  { name: 'Migration20261125120000_request_limit', class: Migration20261125120000_request_limit },
  { name: 'Migration20261125140000_leads_and_showing_list', class: Migration20261125140000_leads_and_showing_list },
  { name: 'Migration20261125150000_feed_outage', class: Migration20261125150000_feed_outage },
  { name: 'Migration20261126000000_listing_history', class: Migration20261126000000_listing_history },
  { name: 'Migration20261126020000_showing_tours', class: Migration20261126020000_showing_tours },
  { name: 'Migration20261126030000_searchable_listing', class: Migration20261126030000_searchable_listing },
  { name: 'Migration20261126030001_site_images', class: Migration20261126030001_site_images },
  { name: 'Migration20261126050000_visitor_accounts', class: Migration20261126050000_visitor_accounts },
  { name: 'Migration20261126060000_market_months', class: Migration20261126060000_market_months },
  { name: 'Migration20261126070000_vow_search', class: Migration20261126070000_vow_search },
  { name: 'Migration20261126080000_saved_searches', class: Migration20261126080000_saved_searches },
  { name: 'Migration20261126090000_listing_raw', class: Migration20261126090000_listing_raw },
  { name: 'Migration20261126150000_search_expression_statistics', class: Migration20261126150000_search_expression_statistics },
  { name: 'Migration20261126150100_closed_search_covering', class: Migration20261126150100_closed_search_covering },
  { name: 'Migration20261127100000_media_rows_slimmer', class: Migration20261127100000_media_rows_slimmer },
  { name: 'Migration20261128090000_admin_text_index_listed_only', class: Migration20261128090000_admin_text_index_listed_only },
  { name: 'Migration20261128100000_event_time_index_dropped', class: Migration20261128100000_event_time_index_dropped },
  { name: 'Migration20261128120000_rooms_packed', class: Migration20261128120000_rooms_packed },
  { name: 'Migration20261129090000_search_indexes_keys_only', class: Migration20261129090000_search_indexes_keys_only },
  { name: 'Migration20261129120000_unused_sort_indexes_dropped', class: Migration20261129120000_unused_sort_indexes_dropped },
];
