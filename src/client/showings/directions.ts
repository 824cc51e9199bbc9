/** "Find Route": directions to a property in the visitor's maps service (no API key needed). */
export function directionsUrl(entry: { address: string; municipality?: string | null; latitude?: number | null; longitude?: number | null }): string {
  const destination = [entry.address, entry.municipality, 'ON'].filter((part) => part && part.trim() !== '').join(', ');
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}
