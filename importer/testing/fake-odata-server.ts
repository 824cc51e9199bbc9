/**
 * A small RESO Web API (OData v4) server for tests that behaves like the real ones we meet:
 *  - `$filter` is parsed and evaluated (eq ne gt ge lt le, and or not, parentheses, string,
 *    number, null, boolean and DateTimeOffset literals), `$select` projects, `$orderby` sorts;
 *    a field the resource does not have in `$select`, `$filter` or `$orderby` is a 400, as real
 *    servers answer; without `$select` every field of the resource is sent, null or not;
 *  - server-driven paging: at most `maxPageSize` rows per answer, the rest of the asked `$top`
 *    (or of everything, without `$top`) offered through `@odata.nextLink` ($skip-based);
 *  - timestamps kept at the precision stored (microseconds) and printed as `printDigits`
 *    fraction digits (milliseconds, like servers that store more than they print), optionally
 *    without a zone;
 *  - every resource by the same rules: Property, PropertyRooms, Media.
 * Tests script failures (429, 5xx, 401) per request and read what was asked and how many bytes
 * were served.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { formatFeedInstant, parseFeedTimestamp } from '../sources/feed-timestamp.ts';

export interface FakeODataOptions {
  token: string;
  /** The most rows one response carries; more are offered through @odata.nextLink. */
  maxPageSize?: number;
  /** Fields each resource has (beyond those its rows carry): the rest are unknown, a 400. */
  fields?: Partial<Record<Resource, readonly string[]>>;
  /** Fraction digits (0 to 9) printed for timestamps (stored values keep theirs); default as stored. */
  printDigits?: number;
  /** Print timestamps without a zone (the server means UTC). */
  printWithoutZone?: boolean;
}

export type ScriptedFailure = { status: number; headers?: Record<string, string>; body?: string };

type Row = Record<string, unknown>;
type Resource = 'Property' | 'PropertyRooms' | 'Media';

/** Data Dictionary 2.0 Property fields that both kinds of server below have. */
const DATA_DICTIONARY_FIELDS = [
  'ListingKey',
  'ListingId',
  'ModificationTimestamp',
  'PropertyType',
  'PropertySubType',
  'StandardStatus',
  'MlsStatus',
  'ListPrice',
  'OriginalListPrice',
  'OriginalEntryTimestamp',
  'PhotosChangeTimestamp',
  'PriceChangeTimestamp',
  'StreetNumber',
  'StreetName',
  'StreetSuffix',
  'StreetDirPrefix',
  'StreetDirSuffix',
  'UnitNumber',
  'UnparsedAddress',
  'City',
  'CityRegion',
  'CountyOrParish',
  'StateOrProvince',
  'Country',
  'PostalCode',
  'CrossStreet',
  'DirectionFaces',
  'PublicRemarks',
  'BedroomsTotal',
  'BathroomsTotalInteger',
  'RoomsTotal',
  'FireplaceYN',
  'FireplacesTotal',
  'BuildingAreaTotal',
  'ArchitecturalStyle',
  'Basement',
  'Cooling',
  'ConstructionMaterials',
  'PoolFeatures',
  'Sewer',
  'WaterSource',
  'ParkingTotal',
  'ParkingFeatures',
  'CoveredSpaces',
  'TaxAnnualAmount',
  'TaxYear',
  'AssociationFee',
  'AssociationFeeIncludes',
  'AssociationAmenities',
  'LotSizeUnits',
  'Zoning',
  'ParcelNumber',
  'ListOfficeName',
  'ListOfficeKey',
  'InternetEntireListingDisplayYN',
  'InternetAddressDisplayYN',
] as const;

