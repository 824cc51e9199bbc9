/**
 * /market/{municipality} and /market/{municipality}/{community}: the last 24 months of an area by
 * month, for the class and transaction chosen in the URL query: new listings, listings on the
 * market, median asking price and days on market, and for VOW visitors the sold figures (the
 * server leaves them out for anyone else, who sees the invitation to sign in instead).
 */
import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearch } from '@tanstack/react-router';
import type { TMarketAreaAnswer, TMarketMonth } from '#shared/market/market.schema.ts';
import { PageQuery, QueryNotFound } from '../../components/QueryStatus.tsx';
import { PageHeader } from '../../components/layout/PageHeader.tsx';
import { MarketChart } from '../../components/market/MarketChart.tsx';
import { CLASS_LABELS, MarketChoice, TRANSACTION_LABELS } from '../../components/market/MarketChoice.tsx';
import { formatValue, monthLabel, type ValueKind } from '../../components/market/market-format.ts';
import { VowInvitation } from '../../components/market/VowInvitation.tsx';
import { marketChoice } from '#shared/market/market-search.ts';
import { useTRPC } from '../../trpc.ts';
import '../../styles/market.css';

export default function MarketAreaPage() {
  const params = useParams({ strict: false }) as { municipality?: string; community?: string };
  const search = useSearch({ strict: false }) as { class?: 'houses' | 'condos' | 'commercial'; transaction?: 'sale' | 'lease' };
  const choice = marketChoice(search);
  const trpc = useTRPC();
  const area = useQuery(
    trpc.market.area.queryOptions(
      { municipality: params.municipality ?? '', community: params.community ?? null, ...choice },
      // retryOnMount off: a place the server already found unknown (a server-rendered 404) stays so while hydrating.
      { placeholderData: (previous) => previous, retryOnMount: false },
    ),
  );

  return (
    <PageQuery
      query={area}
      className="market-status"
      loading="Loading the market figures…"
      notFound={<MarketNotFound />}
      failedTitle="Market figures"
      failedMessage="The figures could not be loaded. Please try again."
    >
      {(data) => <MarketArea area={data} choice={choice} />}
    </PageQuery>
  );
}

export function MarketNotFound() {
  return (
    <QueryNotFound
      className="market-status"
      title="We have no market figures for this place"
      text="The address may be misspelt, or no listings have been seen there yet."
    >
      <Link to="/market" className="btn btn--primary">
        See the GTA market
      </Link>
    </QueryNotFound>
  );
}

/** One chart of the area page: its labels and the monthly figure it draws. */
interface ChartSpec {
  title: string;
  axisLabel: string;
  kind: ValueKind;
  shape: 'line' | 'bars';
  pick: (month: TMarketMonth) => number | null | undefined;
}

const series = (months: TMarketMonth[], pick: (month: TMarketMonth) => number | null | undefined) =>
  months.map((month) => ({ month: month.month, value: pick(month) ?? null }));

