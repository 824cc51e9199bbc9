/**
 * RESO Web API (OData v4) source, as PropTx/AMPRE serve TRREB data and CREA DDF serves Canada.
 * Replication is keyset on (ModificationTimestamp, ListingKey) per ../shared/reference/mls-feed.md
 * §1.5: `$filter=<class> and (ts gt T or (ts eq T and key gt K))&$orderby=ts,key&$top=N`,
 * restarting the keyset after every answer (a server-capped `$top` is fine). Rooms and media are fetched per page
 * for the page's keys when the server does not return them inline. 429 waits for
 * `X-Rate-Limit-Retry-After-Seconds`; 5xx and timeouts retry with backoff; 401/403 stop the run.
 */
import type { FeedClass } from '#shared/listing-classes.ts';
import { FeedAuthError, FeedStallError, INCOMPLETE_CHILDREN, type FeedCursor, type FeedPage, type FeedScope, type FeedSource } from './feed-source.ts';
import { canonicalTimestamp, compareFeedTimestamps, nextPrintedInstant } from './feed-timestamp.ts';
import { RESO_PROFILES, largestPhotoSizes, profileOfHost, profileOfRecord, type ResoProfile, type ResoProfileName } from './reso-profiles.ts';
import { isRawOnMarket } from '../reso-dictionary.ts';
import { VOW_FEED_FIELDS } from '../reso-record.schema.ts';

const VOW_FIELDS = new Set<string>(VOW_FEED_FIELDS);

export interface ResoSourceOptions {
  baseUrl: string;
  /** A fixed bearer token (PropTx) … */
  token?: string;
  /** … or OAuth2 client credentials (CREA DDF). */
  clientCredentials?: { tokenUrl: string; clientId: string; clientSecret: string; scope?: string };
  fetchImpl?: typeof fetch;
  maxRetries?: number;
  timeoutMs?: number;
  /** What the server has and how its values read (FEED_RESO_PROFILE); `auto` finds out. */
  profile?: ResoProfileName | 'auto';
  /** Fetch PropertyRooms and Media separately for each page's keys (unless the profile has them inline). */
  fetchChildren?: boolean;
  /** Ask only for the fields the mapping reads (`$select`, per profile); false fetches whole records. */
  selectFields?: boolean;
  /** The token's licence (FEED_SCOPE): the VOW fields are asked for only from a 'vow' feed. */
  scope?: FeedScope;
  /** The most child rows (rooms or media) fetched for one batch of keys; beyond, the batch is incomplete. */
  maxChildRows?: number;
  sleep?: (ms: number) => Promise<void>;
  log?: (line: string) => void;
}

/** Keys per child request (the filter is an `or` of keys), rows per child request, and the cap (AMPRE's $skip limit). */
const CHILD_KEY_BATCH = 50;
const CHILD_PAGE_SIZE = 2000;
const MAX_CHILD_ROWS = 100_000;

interface ODataPage {
  value: Record<string, unknown>[];
  '@odata.nextLink'?: string;
}

