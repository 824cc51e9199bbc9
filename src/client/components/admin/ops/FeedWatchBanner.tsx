/**
 * The feed watchdog's banner on every admin page: which feed class has not synced for
 * FEED_STALE_MINUTES, when it last did, and its last error (ops.staleFeeds). Nothing when all sync.
 */
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../trpc.ts';

const RECHECK_MS = 5 * 60_000;
const timeOf = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-CA', { dateStyle: 'medium', timeStyle: 'short' }) : 'never');

export function FeedWatchBanner() {
  const trpc = useTRPC();
  const stale = useQuery({ ...trpc.ops.staleFeeds.queryOptions(undefined, { staleTime: RECHECK_MS }), refetchInterval: RECHECK_MS });
  if (!stale.data || stale.data.length === 0) return null;
  return (
    <div className="banner banner--error" role="alert">
      {stale.data.map((feed) => (
        <p key={feed.feedClass} style={{ margin: 0 }}>
          The {feed.feedClass} listings have stopped updating from the MLS feed. Last successful sync: {timeOf(feed.lastSuccessAt)}.
          {feed.lastError ? ` Last error: ${feed.lastError}` : ''}
        </p>
      ))}
    </div>
  );
}