function MarketArea({ area, choice }: { area: TMarketAreaAnswer; choice: { class: 'houses' | 'condos' | 'commercial'; transaction: 'sale' | 'lease' } }) {
  const place = area.community ? `${area.community.name}, ${area.municipality.name}` : area.municipality.name;
  const what = `${CLASS_LABELS[choice.class].toLowerCase()} ${TRANSACTION_LABELS[choice.transaction].toLowerCase()}`;
  const latest = area.months.at(-1);
  const lastFull = area.months.at(-2);
  const isLease = choice.transaction === 'lease';
  const priceWord = isLease ? 'rent' : 'price';
  const priceAxis = isLease ? 'Rent' : 'Price';
  const charts: ChartSpec[] = [
    { title: `New listings (${what})`, axisLabel: 'Listings', kind: 'count', shape: 'bars', pick: (m) => m.newListings },
    { title: 'Listings on the market at month end', axisLabel: 'Listings', kind: 'count', shape: 'line', pick: (m) => m.activeInventory },
    { title: `Median asking ${priceWord} of new listings`, axisLabel: priceAxis, kind: 'price', shape: 'line', pick: (m) => m.medianAskingPrice },
    { title: 'Median days on market (listings that left the market)', axisLabel: 'Days', kind: 'days', shape: 'bars', pick: (m) => m.medianListingDays },
    // The sold figures: VOW visitors only (the server leaves them out for anyone else).
    ...(area.hasSoldFigures
      ? ([
          { title: isLease ? 'Leases' : 'Sales', axisLabel: isLease ? 'Leases' : 'Sales', kind: 'count', shape: 'bars', pick: (m) => m.salesCount },
          { title: isLease ? 'Median leased rent' : 'Median sold price', axisLabel: priceAxis, kind: 'price', shape: 'line', pick: (m) => m.medianSoldPrice },
          {
            title: isLease ? 'Leased-to-asking ratio' : 'Sold-to-asking ratio',
            axisLabel: 'Ratio',
            kind: 'percent',
            shape: 'line',
            pick: (m) => m.soldToAskRatio,
          },
        ] satisfies ChartSpec[])
      : []),
  ];
  return (
    <div className="page market-page">
      <PageHeader
        above={
          <nav aria-label="Breadcrumb" className="market-breadcrumb">
            <ol>
              <li>
                <Link to="/market">GTA market</Link>
              </li>
              <li>
                {area.community ? (
                  <Link to="/market/$municipality" params={{ municipality: area.municipality.slug }} search={choice}>
                    {area.municipality.name}
                  </Link>
                ) : (
                  <span aria-current="page">{area.municipality.name}</span>
                )}
              </li>
              {area.community && (
                <li>
                  <span aria-current="page">{area.community.name}</span>
                </li>
              )}
            </ol>
          </nav>
        }
        title={`${place} real estate market`}
        lead={`${CLASS_LABELS[choice.class]} ${TRANSACTION_LABELS[choice.transaction].toLowerCase()}, month by month over the last two years.`}
      />
      <div className="container page-body">
        <MarketChoice value={choice} />
        {latest && (
          <dl className="market-facts">
            <div>
              <dt>On the market now</dt>
              <dd>{formatValue(latest.activeInventory, 'count')}</dd>
            </div>
            <div>
              <dt>New listings in {monthLabel(lastFull?.month ?? latest.month, true)}</dt>
              <dd>{formatValue((lastFull ?? latest).newListings, 'count')}</dd>
            </div>
            <div>
              <dt>Median asking {priceWord}</dt>
              <dd>{formatValue((lastFull ?? latest).medianAskingPrice, 'price')}</dd>
            </div>
            <div>
              <dt>Median days on market</dt>
              <dd>{formatValue((lastFull ?? latest).medianListingDays, 'days')}</dd>
            </div>
          </dl>
        )}
        {area.months.every((month) => month.newListings === 0 && month.activeInventory === 0) ? (
          <p className="market-empty" role="status">
            No {what} have been seen in {place} in the last two years.
          </p>
        ) : (
          <div className="market-charts">
            {charts.map((chart) => (
              <MarketChart
                key={chart.title}
                title={chart.title}
                axisLabel={chart.axisLabel}
                kind={chart.kind}
                shape={chart.shape}
                points={series(area.months, chart.pick)}
              />
            ))}
          </div>
        )}
        {!area.hasSoldFigures && <VowInvitation what={isLease ? 'Leased rents and lease counts' : 'Sold prices, sold-to-asking ratios and sales counts'} />}
        <p className="market-note">
          Listings on the market are those active at the end of each month (this month: today). New listings count a home re-listed under a new MLS® number
          once. Days on market are for listings that sold, expired or were taken off in the month.
        </p>
        {area.communities.length > 0 && (
          <section aria-labelledby="communities-heading" className="market-communities">
            <h2 id="communities-heading">Communities of {area.municipality.name}</h2>
            <ul>
              {area.communities.map((community) => (
                <li key={community.slug}>
                  <Link
                    to="/market/$municipality/$community"
                    params={{ municipality: area.municipality.slug, community: community.slug }}
                    search={choice}
                    aria-current={community.slug === area.community?.slug ? 'page' : undefined}
                  >
                    {community.name}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </div>
  );
}
