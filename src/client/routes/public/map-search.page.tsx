/**
 * /estate/{locationName} ('Map View', public spec section 2): the residential search form, a
 * result count with the active filters in words, a price sort (done by the server), and the map
 * and list kept in step. The filters, the sort, the map's centre and zoom and the Map/List view
 * live in the URL (shared/schemas/map-search-url.schema.ts), so a map search can be shared and
 * reloaded, and Back returns to the previous filters (moving the map replaces the entry rather
 * than adding one per drag). The map (its own lazy chunk, so Leaflet is never in the entry bundle)
 * reports its viewport; after a short pause the page asks the server for that box: clusters or
 * markers of the city's homes for the map. The count and the list are the city's (the same in
 * Map View and List View); an unknown city says so. 'toronto' and 'Toronto' both work.
 */
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link, getRouteApi } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useEffect, useEffectEvent, useMemo, useState } from 'react';
import { DEFAULT_MAP_CENTER, MAP_PAGE_ZOOM } from '#shared/options.ts';
import { SEARCH_PAGE_SIZE } from '#shared/schemas/listing-search.schema.ts';
import { MAP_SORT_OPTIONS, type TMapSearchUrl } from '#shared/schemas/map-search-url.schema.ts';
import { SaveSearchButton } from '../../alerts/SaveSearchButton.tsx';
import { InfiniteListingList } from '../../components/listing-card/index.ts';
import type { MapViewport } from '../../components/map/ListingsMap.tsx';
import { MapSearchForm } from '../../components/map/MapSearchForm.tsx';
import { countText, describeFilters, formToMapSearch, mapCriteria, mapSearchToForm, withoutUndefined } from '../../components/map/map-filters.ts';
import { formatCityName } from '../../lib/city-name.ts';
import { closedFilterOfUrl, localToday, marketPartOf, type MarketUrl } from '#shared/schemas/market-url.schema.ts';
import { MarketChoice } from '../../components/search/MarketChoice.tsx';
import { useTRPC } from '../../trpc.ts';
import { useVowAccess } from '../../vow/use-vow-access.ts';
import { ClientOnly } from '../../ssr/ClientOnly.tsx';
import { useDebounced } from '../../hooks/use-debounced.ts';
import { PageHeader } from '../../components/layout/PageHeader.tsx';
import '../../styles/map.css';
import { OptionList } from '../../components/forms/OptionList.tsx';
import { listingsOfPages } from '../../components/listing-card/listings-of-pages.ts';

const ListingsMap = lazy(() => import('../../components/map/ListingsMap.tsx'));

const MAP_LOADING = (
  <div className="map-page__map-loading" role="status">
    Loading the map…
  </div>
);
const route = getRouteApi('/_public/estate/$locationName');

/** Wait this long after the map stops moving before asking the server (a drag fires many moves). */
export const VIEWPORT_DEBOUNCE_MS = 350;

/** About a metre: enough for a shared link to open on the same view. */
const roundCoordinate = (value: number) => Math.round(value * 1e5) / 1e5;