/** Fields a PropTx server has that its test records may leave out (mls-feed.md §2.2: DD and local fields). */
export const PROPTX_PROPERTY_FIELDS = [
  ...DATA_DICTIONARY_FIELDS,
  'SystemModificationTimestamp',
  'TransactionType',
  'ContractStatus',
  'PriorMlsStatus',
  'MediaChangeTimestamp',
  'TerminatedEntryTimestamp',
  'SuspendedEntryTimestamp',
  'ExtensionEntryTimestamp',
  'BackOnMarketEntryTimestamp',
  'DealFellThroughEntryTimestamp',
  'ApartmentNumber',
  'PublicRemarksExtras',
  'BedroomsAboveGrade',
  'BedroomsBelowGrade',
  'KitchensAboveGrade',
  'KitchensBelowGrade',
  'KitchensTotal',
  'RoomsAboveGrade',
  'RoomsBelowGrade',
  'DenFamilyroomYN',
  'LivingAreaRange',
  'BuildingAreaUnits',
  'ApproximateAge',
  'HeatType',
  'HeatSource',
  'Water',
  'ParkingSpaces',
  'GarageType',
  'GarageParkingSpaces',
  'TaxType',
  'Exposure',
  'Locker',
  'LotWidth',
  'LotDepth',
  'ZoningDesignation',
  'DDFYN',
  'OriginatingSystemName',
  'SourceSystemName',
  'ListAOR',
  'VirtualTourURLUnbranded',
  'PossessionDetails',
  'TaxLegalDescription',
] as const;

/** Every resource of a PropTx server, for `fields`: its Media rows also have ImageSizeDescription. */
export const PROPTX_FIELDS: Partial<Record<Resource, readonly string[]>> = {
  Property: PROPTX_PROPERTY_FIELDS,
  Media: ['ImageSizeDescription', 'MediaModificationTimestamp', 'ClassName', 'ImageOf', 'LongDescription', 'MediaType'],
};

/** Fields of a server on the RESO Data Dictionary 2.0 without PropTx's local ones. */
export const RESO_DD_PROPERTY_FIELDS = [
  ...DATA_DICTIONARY_FIELDS,
  'StatusChangeTimestamp',
  'Latitude',
  'Longitude',
  'LivingArea',
  'YearBuilt',
  'Heating',
  'GarageSpaces',
] as const;

const BASE_FIELDS: Record<Resource, readonly string[]> = {
  Property: ['ListingKey', 'ModificationTimestamp', 'PropertyType'],
  PropertyRooms: [
    'RoomKey',
    'ListingKey',
    'Order',
    'RoomType',
    'RoomLevel',
    'RoomLength',
    'RoomWidth',
    'RoomLengthWidthUnits',
    'RoomFeature1',
    'RoomFeature2',
    'RoomFeature3',
    'RoomStatus',
    'ModificationTimestamp',
  ],
  Media: [
    'MediaKey',
    'ResourceRecordKey',
    'ResourceName',
    'Order',
    'MediaURL',
    'MediaCategory',
    'MediaStatus',
    'PreferredPhotoYN',
    'ShortDescription',
    'ModificationTimestamp',
  ],
};

class BadRequest extends Error {}