const quote = (value: string) => `'${value.replace(/'/g, "''")}'`;
const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class ResoSource implements FeedSource {
  readonly name = 'reso';
  readonly scope: FeedScope;
  private accessToken: { value: string; expiresAt: number } | undefined;
  private readonly fetchImpl: typeof fetch;
  private readonly sleep: (ms: number) => Promise<void>;
  private resolvedProfile: ResoProfile | undefined;
  /** Body bytes of every answer so far (as decoded: after any content encoding the server applied). */
  bytesFetched = 0;

  constructor(private readonly options: ResoSourceOptions) {
    this.scope = options.scope ?? 'idx';
    this.fetchImpl = options.fetchImpl ?? fetch;
    this.sleep = options.sleep ?? defaultSleep;
    if (!options.token && !options.clientCredentials) throw new Error('The RESO source needs a bearer token or OAuth2 client credentials.');
  }

  private url(resource: string, query: Record<string, string>): string {
    const base = this.options.baseUrl.endsWith('/') ? this.options.baseUrl : `${this.options.baseUrl}/`;
    const url = new URL(resource, base);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    return url.toString();
  }

  private async bearer(): Promise<string> {
    if (this.options.token) return this.options.token;
    if (this.accessToken && this.accessToken.expiresAt > Date.now() + 60_000) return this.accessToken.value;
    const credentials = this.options.clientCredentials!;
    const response = await this.fetchImpl(credentials.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: credentials.clientId,
        client_secret: credentials.clientSecret,
        ...(credentials.scope ? { scope: credentials.scope } : {}),
      }),
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 30_000),
    });
    if (response.status === 400 || response.status === 401 || response.status === 403) {
      throw new FeedAuthError(`The feed refused the client credentials (HTTP ${response.status}).`);
    }
    if (!response.ok) throw new Error(`token endpoint answered HTTP ${response.status}`);
    const body = (await response.json()) as { access_token?: string; expires_in?: number };
    if (!body.access_token) throw new FeedAuthError('The token endpoint returned no access_token.');
    this.accessToken = { value: body.access_token, expiresAt: Date.now() + (body.expires_in ?? 3600) * 1000 };
    return body.access_token;
  }

  /** GET with the retry policy: 429 honours the server's wait, 5xx/timeouts back off, 401/403 stop. */
  async getJson(url: string): Promise<ODataPage> {
    const maxRetries = this.options.maxRetries ?? 5;
    for (let attempt = 0; ; attempt += 1) {
      let response: Response;
      try {
        response = await this.fetchImpl(url, {
          headers: { authorization: `Bearer ${await this.bearer()}`, accept: 'application/json' },
          signal: AbortSignal.timeout(this.options.timeoutMs ?? 60_000),
        });
      } catch (error) {
        if (error instanceof FeedAuthError) throw error;
        if (attempt >= maxRetries) throw new Error(`feed request failed after ${attempt + 1} attempts: ${String(error)}`);
        await this.sleep(this.backoff(attempt));
        continue;
      }
      if (response.ok) {
        const body = await response.text();
        this.bytesFetched += Buffer.byteLength(body);
        return JSON.parse(body) as ODataPage;
      }
      const safeUrl = url.split('?')[0];
      if (response.status === 401 || response.status === 403) {
        throw new FeedAuthError(`The feed refused our credentials (HTTP ${response.status} on ${safeUrl}). Check FEED_RESO_TOKEN.`);
      }
      const isRetryable = response.status === 429 || response.status >= 500;
      if (!isRetryable || attempt >= maxRetries) {
        throw new Error(`feed answered HTTP ${response.status} on ${safeUrl}: ${(await response.text()).slice(0, 300)}`);
      }
      const retryAfter = Number(response.headers.get('x-rate-limit-retry-after-seconds') ?? response.headers.get('retry-after'));
      const waitMs = response.status === 429 && Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : this.backoff(attempt);
      this.options.log?.(`feed answered HTTP ${response.status}; retrying in ${waitMs} ms`);
      await this.sleep(waitMs);
    }
  }

  private backoff(attempt: number): number {
    return Math.min(60_000, 500 * 2 ** attempt) + Math.floor(Math.random() * 250);
  }

  /** Pages of a query, following @odata.nextLink while the server provides one. */
  private async *follow(firstUrl: string): AsyncGenerator<Record<string, unknown>[]> {
    let url: string | undefined = firstUrl;
    while (url) {
      const page: ODataPage = await this.getJson(url);
      yield page.value ?? [];
      url = page['@odata.nextLink'];
    }
  }

  /** The profile in use: the configured one, or (auto) the host's, or what one record shows. */
  async profile(): Promise<ResoProfile> {
    if (this.resolvedProfile) return this.resolvedProfile;
    const configured = this.options.profile ?? 'auto';
    let name: ResoProfileName | null = configured === 'auto' ? profileOfHost(this.options.baseUrl) : configured;
    if (!name) {
      const sample = (await this.getJson(this.url('Property', { $top: '1' }))).value?.[0];
      name = profileOfRecord(sample);
      this.options.log?.(
        `FEED_RESO_PROFILE=auto: the feed's records look like ${name === 'proptx' ? "PropTx's" : 'the RESO Data Dictionary'}; using the ${name} profile`,
      );
    }
    this.resolvedProfile = RESO_PROFILES[name];
    return this.resolvedProfile;
  }

  /** `$select` for a resource, when fields are to be chosen and the profile knows them. */
  private select(fields: readonly string[] | null): Record<string, string> {
    if (this.options.selectFields === false || !fields) return {};
    const asked = this.scope === 'vow' ? fields : fields.filter((field) => !VOW_FIELDS.has(field));
    return { $select: asked.join(',') };
  }

  private async childrenFetched(): Promise<boolean> {
    return this.options.fetchChildren !== false && !(await this.profile()).childrenInline;
  }

  async *pages(feedClass: FeedClass, cursor: FeedCursor | null, pageSize: number): AsyncIterable<FeedPage> {
    let position: FeedCursor = cursor ? { ts: canonicalTimestamp(cursor.ts) ?? cursor.ts, key: cursor.key } : { ts: '1970-01-01T00:00:00.000Z', key: '' };
    const profile = await this.profile();
    const classFilter = profile.classFilter(feedClass);
    const withChildren = await this.childrenFetched();
    for (;;) {
      const keyset = `(ModificationTimestamp gt ${position.ts} or (ModificationTimestamp eq ${position.ts} and ListingKey gt ${quote(position.key)}))`;
      const url = this.url('Property', {
        ...this.select(profile.propertyFields),
        $filter: `${classFilter} and ${keyset}`,
        $orderby: 'ModificationTimestamp,ListingKey',
        $top: String(pageSize),
      });
      // A server may cap $top and offer the rest by @odata.nextLink, but a skip-based nextLink
      // shifts when a record changes mid-run. Each answer is taken as one page and the next query
      // restarts the keyset after its last record, so nothing is skipped whatever the server does.
      const rows = (await this.getJson(url)).value ?? [];
      // Only an empty answer ends the run: a server may cap $top without saying so.
      if (rows.length === 0) return;
      if (rows.some((row) => !isAfter(row, position))) {
        // The server keeps more precision than it prints (microseconds printed as milliseconds):
        // records printed at the position's timestamp come back for `gt`, and a keyset on the
        // printed value would loop. That printed instant is read whole, by key, instead.
        yield* this.printedInstant(classFilter, position.ts, pageSize, withChildren, profile);
        position = { ts: nextPrintedInstant(position.ts)!, key: '' };
        continue;
      }
      yield withChildren ? await this.withChildren(rows) : rows;
      const last = lastPosition(rows);
      if (!last)
        throw new FeedStallError(
          `The feed answered after ${position.ts} / ${position.key} with records that have no readable ModificationTimestamp and ListingKey: the run cannot move on.`,
        );
      position = last;
    }
  }

  /**
   * Every record of the class the server prints at `ts` (its real values lie between `ts` and
   * one printed unit later), paged by ListingKey. The pages keep the watermark where it is (a
   * crash reads the instant again); the next keyset query starts after the instant.
   */
  private async *printedInstant(classFilter: string, ts: string, pageSize: number, withChildren: boolean, profile: ResoProfile): AsyncIterable<FeedPage> {
    const end = nextPrintedInstant(ts);
    if (!end) throw new FeedStallError(`The feed printed a timestamp we cannot read (${ts}).`);
    let afterKey = '';
    for (;;) {
      const url = this.url('Property', {
        ...this.select(profile.propertyFields),
        $filter: `${classFilter} and ModificationTimestamp ge ${ts} and ModificationTimestamp lt ${end} and ListingKey gt ${quote(afterKey)}`,
        $orderby: 'ListingKey',
        $top: String(pageSize),
      });
      const rows = (await this.getJson(url)).value ?? [];
      if (rows.length === 0) return;
      const keys = rows.map((row) => row.ListingKey).filter((key): key is string => typeof key === 'string');
      const lastKey = keys.at(-1);
      if (lastKey === undefined || lastKey <= afterKey) {
        throw new FeedStallError(
          `The feed's keyset did not advance: asked for ListingKey after '${afterKey}' at ${ts}, it answered '${lastKey ?? 'no key'}' again.`,
        );
      }
      afterKey = lastKey;
      const page: FeedPage = withChildren ? await this.withChildren(rows) : rows;
      page.checkpoint = null;
      yield page;
    }
  }

  /**
   * Every row of a child query, paged to the end: each request asks for CHILD_PAGE_SIZE rows in a
   * stable order, follows the server's @odata.nextLink within that, and the next request skips
   * what came; a shorter answer is the end. Stops early (incomplete) after `maxChildRows` rows,
   * AMPRE's $skip limit, or when a server repeats a nextLink.
   */
  private async fetchAllChildren(
    resource: string,
    filter: string,
    orderby: string,
    fields: readonly string[] | null,
  ): Promise<{ rows: Record<string, unknown>[]; complete: boolean }> {
    const rows: Record<string, unknown>[] = [];
    const maxRows = this.options.maxChildRows ?? MAX_CHILD_ROWS;
    const seen = new Set<string>();
    for (;;) {
      const before = rows.length;
      let url: string | undefined = this.url(resource, {
        ...this.select(fields),
        $filter: filter,
        $orderby: orderby,
        $top: String(CHILD_PAGE_SIZE),
        ...(before > 0 ? { $skip: String(before) } : {}),
      });
      while (url) {
        if (seen.has(url)) return { rows, complete: false };
        seen.add(url);
        const page: ODataPage = await this.getJson(url);
        rows.push(...(page.value ?? []));
        if (rows.length >= maxRows) return { rows, complete: false };
        url = page['@odata.nextLink'];
      }
      if (rows.length - before < CHILD_PAGE_SIZE) return { rows, complete: true };
    }
  }

  /**
   * Attaches PropertyRooms and photo Media rows to each record of a page, fetched for 50 keys at
   * a time and paged to the end. A listing whose children could not be fetched in full is marked
   * (INCOMPLETE_CHILDREN), so that no photo of it is taken for deleted, and the truncation is logged.
   */
  private async withChildren(rows: Record<string, unknown>[]): Promise<Record<string, unknown>[]> {
    const keys = rows.map((row) => row.ListingKey).filter((key): key is string => typeof key === 'string');
    if (keys.length === 0) return rows;
    const rooms = new Map<string, Record<string, unknown>[]>();
    const media = new Map<string, Record<string, unknown>[]>();
    const incomplete = new Map<string, string[]>();
    const profile = await this.profile();
    const sizeFilter = profile.mediaSizeFilter;
    const markIncomplete = (batch: string[], resource: string, received: number) => {
      this.options.log?.(`${resource} for ${batch.length} listings (${batch[0]}…${batch.at(-1)}) stopped at ${received} rows: not fetched in full`);
      for (const key of batch) incomplete.set(key, [...(incomplete.get(key) ?? []), resource]);
    };
    for (let index = 0; index < keys.length; index += CHILD_KEY_BATCH) {
      const batch = keys.slice(index, index + CHILD_KEY_BATCH);
      const roomFilter = batch.map((key) => `ListingKey eq ${quote(key)}`).join(' or ');
      const roomAnswer = await this.fetchAllChildren('PropertyRooms', roomFilter, 'ListingKey,RoomKey', profile.roomFields);
      for (const room of roomAnswer.rows) pushTo(rooms, String(room.ListingKey), room);
      if (!roomAnswer.complete) markIncomplete(batch, 'PropertyRooms', roomAnswer.rows.length);
      const mediaFilter = `ResourceName eq 'Property'${sizeFilter ? ` and ${sizeFilter}` : ''} and (${batch.map((key) => `ResourceRecordKey eq ${quote(key)}`).join(' or ')})`;
      const mediaAnswer = await this.fetchAllChildren('Media', mediaFilter, 'ResourceRecordKey,MediaKey', profile.mediaFields);
      // Without a size filter a server listing each size as a row gives every photo several times.
      for (const item of sizeFilter ? mediaAnswer.rows : largestPhotoSizes(mediaAnswer.rows)) pushTo(media, String(item.ResourceRecordKey), item);
      if (!mediaAnswer.complete) markIncomplete(batch, 'Media', mediaAnswer.rows.length);
    }
    return rows.map((row) => {
      const key = String(row.ListingKey);
      const children: Record<string, unknown> = {
        ...row,
        PropertyRooms: row.PropertyRooms ?? rooms.get(key) ?? [],
        Media: row.Media ?? media.get(key) ?? [],
      };
      if (incomplete.has(key)) children[INCOMPLETE_CHILDREN] = incomplete.get(key);
      return children;
    });
  }

  /**
   * Keys of the class on the market, by the same status rule as the site (isOnMarket), read from
   * only the status fields the profile's server has: no field it does not know is asked for.
   */
  async *activeKeys(feedClass: FeedClass): AsyncIterable<string[]> {
    const profile = await this.profile();
    let lastKey = '';
    const pageSize = 10_000;
    for (;;) {
      const url = this.url('Property', {
        $select: ['ListingKey', ...profile.statusFields].join(','),
        $filter: `${profile.classFilter(feedClass)} and ListingKey gt ${quote(lastKey)}`,
        $orderby: 'ListingKey',
        $top: String(pageSize),
      });
      let received = 0;
      for await (const rows of this.follow(url)) {
        const withKeys = rows.filter((row): row is Record<string, unknown> & { ListingKey: string } => typeof row.ListingKey === 'string');
        received += withKeys.length;
        if (withKeys.length === 0) continue;
        lastKey = withKeys.at(-1)!.ListingKey;
        const onMarket = withKeys.filter(isRawOnMarket).map((row) => row.ListingKey);
        if (onMarket.length > 0) yield onMarket;
      }
      if (received === 0) return;
    }
  }
}

/** Strictly after the position in keyset order, comparing instants at the precision printed. */
function isAfter(row: Record<string, unknown>, position: FeedCursor): boolean {
  if (typeof row.ModificationTimestamp !== 'string' || typeof row.ListingKey !== 'string') return true; // quarantined later, cannot hold the keyset
  const order = compareFeedTimestamps(row.ModificationTimestamp, position.ts);
  return order > 0 || (order === 0 && row.ListingKey > position.key);
}

/** The last row's (ts, key) that can be read, in UTC at the printed precision. */
function lastPosition(rows: Record<string, unknown>[]): FeedCursor | null {
  for (let index = rows.length - 1; index >= 0; index -= 1) {
    const row = rows[index]!;
    const ts = typeof row.ModificationTimestamp === 'string' ? canonicalTimestamp(row.ModificationTimestamp) : null;
    if (ts && typeof row.ListingKey === 'string') return { ts, key: row.ListingKey };
  }
  return null;
}

function pushTo(map: Map<string, Record<string, unknown>[]>, key: string, value: Record<string, unknown>): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
