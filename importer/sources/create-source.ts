/** Picks the feed source from configuration (FEED_SOURCE and its settings). */
import type { AppConfig } from '#server/env.ts';
import type { FeedSource } from './feed-source.ts';
import { ResoSource } from './reso-source.ts';
import { TrebFileSource } from './treb-file-source.ts';
import { SampleFeedSource } from './sample-source.ts';

export interface SourceOptions {
  runNumber?: number;
  log?: (line: string) => void;
}

export function createFeedSource(config: AppConfig, options: SourceOptions = {}): FeedSource {
  const env = config.env;
  switch (env.FEED_SOURCE) {
    case 'sample':
      return new SampleFeedSource({ count: env.FEED_SAMPLE_COUNT, runNumber: options.runNumber ?? 0, withHistory: true });
    case 'file':
      if (!env.FEED_FILE_PATH) throw new Error('FEED_SOURCE=file needs FEED_FILE_PATH');
      return new TrebFileSource(env.FEED_FILE_PATH, env.FEED_SCOPE);
    case 'reso':
      if (!env.FEED_RESO_URL) throw new Error('FEED_SOURCE=reso needs FEED_RESO_URL');
      return new ResoSource({
        baseUrl: env.FEED_RESO_URL,
        token: env.FEED_RESO_TOKEN,
        clientCredentials:
          env.FEED_RESO_CLIENT_ID && env.FEED_RESO_CLIENT_SECRET && env.FEED_RESO_TOKEN_URL
            ? { tokenUrl: env.FEED_RESO_TOKEN_URL, clientId: env.FEED_RESO_CLIENT_ID, clientSecret: env.FEED_RESO_CLIENT_SECRET }
            : undefined,
        profile: env.FEED_RESO_PROFILE,
        scope: env.FEED_SCOPE,
        log: options.log,
      });
  }
}
