/** The Contact page's map of the office area (its own chunk: Leaflet loads in the browser only). */
import { CircleMarker, MapContainer, TileLayer } from 'react-leaflet';
import 'leaflet/dist/leaflet.css';

export default function OfficeAreaMap({ centre, zoom }: { centre: [number, number]; zoom: number }) {
  return (
    <MapContainer center={centre} zoom={zoom} scrollWheelZoom={false} style={{ height: '100%', width: '100%' }}>
      <TileLayer
        attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
        url="https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png"
      />
      <CircleMarker center={centre} radius={10} pathOptions={{ color: '#0b1f36', fillColor: '#d9a84e', fillOpacity: 0.9 }} />
    </MapContainer>
  );
}
