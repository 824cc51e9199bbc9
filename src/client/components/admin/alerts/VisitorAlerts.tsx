/**
 * One visitor's saved searches and the alert items sent to them (Visitors screen, beside the
 * activity timeline): each search with its summary and frequency, and the history (kind, listing
 * address, sent time, clicked).
 */
import { onFirstUse } from '../../../lib/on-first-use.ts';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ALERT_FREQUENCY_LABELS, type AlertItemKind } from '#shared/schemas/saved-search.schema.ts';
import { useTRPC } from '../../../trpc.ts';
import { detailParams } from '../../listing-card/listing-format.ts';
import { DataTable } from '../../table/DataTable.tsx';
import { AdminSection } from '../page/AdminCard.tsx';
import './alerts-admin.css';

export const ALERT_KIND_LABELS: Readonly<Record<AlertItemKind, string>> = {
  new: 'New listing',
  price_changed: 'Price change',
  back_on_market: 'Back on the market',
  relisted: 'Re-listed',
  sold: 'Sold',
  leased: 'Leased',
};

const dateTime = onFirstUse(() => new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Toronto' }));
const formatWhen = (iso: string | null) => (iso ? dateTime().format(new Date(iso)) : '—');

export function VisitorAlerts({ visitorId, name }: { visitorId: number; name: string }) {
  const trpc = useTRPC();
  const alerts = useQuery(trpc.visitors.alerts.queryOptions({ visitorId }, { staleTime: 0 }));
  return (
    <AdminSection className="visitor-alerts" title={`Saved searches of ${name}`}>
      {alerts.isPending ? (
        <p role="status">Please wait while loading</p>
      ) : alerts.isError ? (
        <p role="alert">The saved searches could not be loaded.</p>
      ) : (
        <>
          {alerts.data.searches.length === 0 ? (
            <p className="empty-state">No saved searches.</p>
          ) : (
            <ul className="visitor-alerts__searches">
              {alerts.data.searches.map((search) => (
                <li key={search.id}>
                  <strong>{search.name}</strong> — {ALERT_FREQUENCY_LABELS[search.frequency]}
                  {search.createdByAgent ? ' · created by you' : ''}
                  {search.copyAgent ? ' · you get a copy' : ''}
                  <br />
                  <span className="form-hint">
                    {search.summary} · saved {formatWhen(search.createdAt)} · last alert {formatWhen(search.lastAlertAt)}
                  </span>
                </li>
              ))}
            </ul>
          )}
          <h3 className="visitor-alerts__subtitle">Alert history</h3>
          {alerts.data.history.length === 0 ? (
            <p className="empty-state">No alerts sent yet.</p>
          ) : (
            <DataTable caption={`Alert history of ${name}, newest first`} columns={['Sent', 'Kind', 'Listing', 'Search', 'Clicked']}>
              {alerts.data.history.map((item) => (
                <tr key={`${item.sentAt}-${item.listingId}-${item.kind}-${item.searchName}`}>
                  <td>{formatWhen(item.sentAt)}</td>
                  <td>{ALERT_KIND_LABELS[item.kind]}</td>
                  <td>
                    <Link to="/estate/details/$propertyId/$propertyType" params={detailParams({ id: item.listingId, listingClass: item.listingClass })}>
                      {item.address}
                    </Link>
                  </td>
                  <td>{item.searchName}</td>
                  <td>{item.clicked ? 'Yes' : 'No'}</td>
                </tr>
              ))}
            </DataTable>
          )}
        </>
      )}
    </AdminSection>
  );
}
