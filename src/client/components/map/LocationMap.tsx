/** One listing's position (the detail page's 'View on Map' dialog). Default export: loaded lazily. */
import { MapContainer, Marker, TileLayer } from 'react-leaflet';
import { OSM_ATTRIBUTION, OSM_TILE_URL, pinIcon } from './leaflet-base.ts';

interface LocationMapProps {
  latitude: number;
  longitude: number;
  label: string;
  height: number;
}

export default function LocationMap({ latitude, longitude, label, height }: LocationMapProps) {
  return (
    <MapContainer center={[latitude, longitude]} zoom={15} style={{ height }} className="location-map" scrollWheelZoom>
      <TileLayer url={OSM_TILE_URL} attribution={OSM_ATTRIBUTION} />
      <Marker position={[latitude, longitude]} icon={pinIcon} title={label} alt={label} />
    </MapContainer>
  );
}