export class FakeODataServer {
  properties: Row[] = [];
  rooms: Row[] = [];
  media: Row[] = [];
  readonly requests: string[] = [];
  /** Failures answered to the next requests, in order. */
  readonly failures: ScriptedFailure[] = [];
  /** Body bytes of every 200 answer so far. */
  bytesServed = 0;
  /** Called after each replication page of Property (ordered by ModificationTimestamp) is served. */
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
    const resource = url.pathname.split('/').pop() as Resource;
    const table = { Property: this.properties, PropertyRooms: this.rooms, Media: this.media }[resource];
    if (!table) {
      response.writeHead(404).end();
      return;
    }
    let body: string;
    try {
      body = JSON.stringify(this.answer(resource, table, url, request.headers.host ?? 'localhost'));
    } catch (error) {
      if (!(error instanceof BadRequest)) throw error;
      response.writeHead(400, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { code: '', message: error.message } }));
      return;
    }
    if (resource === 'Property' && (url.searchParams.get('$orderby') ?? '').startsWith('ModificationTimestamp')) {
      this.propertyPages += 1;
      this.onPropertyPage?.(this.propertyPages);
    }
    this.bytesServed += Buffer.byteLength(body);
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(body);
  }

  private knownFields(resource: Resource, table: Row[]): Set<string> {
    const known = new Set<string>([...BASE_FIELDS[resource], ...(this.options.fields?.[resource] ?? [])]);
    for (const row of table) for (const key of Object.keys(row)) known.add(key);
    return known;
  }

  private answer(resource: Resource, table: Row[], url: URL, host: string): Row {
    const known = this.knownFields(resource, table);
    const check = (field: string) => {
      if (!known.has(field)) throw new BadRequest(`Could not find a property named '${field}' on type 'Odata.${resource}'.`);
    };
    const params = url.searchParams;
    const filter = params.get('$filter');
    const predicate = filter ? parseFilter(filter, check) : () => true;
    let rows = table.filter(predicate);
    const orderby = params.get('$orderby');
    if (orderby) {
      const keys = orderby.split(',').map((part) => {
        const [field = '', direction = 'asc'] = part.trim().split(/\s+/);
        check(field);
        return { field, sign: direction.toLowerCase() === 'desc' ? -1 : 1 };
      });
      rows = [...rows].sort((a, b) => {
        for (const { field, sign } of keys) {
          const order = compareValues(a[field], b[field]);
          if (order !== 0) return order * sign;
        }
        return 0;
      });
    }
    const select = params
      .get('$select')
      ?.split(',')
      .map((field) => field.trim());
    select?.forEach(check);

    const skip = Number(params.get('$skip') ?? 0);
    const top = params.has('$top') ? Number(params.get('$top')) : Number.POSITIVE_INFINITY;
    const cap = this.options.maxPageSize ?? Number.POSITIVE_INFINITY;
    const window = rows.slice(skip, skip + Math.min(top, cap));
    // Like a real server, every field of the resource is in the answer, null when it has no value.
    const fields = select ?? [...known];
    const body: Row = { value: window.map((row) => this.print(Object.fromEntries(fields.map((field) => [field, row[field] ?? null])))) };
    const remaining = top - window.length;
    if (window.length === cap && remaining > 0 && skip + window.length < rows.length) {
      const next = new URL(url);
      next.searchParams.set('$skip', String(skip + window.length));
      if (Number.isFinite(top)) next.searchParams.set('$top', String(remaining));
      body['@odata.nextLink'] = next.toString().replace('http://localhost', `http://${host}`);
    }
    return body;
  }

  /** A row as the server prints it: timestamps at its printed precision, with or without a zone. */
  private print(row: Row): Row {
    if (this.options.printDigits === undefined && !this.options.printWithoutZone) return row;
    const printed: Row = { ...row };
    for (const [field, value] of Object.entries(row)) {
      if (!field.endsWith('Timestamp') || typeof value !== 'string') continue;
      const instant = parseFeedTimestamp(value);
      if (!instant) continue;
      // Truncated, as a server printing less than it stores does.
      const text = formatFeedInstant(instant, this.options.printDigits ?? instant.digits);
      printed[field] = this.options.printWithoutZone ? text.slice(0, -1) : text;
    }
    return printed;
  }
}

/** Strings that are timestamps compare as instants (at full stored precision), the rest as values. */
function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return -1;
  if (b === null || b === undefined) return 1;
  if (typeof a === 'string' && typeof b === 'string') {
    const left = parseFeedTimestamp(a);
    const right = parseFeedTimestamp(b);
    if (left && right) return left.nanos < right.nanos ? -1 : left.nanos > right.nanos ? 1 : 0;
    return a < b ? -1 : a > b ? 1 : 0;
  }
  return (a as number) < (b as number) ? -1 : (a as number) > (b as number) ? 1 : 0;
}

type Token = { kind: 'paren'; value: '(' | ')' } | { kind: 'word'; value: string } | { kind: 'literal'; value: unknown };

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  const pattern = /\s*(?:(\()|(\))|'((?:[^']|'')*)'|(\d{4}-\d{2}-\d{2}T[0-9:.]+(?:Z|[+-]\d{2}:\d{2})?)|(-?\d+(?:\.\d+)?)|([A-Za-z_][A-Za-z0-9_]*))/y;
  let index = 0;
  while (index < text.length) {
    if (/^\s*$/.test(text.slice(index))) break;
    pattern.lastIndex = index;
    const match = pattern.exec(text);
    if (!match) throw new BadRequest(`Syntax error at position ${index} in $filter`);
    index = pattern.lastIndex;
    if (match[1] || match[2]) tokens.push({ kind: 'paren', value: (match[1] ?? match[2]) as '(' | ')' });
    else if (match[3] !== undefined) tokens.push({ kind: 'literal', value: match[3].replace(/''/g, "'") });
    else if (match[4]) tokens.push({ kind: 'literal', value: match[4] });
    else if (match[5]) tokens.push({ kind: 'literal', value: Number(match[5]) });
    else {
      const word = match[6]!;
      if (word === 'null') tokens.push({ kind: 'literal', value: null });
      else if (word === 'true' || word === 'false') tokens.push({ kind: 'literal', value: word === 'true' });
      else tokens.push({ kind: 'word', value: word });
    }
  }
  return tokens;
}