export default function MapSearchPage() {
  const { locationName } = route.useParams();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const city = formatCityName(locationName);
  const trpc = useTRPC();
  const view = search.view ?? 'map';
  const [viewport, setViewport] = useState<MapViewport | null>(null);
  const settledViewport = useDebounced(viewport, VIEWPORT_DEBOUNCE_MS);
  const onViewportChange = useCallback((next: MapViewport) => setViewport(next), []);

  const go = useCallback(
    (next: TMapSearchUrl, options: { replace?: boolean } = {}) =>
      void navigate({ to: '/estate/$locationName', params: { locationName }, search: withoutUndefined(next), replace: options.replace }),
    [navigate, locationName],
  );

  // A view in the URL (a shared link, Back) wins; otherwise the map opens on the city.
  const { lat: urlLat, lng: urlLng } = search;
  const hasUrlView = urlLat !== undefined && urlLng !== undefined;
  // Asked even when the URL holds a view: an unknown city says so instead of showing another place.
  const geocode = useQuery(trpc.lookups.geocode.queryOptions({ locationName: city }, { retry: false, staleTime: Infinity }));
  const isUnknownCity = geocode.isError && geocode.error.data?.code === 'NOT_FOUND';
  const center = useMemo(
    () =>
      urlLat !== undefined && urlLng !== undefined
        ? { lat: urlLat, lng: urlLng }
        : geocode.data
          ? { lat: geocode.data.Mun_lat, lng: geocode.data.Mun_lng }
          : DEFAULT_MAP_CENTER,
    [urlLat, urlLng, geocode.data],
  );
  const zoom = search.zoom ?? MAP_PAGE_ZOOM;

  // The map's settled view goes into the URL, replacing the entry: Back steps through searches, not drags.
  // Only a new settled viewport writes the URL (`search` is read, not watched: an effect event): a
  // URL changed by Back/Forward moves the map, whose next settled viewport then matches it.
  const writeViewport = useEffectEvent((viewport: MapViewport) => {
    const next = { lat: roundCoordinate(viewport.center.lat), lng: roundCoordinate(viewport.center.lng), zoom: viewport.zoom };
    if (next.lat === search.lat && next.lng === search.lng && next.zoom === search.zoom) return;
    go({ ...search, ...next }, { replace: true });
  });
  useEffect(() => {
    if (settledViewport) writeViewport(settledViewport);
  }, [settledViewport]);

  // The page is the city's: the count and the list are the city's homes in both views, and the
  // map shows those of them in its viewport (moving the map never brings in another town).
  const bbox = settledViewport?.bbox ?? null;
  const criteria = useMemo(() => mapCriteria(search, { bbox: null, municipality: city }), [search, city]);
  const mapQueryCriteria = useMemo(() => mapCriteria(search, { bbox, municipality: city }), [search, bbox, city]);
  // "Save this search" keeps the filters, the city and the area the map shows now, not the debounced
  // one the queries use (the whole city in List View, or before the map reports one).
  const savedBbox = view === 'map' ? (viewport?.bbox ?? null) : null;
  const savedCriteria = useMemo(() => ({ search: mapCriteria(search, { bbox: savedBbox, municipality: city }), buildingKey: null }), [search, savedBbox, city]);

  // Sold / Leased (the VOW tier) only for a visitor the server entitles; for anyone else the URL's market is ignored.
  const isEntitled = useVowAccess();
  const closed = isEntitled ? closedFilterOfUrl(search, localToday()) : null;
  const closedInput = closed ?? { market: 'sold' as const, closedFrom: '', closedTo: '' };
  const publicMap = useQuery({
    ...trpc.listings.map.queryOptions({ criteria: mapQueryCriteria, zoom: settledViewport?.zoom ?? zoom }),
    enabled: bbox !== null && !isUnknownCity && closed === null,
    placeholderData: keepPreviousData,
  });
  const closedMap = useQuery({
    ...trpc.listings.closedMap.queryOptions({ criteria: mapQueryCriteria, closed: closedInput, zoom: settledViewport?.zoom ?? zoom }),
    enabled: bbox !== null && !isUnknownCity && closed !== null,
    placeholderData: keepPreviousData,
  });
  const mapAnswer = closed ? closedMap : publicMap;
  const publicList = useInfiniteQuery({
    ...trpc.listings.search.infiniteQueryOptions({ criteria, limit: SEARCH_PAGE_SIZE }, { getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined }),
    enabled: !isUnknownCity && closed === null,
  });
  const closedList = useInfiniteQuery({
    ...trpc.listings.closedSearch.infiniteQueryOptions(
      { criteria, closed: closedInput, limit: SEARCH_PAGE_SIZE },
      { getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined },
    ),
    enabled: !isUnknownCity && closed !== null,
  });
  const isClosedMarket = closed !== null;
  const list = isClosedMarket ? closedList : publicList;
  const listings = useMemo(() => listingsOfPages(isClosedMarket ? closedList.data : publicList.data), [isClosedMarket, closedList.data, publicList.data]);
  const goMarket = (market: MarketUrl) =>
    go({ ...search, market: undefined, closedWithin: undefined, closedFrom: undefined, closedTo: undefined, ...marketPartOf(market) });
  const total = list.data?.pages[0]?.total ?? null;
  const fetchNextPage = useCallback(() => void list.fetchNextPage(), [list.fetchNextPage]);
  const form = mapSearchToForm(search);

  const header = <PageHeader title="Map View" lead={`Homes for sale and rent in ${city}.`} />;
  if (isUnknownCity) {
    return (
      <div className="map-page">
        {header}
        <div className="container map-page__body">
          <div className="map-page__unknown" role="alert">
            <h2>We don't know a place called “{city}”</h2>
            <p>Choose a city from the menu, or see the homes in Toronto.</p>
            <Link to="/estate/$locationName" params={{ locationName: 'toronto' }} className="btn btn--primary">
              Homes in Toronto
            </Link>
          </div>
        </div>
      </div>
    );
  }

  return (
    <div className="map-page">
      {header}
      <div className="container map-page__body">
        <MapSearchForm
          key={JSON.stringify(form)}
          initialValues={form}
          onSearch={(values) => go({ ...formToMapSearch(values, search), ...marketPartOf(search) })}
          // Reset clears the filters and the order; the map and the view stay as they are.
          onReset={() => go(withoutUndefined({ lat: search.lat, lng: search.lng, zoom: search.zoom, view: search.view }))}
        />

        {isEntitled ? <MarketChoice idPrefix="map-search" value={marketPartOf(search)} onChange={goMarket} /> : null}

        <div className="map-page__toolbar split-row">
          <p className="map-page__count" role="status">
            {total === null
              ? 'Searching…'
              : `${countText(total)}${closed ? ` ${closed.market} from ${closed.closedFrom} to ${closed.closedTo}` : ''} in ${city}`}
            <span className="map-page__filters"> — {describeFilters(search)}</span>
          </p>
          <div className="map-page__controls cluster">
            <SaveSearchButton criteria={savedCriteria} />
            <label className="map-page__sort">
              <span>Sort by price</span>
              <select
                className="input"
                value={search.sort ?? 'relevance'}
                onChange={(event) => go({ ...search, sort: event.target.value === 'relevance' ? undefined : (event.target.value as TMapSearchUrl['sort']) })}
              >
                <OptionList options={MAP_SORT_OPTIONS} />
              </select>
            </label>
            <div className="map-page__toggle" role="group" aria-label="View">
              <button type="button" className="btn btn--sm" aria-pressed={view === 'map'} onClick={() => go({ ...search, view: undefined })}>
                Map View
              </button>
              <button type="button" className="btn btn--sm" aria-pressed={view === 'list'} onClick={() => go({ ...search, view: 'list' })}>
                List View
              </button>
            </div>
          </div>
        </div>

        <div className={`map-page__results map-page__results--${view}`}>
          {view === 'map' && (
            <div className="map-page__map">
              {!hasUrlView && geocode.isPending ? (
                <div className="map-page__map-loading" role="status">
                  Loading the map…
                </div>
              ) : (
                // Leaflet runs in the browser only: a server-rendered page shows the list, then the map.
                <ClientOnly fallback={MAP_LOADING}>
                  <Suspense fallback={MAP_LOADING}>
                    <ListingsMap
                      center={center}
                      zoom={zoom}
                      answer={mapAnswer.data}
                      // A cluster's list popup is a public search: none is offered for sold or leased listings.
                      criteria={bbox && !closed ? mapQueryCriteria : null}
                      onViewportChange={onViewportChange}
                    />
                  </Suspense>
                </ClientOnly>
              )}
              {mapAnswer.isError && (
                <p className="map-page__map-error" role="alert">
                  The map could not be updated. Move the map to try again.
                </p>
              )}
            </div>
          )}
          <div className="map-page__list">
            <InfiniteListingList
              listings={listings}
              isLoading={list.isPending}
              isError={list.isError}
              hasNextPage={list.hasNextPage}
              isFetchingNextPage={list.isFetchingNextPage}
              fetchNextPage={fetchNextPage}
              label={`Properties in ${city}`}
            />
          </div>
        </div>
      </div>
    </div>
  );
}
