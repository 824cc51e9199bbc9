/**
 * The map of the map search page (default export: its own lazy chunk). It draws what the server
 * answered for the viewport (clusters with counts, or one pin per listing) and reports the
 * viewport after every move; the page debounces and asks the server again. Clicking a cluster
 * zooms to its area; clicking a pin opens an info card linking to the detail page.
 */
import { useEffect } from 'react';
import { Link } from '@tanstack/react-router';
import { MapContainer, Marker, Popup, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import type { Map as LeafletMap } from 'leaflet';
import type { TMapAnswer } from '#shared/schemas/listing.schema.ts';
import type { TBoundingBox } from '#shared/schemas/listing-search.schema.ts';
import { formatPrice } from '../listing-detail/detail-format.ts';
import { clusterIcon, OSM_ATTRIBUTION, OSM_TILE_URL, pinIcon } from './leaflet-base.ts';

export interface MapViewport {
  bbox: TBoundingBox;
  zoom: number;
}

interface ListingsMapProps {
  center: { lat: number; lng: number };
  zoom: number;
  answer: TMapAnswer | undefined;
  onViewportChange: (viewport: MapViewport) => void;
  className?: string;
}

function clampLatitude(value: number) {
  return Math.max(-90, Math.min(90, value));
}
function clampLongitude(value: number) {
  return Math.max(-180, Math.min(180, value));
}

function viewportOf(map: LeafletMap): MapViewport {
  const bounds = map.getBounds();
  return {
    bbox: {
      north: clampLatitude(bounds.getNorth()),
      south: clampLatitude(bounds.getSouth()),
      east: clampLongitude(bounds.getEast()),
      west: clampLongitude(bounds.getWest()),
    },
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

/** The geocode answer can arrive after the map opened: move there once it does. */
function Recenter({ center, zoom }: Pick<ListingsMapProps, 'center' | 'zoom'>) {
  const map = useMap();
  useEffect(() => {
    map.setView([center.lat, center.lng], zoom);
  }, [map, center.lat, center.lng, zoom]);
  return null;
}

function Clusters({ answer }: { answer: TMapAnswer }) {
  const map = useMap();
  return (
    <>
      {answer.clusters.map((cluster) => (
        <Marker
          key={`${cluster.latitude},${cluster.longitude},${cluster.count}`}
          position={[cluster.latitude, cluster.longitude]}
          icon={clusterIcon(cluster.count)}
          title={`${cluster.count} listings here: zoom in`}
          alt={`${cluster.count} listings`}
          eventHandlers={{
            click: () => {
              const { north, south, east, west } = cluster.bounds;
              const zoomIn = Math.min(map.getZoom() + 2, map.getMaxZoom());
              if (north - south < 1e-6 && east - west < 1e-6) map.setView([cluster.latitude, cluster.longitude], zoomIn);
              else map.fitBounds([[south, west], [north, east]], { padding: [24, 24], maxZoom: Math.max(zoomIn, map.getZoom() + 1) });
            },
          }}
        />
      ))}
    </>
  );
}

export default function ListingsMap({ center, zoom, answer, onViewportChange, className }: ListingsMapProps) {
  return (
    <MapContainer center={[center.lat, center.lng]} zoom={zoom} className={className ?? 'listings-map'} scrollWheelZoom>
      <TileLayer url={OSM_TILE_URL} attribution={OSM_ATTRIBUTION} />
      <Recenter center={center} zoom={zoom} />
      <ViewportReporter onViewportChange={onViewportChange} />
      {answer && <Clusters answer={answer} />}
      {answer?.markers.map((marker) => (
        <Marker key={marker.property_id} position={[marker.latitude, marker.longitude]} icon={pinIcon} title={marker.Addr} alt={`${marker.Addr}, ${formatPrice(marker.Orig_dol)}`}>
          <Popup>
            <div className="map-info-card">
              {marker.url && <img src={marker.url} alt="" width={200} height={133} loading="lazy" />}
              <p className="map-info-card__price">{formatPrice(marker.Orig_dol)}</p>
              <p className="map-info-card__address">
                {marker.Addr}, {marker.Municipality}
              </p>
              <p className="map-info-card__meta">
                {marker.S_r === 'Sale' ? 'For sale' : `For ${marker.S_r.toLowerCase()}`} · MLS® {marker.Ml_num}
              </p>
              <Link to="/estate/details/$propertyId/$propertyType" params={{ propertyId: String(marker.property_id), propertyType: marker.property_type }}>
                View details
              </Link>
            </div>
          </Popup>
        </Marker>
      ))}
    </MapContainer>
  );
}
