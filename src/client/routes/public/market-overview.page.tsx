/**
 * /market: the GTA's municipalities ranked by median asking price (last complete month), with the
 * change against the same month a year before and the listings on the market now.
 */
import { useQuery } from '@tanstack/react-query';
import { Link, useSearch } from '@tanstack/react-router';
import { CLASS_LABELS, MarketChoice, TRANSACTION_LABELS } from '../../components/market/MarketChoice.tsx';
import { formatChange, formatValue, monthLabel } from '../../components/market/market-format.ts';
import { marketChoice } from '#shared/market/market-search.ts';
import { useTRPC } from '../../trpc.ts';
import { PageHeader } from '../../components/layout/PageHeader.tsx';
import '../../styles/market.css';

export default function MarketOverviewPage() {
  const search = useSearch({ from: '/_public/market' });
  const choice = marketChoice(search);
  const trpc = useTRPC();
  const overview = useQuery(trpc.market.overview.queryOptions(choice, { placeholderData: (previous) => previous }));
  const priceWord = choice.transaction === 'lease' ? 'rent' : 'price';
  const rows = overview.data?.municipalities ?? [];
  return (
    <div className="page market-page">
      <PageHeader title="GTA real estate market" lead={`Every municipality of the Greater Toronto Area, ranked by median asking ${priceWord}.`} />
      <div className="container page-body">
        <MarketChoice value={choice} />
        {overview.isPending ? (
          <p role="status">Loading the market figures…</p>
        ) : overview.isError ? (
          <p role="alert">The figures could not be loaded. Please try again later.</p>
        ) : rows.length === 0 ? (
          <p className="market-empty" role="status">
            No market figures yet: they appear once listings have been imported.
          </p>
        ) : (
          <div className="market-ranking" role="region" aria-labelledby="ranking-caption" tabIndex={0}>
            <table className="figure-table">
              <caption id="ranking-caption">
                {CLASS_LABELS[choice.class]} {TRANSACTION_LABELS[choice.transaction].toLowerCase()}
                {overview.data.month ? `, ${monthLabel(overview.data.month, true)}` : ''}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Municipality</th>
                  <th scope="col">Median asking {priceWord}</th>
                  <th scope="col">Change over 12 months</th>
                  <th scope="col">On the market now</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.slug}>
                    <th scope="row">
                      <Link to="/market/$municipality" params={{ municipality: row.slug }} search={choice}>
                        {row.name}
                      </Link>
                    </th>
                    <td>{formatValue(row.medianAskingPrice, 'price')}</td>
                    <td className={row.changeOver12Months === null ? '' : row.changeOver12Months >= 0 ? 'market-up' : 'market-down'}>
                      {formatChange(row.changeOver12Months)}
                    </td>
                    <td>{formatValue(row.activeInventory, 'count')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <p className="market-note">Median asking {priceWord} of the month's new listings; the change compares it with the same month a year before.</p>
      </div>
    </div>
  );
}
