/**
 * A small RESO Web API (OData v4) server for tests, speaking the subset the importer uses: the
 * keyset `$filter` on (ModificationTimestamp, ListingKey) per PropertyType, `$orderby`, `$top`,
 * an optional server-side page cap answered with `@odata.nextLink`, PropertyRooms/Media lookups
 * by key, and the reconciliation key scan. Tests script failures (429, 5xx, 401) per request.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeODataOptions {
  token: string;
  /** The most rows one response carries; more are offered through @odata.nextLink. */
  maxPageSize?: number;
}

export type ScriptedFailure = { status: number; headers?: Record<string, string>; body?: string };

type Row = Record<string, unknown>;

const quoted = (text: string) => text.replace(/''/g, "'");

export class FakeODataServer {
  properties: Row[] = [];
  rooms: Row[] = [];
  media: Row[] = [];
  readonly requests: string[] = [];
  /** Failures answered to the next requests, in order. */
  readonly failures: ScriptedFailure[] = [];
  /** Called after each Property page is served (e.g. to modify a record mid-run). */
  onPropertyPage?: (pageNumber: number) => void;
  private server?: http.Server;
  private propertyPages = 0;

  constructor(private readonly options: FakeODataOptions) {}

  async start(): Promise<string> {
    this.server = http.createServer((request, response) => this.handle(request, response));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}/odata/`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  private handle(request: http.IncomingMessage, response: http.ServerResponse): void {
    const url = new URL(request.url ?? '/', 'http://localhost');
    this.requests.push(`${url.pathname}?${url.searchParams.toString()}`);
    const failure = this.failures.shift();
    if (failure) {
      response.writeHead(failure.status, { 'content-type': 'application/json', ...failure.headers });
      response.end(failure.body ?? JSON.stringify({ error: { message: `scripted ${failure.status}` } }));
      return;
    }
    if (request.headers.authorization !== `Bearer ${this.options.token}`) {
      response.writeHead(401, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: 'unauthorized' } }));
      return;
    }
    const resource = url.pathname.split('/').pop();
    const filter = url.searchParams.get('$filter') ?? '';
    const top = Number(url.searchParams.get('$top') ?? 100);
    const skip = Number(url.searchParams.get('$skip') ?? 0);
    let rows: Row[];
    if (resource === 'Property') rows = this.queryProperties(filter, url.searchParams.get('$select'));
    else if (resource === 'PropertyRooms') rows = this.byKeys(this.rooms, 'ListingKey', filter);
    else if (resource === 'Media') rows = this.byKeys(this.media, 'ResourceRecordKey', filter);
    else {
      response.writeHead(404).end();
      return;
    }
    const cap = Math.min(top, this.options.maxPageSize ?? Number.POSITIVE_INFINITY);
    const window = rows.slice(skip, skip + Math.min(cap, top));
    const body: Row = { value: window };
    // A capped answer offers the rest of the requested $top through a nextLink.
    if (window.length === cap && cap < top && skip + cap < Math.min(rows.length, top)) {
      const next = new URL(url);
      next.searchParams.set('$skip', String(skip + cap));
      next.searchParams.set('$top', String(top));
      body['@odata.nextLink'] = next.toString().replace(`http://localhost`, `http://${request.headers.host}`);
    }
    if (resource === 'Property' && !url.searchParams.has('$select')) {
      this.propertyPages += 1;
      this.onPropertyPage?.(this.propertyPages);
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  }

  private queryProperties(filter: string, select: string | null): Row[] {
    const type = filter.match(/PropertyType eq '((?:[^']|'')*)'/)?.[1];
    let rows = this.properties.filter((row) => !type || row.PropertyType === quoted(type));
    const keyset = filter.match(/ModificationTimestamp gt (\S+) or \(ModificationTimestamp eq (\S+) and ListingKey gt '((?:[^']|'')*)'\)/);
    if (keyset) {
      const ts = Date.parse(keyset[1]!);
      const key = quoted(keyset[3]!);
      rows = rows.filter((row) => {
        const rowTs = Date.parse(String(row.ModificationTimestamp));
        return rowTs > ts || (rowTs === ts && String(row.ListingKey) > key);
      });
      rows.sort((a, b) => Date.parse(String(a.ModificationTimestamp)) - Date.parse(String(b.ModificationTimestamp)) || String(a.ListingKey).localeCompare(String(b.ListingKey)));
      return rows;
    }
    const afterKey = filter.match(/ListingKey gt '((?:[^']|'')*)'/)?.[1];
    if (filter.includes("ContractStatus eq 'Available'")) rows = rows.filter((row) => row.ContractStatus !== 'Unavailable');
    if (afterKey !== undefined) rows = rows.filter((row) => String(row.ListingKey) > quoted(afterKey));
    rows.sort((a, b) => String(a.ListingKey).localeCompare(String(b.ListingKey)));
    return select === 'ListingKey' ? rows.map((row) => ({ ListingKey: row.ListingKey })) : rows;
  }

  private byKeys(rows: Row[], field: string, filter: string): Row[] {
    const keys = new Set([...filter.matchAll(new RegExp(`${field} eq '((?:[^']|'')*)'`, 'g'))].map((match) => quoted(match[1]!)));
    return rows.filter((row) => keys.has(String(row[field])));
  }
}

/**
 * Records a real feed has sent that PostgreSQL refuses or that no one should publish, one of each
 * kind, built on a good record (`base`) with `key` and `ts` given per record.
 */
export function poisonRecords(base: (key: string, ts: string) => Row, keyPrefix: string, ts: (index: number) => string): { kind: string; record: Row }[] {
  const kinds: [string, Row][] = [
    // tsvector input refuses a lexeme of 2,047 bytes or more.
    ['long lexeme', { PublicRemarks: `Bright corner unit ${'x'.repeat(2047)} near transit.` }],
    // Distinct words past a tsvector's 1 MB.
    ['huge remarks', { PublicRemarks: Array.from({ length: 150_000 }, (_unused, index) => `w${index.toString(36)}x`).join(' ') }],
    ['parking overflow', { ParkingTotal: 12_345_678 }],
    ['association fee overflow', { AssociationFee: 1e12 }],
    ['bedrooms overflow', { BedroomsTotal: 3e9 }],
    ['NUL character', { PublicRemarks: 'Nice\u0000 house', UnmappedVendorField: 'a\u0000b' }],
    ['lone surrogate', { StreetName: 'Yonge\uD800', UnmappedVendorNote: 'x\uDC00y' }],
    ['999 bedrooms', { BedroomsTotal: 999 }],
    ['price $0', { ListPrice: 0 }],
    ['price $123 billion', { ListPrice: 123e9 }],
    ['list date in year 1', { OriginalEntryTimestamp: '0001-01-01T00:00:00Z' }],
  ];
  return kinds.map(([kind, fields], index) => ({ kind, record: { ...base(`${keyPrefix}${String(index).padStart(3, '0')}`, ts(index)), ...fields } }));
}
