/**
 * What every map of the site shares: OpenStreetMap tiles (no API key; attribution required by the
 * OSM tile policy), Leaflet's CSS, and divIcon markers, since Leaflet's default image icons
 * resolve to broken URLs once Vite bundles them. Only map chunks import this file, so Leaflet
 * stays out of the entry bundle.
 */
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import '../../styles/map.css';

export const OSM_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const OSM_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

export const pinIcon = L.divIcon({
  className: 'map-pin',
  html: '<span class="map-pin__dot" aria-hidden="true"></span>',
  iconSize: [24, 24],
  iconAnchor: [12, 24],
  popupAnchor: [0, -22],
});

/** A listing placed at its area's centre (no coordinates in the feed): drawn hollow, as an estimate. */
export const approximatePinIcon = L.divIcon({
  className: 'map-pin map-pin--approximate',
  html: '<span class="map-pin__dot" aria-hidden="true"></span>',
  iconSize: [24, 24],
  iconAnchor: [12, 24],
  popupAnchor: [0, -22],
});

/** Several listings on exactly one spot: a pin with their count, opening their list. */
export function stackIcon(count: number): L.DivIcon {
  return L.divIcon({
    className: 'map-stack',
    html: `<span class="map-pin__dot" aria-hidden="true"></span><span class="map-stack__count">${count}</span>`,
    iconSize: [24, 24],
    iconAnchor: [12, 24],
    popupAnchor: [0, -22],
  });
}

export function clusterIcon(count: number): L.DivIcon {
  const size = count >= 1000 ? 56 : count >= 100 ? 48 : count >= 10 ? 40 : 34;
  return L.divIcon({
    className: 'map-cluster',
    html: `<span class="map-cluster__count">${count}</span>`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
}
