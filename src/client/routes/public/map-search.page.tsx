/**
 * /estate/{locationName} ('Map View', public spec section 2): the residential search form, a
 * result count with the active filters in words, a price sort (done by the server), and the map
 * and list kept in step. The map (its own lazy chunk, so Leaflet is never in the entry bundle)
 * reports its viewport; after a short pause the page asks the server for that box: clusters or
 * pins for the map, the same box for the infinite list. 'toronto' and 'Toronto' both work.
 */
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { DEFAULT_MAP_CENTER, MAP_PAGE_ZOOM } from '#shared/options.ts';
import { SEARCH_PAGE_SIZE } from '#shared/schemas/listing-search.schema.ts';
import { InfiniteListingList } from '../../components/listing-card/index.ts';
import type { MapViewport } from '../../components/map/ListingsMap.tsx';
import { MapSearchForm } from '../../components/map/MapSearchForm.tsx';
import { countText, DEFAULT_MAP_FILTERS, describeFilters, mapCriteria, type MapFilters, type PriceSort } from '../../components/map/map-filters.ts';
import { formatCityName } from '../../lib/city-name.ts';
import { useTRPC } from '../../trpc.ts';
import '../../styles/map.css';

const ListingsMap = lazy(() => import('../../components/map/ListingsMap.tsx'));
const route = getRouteApi('/_public/estate/$locationName');

/** Wait this long after the map stops moving before asking the server (a drag fires many moves). */
export const VIEWPORT_DEBOUNCE_MS = 350;

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

type View = 'map' | 'list';

export default function MapSearchPage() {
  const { locationName } = route.useParams();
  const city = formatCityName(locationName);
  const trpc = useTRPC();
  const [filters, setFilters] = useState<MapFilters>(DEFAULT_MAP_FILTERS);
  const [sort, setSort] = useState<PriceSort>('relevance');
  const [view, setView] = useState<View>('map');
  const [viewport, setViewport] = useState<MapViewport | null>(null);
  const settledViewport = useDebounced(viewport, VIEWPORT_DEBOUNCE_MS);
  const onViewportChange = useCallback((next: MapViewport) => setViewport(next), []);

  const geocode = useQuery(trpc.lookups.geocode.queryOptions({ locationName: city }, { retry: false, staleTime: Infinity }));
  const center = useMemo(
    () => (geocode.data ? { lat: geocode.data.Mun_lat, lng: geocode.data.Mun_lng } : DEFAULT_MAP_CENTER),
    [geocode.data],
  );

  const bbox = settledViewport?.bbox ?? null;
  const criteria = useMemo(() => mapCriteria(filters, { bbox, municipality: city }, sort), [filters, bbox, city, sort]);

  const mapAnswer = useQuery({
    ...trpc.listings.map.queryOptions({ criteria, zoom: settledViewport?.zoom ?? MAP_PAGE_ZOOM }),
    enabled: bbox !== null,
    placeholderData: keepPreviousData,
  });
  const list = useInfiniteQuery({
    ...trpc.listings.search.infiniteQueryOptions({ criteria, limit: SEARCH_PAGE_SIZE }, { getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined }),
    // The list waits for the map's first viewport in Map View, so it never flashes the whole city first.
    enabled: view === 'list' || bbox !== null,
  });
  const listings = useMemo(() => list.data?.pages.flatMap((page) => page.data) ?? [], [list.data]);
  const total = list.data?.pages[0]?.total ?? mapAnswer.data?.total ?? null;
  const fetchNextPage = useCallback(() => void list.fetchNextPage(), [list.fetchNextPage]);

  return (
    <div className="map-page">
      <header className="page-header">
        <div className="container">
          <h1>Map View</h1>
          <p className="page-header__lead">Homes for sale and rent in {city}.</p>
        </div>
      </header>
      <div className="container map-page__body">
        <MapSearchForm value={filters} onSearch={setFilters} />

        <div className="map-page__toolbar">
          <p className="map-page__count" role="status">
            {total === null ? 'Searching…' : `${countText(total)} ${bbox ? 'in this map area' : `in ${city}`}`}
            <span className="map-page__filters"> — {describeFilters(filters)}</span>
          </p>
          <div className="map-page__controls">
            <label className="map-page__sort">
              <span>Sort by price</span>
              <select className="input" value={sort} onChange={(event) => setSort(event.target.value as PriceSort)}>
                <option value="relevance">Best match</option>
                <option value="price_desc">High - Low</option>
                <option value="price_asc">Low - High</option>
              </select>
            </label>
            <div className="map-page__toggle" role="group" aria-label="View">
              <button type="button" className="btn btn--sm" aria-pressed={view === 'map'} onClick={() => setView('map')}>
                Map View
              </button>
              <button type="button" className="btn btn--sm" aria-pressed={view === 'list'} onClick={() => setView('list')}>
                List View
              </button>
            </div>
          </div>
        </div>

        <div className={`map-page__results map-page__results--${view}`}>
          {view === 'map' && (
            <div className="map-page__map">
              {geocode.isPending ? (
                <div className="map-page__map-loading" role="status">
                  Loading the map…
                </div>
              ) : (
                <Suspense
                  fallback={
                    <div className="map-page__map-loading" role="status">
                      Loading the map…
                    </div>
                  }
                >
                  <ListingsMap center={center} zoom={MAP_PAGE_ZOOM} answer={mapAnswer.data} onViewportChange={onViewportChange} />
                </Suspense>
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
              label={`Properties ${bbox ? 'in the map area' : `in ${city}`}`}
            />
          </div>
        </div>
      </div>
    </div>
  );
}
