/** The admin home's listing-alert card: searches saved, alerts sent and clicks in the last 30 days. */
import { onFirstUse } from '../../../lib/on-first-use.ts';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../trpc.ts';
import { AdminCard } from '../page/AdminCard.tsx';
import './alerts-admin.css';

const counted = onFirstUse(() => new Intl.NumberFormat('en-CA'));
const plural = (count: number, one: string, many: string) => `${counted().format(count)} ${count === 1 ? one : many}`;

export function AlertStatsCard() {
  const trpc = useTRPC();
  const stats = useQuery(trpc.visitors.alertStats.queryOptions(undefined, { staleTime: 60_000 }));
  return (
    <AdminCard className="alert-stats" title="Listing alerts, last 30 days">
      {stats.isPending ? (
        <p role="status">Please wait while loading</p>
      ) : stats.isError ? (
        <p>The alert figures are not available right now.</p>
      ) : (
        <ul className="alert-stats__figures">
          <li>
            <strong>{plural(stats.data.searchesSaved, 'search', 'searches')}</strong> saved
          </li>
          <li>
            <strong>{plural(stats.data.alertsSent, 'alert', 'alerts')}</strong> sent
          </li>
          <li>
            <strong>{plural(stats.data.clicks, 'click', 'clicks')}</strong>
          </li>
        </ul>
      )}
    </AdminCard>
  );
}
