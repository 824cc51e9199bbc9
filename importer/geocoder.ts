/**
 * Where a listing goes on the map when its source has no coordinates (PropTx sends none).
 * The default needs no network: the community's centroid, else the municipality's, marked
 * approximate. GEOCODER_URL plugs in an HTTP geocoder (Nominatim's /search API) with the
 * centroid as fallback; its answers are cached per address for the life of the process.
 */
import { findMunicipality, normalizePlaceName } from '#shared/geo/gta-municipalities.ts';

export interface GeocodeQuery {
  address: string;
  municipality: string;
  community: string | null;
  postalCode: string | null;
}

export interface GeocodeResult {
  latitude: number;
  longitude: number;
  isApproximate: boolean;
}

export interface Geocoder {
  locate(query: GeocodeQuery): Promise<GeocodeResult | null>;
}

export class CentroidGeocoder implements Geocoder {
  async locate(query: GeocodeQuery): Promise<GeocodeResult | null> {
    return this.locateSync(query);
  }

  locateSync(query: GeocodeQuery): GeocodeResult | null {
    const municipality = findMunicipality(query.municipality);
    if (!municipality) return null;
    const communityName = query.community ? normalizePlaceName(query.community) : undefined;
    const community = communityName ? municipality.communities.find((candidate) => normalizePlaceName(candidate.name) === communityName) : undefined;
    const point = community ?? municipality;
    return { latitude: point.latitude, longitude: point.longitude, isApproximate: true };
  }
}

export class HttpGeocoder implements Geocoder {
  private readonly cache = new Map<string, GeocodeResult | null>();

  constructor(
    private readonly searchUrl: string,
    private readonly fallback: Geocoder = new CentroidGeocoder(),
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async locate(query: GeocodeQuery): Promise<GeocodeResult | null> {
    const text = [query.address, query.municipality, 'Ontario', query.postalCode].filter(Boolean).join(', ');
    if (!this.cache.has(text)) this.cache.set(text, await this.lookup(text));
    return this.cache.get(text) ?? (await this.fallback.locate(query));
  }

  private async lookup(text: string): Promise<GeocodeResult | null> {
    const url = new URL(this.searchUrl);
    url.searchParams.set('q', text);
    url.searchParams.set('format', 'json');
    url.searchParams.set('limit', '1');
    url.searchParams.set('countrycodes', 'ca');
    try {
      const response = await this.fetchImpl(url, { signal: AbortSignal.timeout(5000), headers: { 'user-agent': 'realtor-site-importer' } });
      if (!response.ok) return null;
      const [first] = (await response.json()) as { lat?: string; lon?: string }[];
      const latitude = Number(first?.lat);
      const longitude = Number(first?.lon);
      return Number.isFinite(latitude) && Number.isFinite(longitude) ? { latitude, longitude, isApproximate: false } : null;
    } catch {
      return null;
    }
  }
}

export function createGeocoder(geocoderUrl: string | undefined): Geocoder {
  return geocoderUrl ? new HttpGeocoder(geocoderUrl) : new CentroidGeocoder();
}
