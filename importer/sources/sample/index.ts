/** Public surface of the bundled sample feed (importer source + media worker). */
export { SampleFeedOrder, generateSampleFeed, parseFeedTimestamp, sampleFeedKeyPage, sampleFeedPage } from './sample-feed.ts';
export type { SampleFeedKey, SampleFeedKeyPageOptions, SampleFeedOptions, SampleFeedPageOptions } from './sample-feed.ts';
export { SAMPLE_MEDIA_SCHEME, samplePhotoSpec } from './photo-spec.ts';
export type { PhotoKind, SamplePhotoSpec } from './photo-spec.ts';
export { FEED_EPOCH_MS, RUN_INTERVAL_MS } from './listing-timeline.ts';
export { FEED_CLASS_PROPERTY_TYPE } from './types.ts';
export type {
  FeedClass,
  FeedCursor,
  ResoMedia,
  ResoProperty,
  ResoPropertyRoom,
  ResoPropertyType,
  ResoTransactionType,
} from './types.ts';