const OPERATORS = new Set(['eq', 'ne', 'gt', 'ge', 'lt', 'le']);

/** A recursive-descent parser of the $filter subset, checking every field it names. */
function parseFilter(text: string, check: (field: string) => void): (row: Row) => boolean {
  const tokens = tokenize(text);
  let position = 0;
  const peekWord = () => (tokens[position]?.kind === 'word' ? (tokens[position] as { value: string }).value : undefined);
  const fail = (): never => {
    throw new BadRequest(`Syntax error in $filter: ${text}`);
  };
  const or = (): ((row: Row) => boolean) => {
    let left = and();
    while (peekWord() === 'or') {
      position += 1;
      const [a, b] = [left, and()];
      left = (row) => a(row) || b(row);
    }
    return left;
  };
  const and = (): ((row: Row) => boolean) => {
    let left = unary();
    while (peekWord() === 'and') {
      position += 1;
      const [a, b] = [left, unary()];
      left = (row) => a(row) && b(row);
    }
    return left;
  };
  const unary = (): ((row: Row) => boolean) => {
    if (peekWord() === 'not') {
      position += 1;
      const inner = unary();
      return (row) => !inner(row);
    }
    const token = tokens[position];
    if (token?.kind === 'paren' && token.value === '(') {
      position += 1;
      const inner = or();
      const close = tokens[position++];
      if (close?.kind !== 'paren' || close.value !== ')') fail();
      return inner;
    }
    return comparison();
  };
  const comparison = (): ((row: Row) => boolean) => {
    const field = tokens[position++];
    const operator = tokens[position++];
    const literal = tokens[position++];
    if (field?.kind !== 'word' || operator?.kind !== 'word' || !OPERATORS.has(operator.value) || literal?.kind !== 'literal') return fail();
    check(field.value);
    const name = field.value;
    const value = literal.value;
    return (row) => {
      const actual = row[name] ?? null;
      if (value === null || actual === null) {
        if (operator.value === 'eq') return actual === value;
        if (operator.value === 'ne') return actual !== value;
        return false;
      }
      const order = compareValues(actual, value);
      switch (operator.value) {
        case 'eq':
          return order === 0;
        case 'ne':
          return order !== 0;
        case 'gt':
          return order > 0;
        case 'ge':
          return order >= 0;
        case 'lt':
          return order < 0;
        default:
          return order <= 0;
      }
    };
  };
  const predicate = or();
  if (position !== tokens.length) fail();
  return predicate;
}

/** A Media row of one photo of the listing `listingKey`, as the servers send it; `fields` adds the rest (status, size). */
export function photoRow(mediaKey: string, listingKey: string, order: number, url: string, fields: Row = {}): Row {
  return { MediaKey: mediaKey, ResourceRecordKey: listingKey, ResourceName: 'Property', Order: order, MediaURL: url, MediaCategory: 'Photo', ...fields };
}

/** A PropTx commercial record: an office for sale, new in Toronto C01, with the given fields on top. */
export function proptxOfficeRecord(key: string, modifiedAt: string, fields: Row = {}): Row {
  return {
    ListingKey: key,
    ModificationTimestamp: modifiedAt,
    PropertyType: 'Commercial',
    PropertySubType: 'Office',
    TransactionType: 'For Sale',
    ContractStatus: 'Available',
    StandardStatus: 'Active',
    MlsStatus: 'New',
    StreetSuffix: 'Street',
    City: 'Toronto C01',
    ...fields,
  };
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
    ['NUL character', { PublicRemarks: 'Nice\u0000 house' }],
    ['lone surrogate', { StreetName: 'Yonge\uD800' }],
    ['999 bedrooms', { BedroomsTotal: 999 }],
    ['price $0', { ListPrice: 0 }],
    ['price $123 billion', { ListPrice: 123e9 }],
    ['list date in year 1', { OriginalEntryTimestamp: '0001-01-01T00:00:00Z' }],
  ];
  return kinds.map(([kind, fields], index) => ({ kind, record: { ...base(`${keyPrefix}${String(index).padStart(3, '0')}`, ts(index)), ...fields } }));
}
