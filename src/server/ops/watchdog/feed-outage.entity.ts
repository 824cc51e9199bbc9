import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** An open feed outage (see the feed_outage migration); read and written with SQL by feed-watchdog.ts. */
export const FeedOutage = defineEntity({
  name: 'FeedOutage',
  tableName: 'feed_outage',
  properties: {
    feedClass: p.text().primary(),
    staleSince: p.datetime(),
    lastSuccessAt: p.datetime().nullable(),
    lastError: p.text().nullable(),
    noticedAt: p.datetime().defaultRaw('now()'),
  },
});
export type IFeedOutage = InferEntity<typeof FeedOutage>;
