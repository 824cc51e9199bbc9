/**
 * The map of the map search page (default export: its own lazy chunk). It draws what the server
 * answered for the viewport (clusters with counts, or markers) and reports the viewport after
 * every move; the page debounces, keeps it in the URL and asks the server again. It moves to the
 * requested centre and zoom when they differ from what it shows (first load, Back/Forward).
 *
 * Clicking a cluster zooms into its area; a cluster zooming cannot split any more opens the list
 * of its listings instead (asked of the server). Listings sharing one spot (placed at their area's
 * centre) are one marker that opens their list; a single listing's pin opens its info card. Both
 * say when the position is only the area's centre.
 */
import { useEffect, useMemo, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { MapContainer, Marker, Popup, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import type { Map as LeafletMap } from 'leaflet';
import type { TMapAnswer, TMapMarker } from '#shared/schemas/listing.schema.ts';
import type { TBoundingBox, TSearchCriteriaInput } from '#shared/schemas/listing-search.schema.ts';
import { MAP_MAX_ZOOM, MAP_MIN_ZOOM } from '#shared/schemas/map-search-url.schema.ts';
import { formatPrice } from '../listing-detail/detail-format.ts';
import { detailParams } from '../listing-card/listing-format.ts';
import { closedFactsOf, closedSummary } from '../listing-card/closed-format.ts';
import { approximatePinIcon, clusterIcon, OSM_ATTRIBUTION, OSM_TILE_URL, pinIcon, stackIcon } from './leaflet-base.ts';
import { APPROXIMATE_LOCATION, ClusterListingList, MapListingList } from './MapListingList.tsx';
import { canSplitByZooming, clusterArea, groupMarkersByPosition } from './marker-groups.ts';

export interface MapViewport {
  bbox: TBoundingBox;
  center: { lat: number; lng: number };
  zoom: number;
}

type MapCluster = TMapAnswer['clusters'][number];

interface ListingsMapProps {
  center: { lat: number; lng: number };
  zoom: number;
  answer: TMapAnswer | undefined;
  /** The criteria `answer` was asked with (filters and viewport): a cluster's list asks for the same within its area. */
  criteria: TSearchCriteriaInput | null;
  onViewportChange: (viewport: MapViewport) => void;
  className?: string;
}

/** A requested centre this close to the shown one is the same view (the URL keeps 5 decimals). */
const SAME_CENTER_DEGREES = 1e-4;
const POPUP_MAX_HEIGHT = 320;

function clampLatitude(value: number) {
  return Math.max(-90, Math.min(90, value));
}
function clampLongitude(value: number) {
  return Math.max(-180, Math.min(180, value));
}

function viewportOf(map: LeafletMap): MapViewport {
  const bounds = map.getBounds();
  const center = map.getCenter();
  return {
    bbox: {
      north: clampLatitude(bounds.getNorth()),
      south: clampLatitude(bounds.getSouth()),
      east: clampLongitude(bounds.getEast()),
      west: clampLongitude(bounds.getWest()),
    },
    center: { lat: center.lat, lng: center.lng },
    zoom: Math.round(map.getZoom()),
  };
}

function ViewportReporter({ onViewportChange }: Pick<ListingsMapProps, 'onViewportChange'>) {
  const map = useMapEvents({ moveend: () => onViewportChange(viewportOf(map)) });
  useEffect(() => {
    onViewportChange(viewportOf(map));
  }, [map, onViewportChange]);
  return null;
}

/** Moves to the requested view when it is not the one shown (the geocode answer, Back/Forward). */
function Recenter({ center, zoom }: Pick<ListingsMapProps, 'center' | 'zoom'>) {
  const map = useMap();
  useEffect(() => {
    const shown = map.getCenter();
    const isShown = Math.abs(shown.lat - center.lat) < SAME_CENTER_DEGREES && Math.abs(shown.lng - center.lng) < SAME_CENTER_DEGREES && map.getZoom() === zoom;
    if (!isShown) map.setView([center.lat, center.lng], zoom);
  }, [map, center.lat, center.lng, zoom]);
  return null;
}

function Clusters({ clusters, onList }: { clusters: readonly MapCluster[]; onList: (cluster: MapCluster) => void }) {
  const map = useMap();
  return (
    <>
      {clusters.map((cluster) => (
        <Marker
          key={`${cluster.latitude},${cluster.longitude},${cluster.count}`}
          position={[cluster.latitude, cluster.longitude]}
          icon={clusterIcon(cluster.count)}
          title={`${cluster.count} listings here`}
          alt={`${cluster.count} listings`}
          eventHandlers={{
            click: () => {
              const { north, south, east, west } = cluster.bounds;
              const cellWidthPx = map.latLngToContainerPoint([north, east]).x - map.latLngToContainerPoint([north, west]).x;
              if (!canSplitByZooming(cellWidthPx, map.getZoom(), map.getMaxZoom())) {
                onList(cluster);
                return;
              }
              const zoomIn = Math.min(map.getZoom() + 2, map.getMaxZoom());
              map.fitBounds(
                [
                  [south, west],
                  [north, east],
                ],
                { padding: [24, 24], maxZoom: zoomIn },
              );
            },
          }}
        />
      ))}
    </>
  );
}

function InfoCard({ marker }: { marker: TMapMarker }) {
  // A sold or leased marker (the VOW tier's map) carries its close.
  const closed = closedFactsOf(marker);
  return (
    <div className="map-info-card">
      {marker.photoUrl && <img src={marker.photoUrl} alt="" width={200} height={133} loading="lazy" />}
      <p className="map-info-card__price">{closed ? closedSummary(closed, marker.listPrice, marker.transaction) : formatPrice(marker.listPrice)}</p>
      <p className="map-info-card__address">
        {marker.address}, {marker.municipality}
      </p>
      <p className="map-info-card__meta">
        {marker.transaction === 'Sale' ? 'For sale' : `For ${marker.transaction.toLowerCase()}`} · MLS® {marker.mlsNumber}
      </p>
      {marker.isGeoApproximate && <p className="map-info-card__approximate">{APPROXIMATE_LOCATION}</p>}
      <Link to="/estate/details/$propertyId/$propertyType" params={detailParams(marker)}>
        View details
      </Link>
    </div>
  );
}

function Markers({ markers }: { markers: readonly TMapMarker[] }) {
  const groups = useMemo(() => groupMarkersByPosition(markers), [markers]);
  return (
    <>
      {groups.map((group) => {
        const [first] = group.markers;
        if (group.markers.length === 1 && first) {
          return (
            <Marker
              key={group.key}
              position={[group.latitude, group.longitude]}
              icon={first.isGeoApproximate ? approximatePinIcon : pinIcon}
              title={first.address}
              alt={`${first.address}, ${formatPrice(first.listPrice)}`}
            >
              <Popup>
                <InfoCard marker={first} />
              </Popup>
            </Marker>
          );
        }
        const title = `${group.markers.length} listings at this spot`;
        return (
          <Marker key={group.key} position={[group.latitude, group.longitude]} icon={stackIcon(group.markers.length)} title={title} alt={title}>
            <Popup maxHeight={POPUP_MAX_HEIGHT}>
              <MapListingList title={title} listings={group.markers} />
            </Popup>
          </Marker>
        );
      })}
    </>
  );
}

/** The list of a cluster that cannot be split, open until closed or until the filters change. */
function ClusterListPopup({ cluster, criteria, onClose }: { cluster: MapCluster; criteria: TSearchCriteriaInput; onClose: () => void }) {
  return (
    <Popup position={[cluster.latitude, cluster.longitude]} maxHeight={POPUP_MAX_HEIGHT} eventHandlers={{ remove: onClose }}>
      <ClusterListingList criteria={criteria} count={cluster.count} />
    </Popup>
  );
}

export default function ListingsMap({ center, zoom, answer, criteria, onViewportChange, className }: ListingsMapProps) {
  const filtersKey = criteria ? JSON.stringify({ ...criteria, bbox: undefined }) : '';
  const [opened, setOpened] = useState<{ cluster: MapCluster; criteria: TSearchCriteriaInput; filtersKey: string } | null>(null);
  // A cluster's list belongs to the filters it was opened under: other filters close it.
  const listed = opened?.filtersKey === filtersKey ? opened : null;

  const openList = (cluster: MapCluster) => {
    if (!criteria?.bbox) return;
    setOpened({ cluster, criteria: { ...criteria, bbox: clusterArea(cluster.bounds, criteria.bbox) }, filtersKey });
  };

  return (
    <MapContainer
      center={[center.lat, center.lng]}
      zoom={zoom}
      minZoom={MAP_MIN_ZOOM}
      maxZoom={MAP_MAX_ZOOM}
      className={className ?? 'listings-map'}
      scrollWheelZoom
    >
      <TileLayer url={OSM_TILE_URL} attribution={OSM_ATTRIBUTION} maxZoom={MAP_MAX_ZOOM} />
      <Recenter center={center} zoom={zoom} />
      <ViewportReporter onViewportChange={onViewportChange} />
      {answer && <Clusters clusters={answer.clusters} onList={openList} />}
      {answer && <Markers markers={answer.markers} />}
      {listed && <ClusterListPopup key={JSON.stringify(listed.cluster)} cluster={listed.cluster} criteria={listed.criteria} onClose={() => setOpened(null)} />}
    </MapContainer>
  );
}
