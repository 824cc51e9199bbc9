/**
 * Shape of one REST shim route. A route only validates, calls the tRPC caller and shapes the
 * legacy answer.
 */
import type { createCaller } from '../trpc/app.router.ts';

export type Caller = ReturnType<typeof createCaller>;
export type HttpMethod = 'GET' | 'POST';

export interface RestRequest {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
}

export interface RestResponse {
  status?: number;
  body: unknown;
}

export interface RestRoute {
  method: HttpMethod;
  /** Path under /api, in Fastify syntax (`/getGeocode/:locationName`). */
  path: string;
  access: 'public' | 'admin';
  handle: (caller: Caller, request: RestRequest) => Promise<RestResponse | unknown>;
}

/** A route's `handle` for a read the spec answers `{ data }` around: what `read` returns goes under `data`. */
export const answerData =
  <T>(read: (caller: Caller, request: RestRequest) => Promise<T>): RestRoute['handle'] =>
  async (caller, request) => ({ data: await read(caller, request) });

/** A route's `handle` for a read the spec answers `{ status: 'ok', data }` around (the admin's lists and records). */
export const answerOkData =
  <T>(read: (caller: Caller, request: RestRequest) => Promise<T>): RestRoute['handle'] =>
  async (caller, request) => ({ status: 'ok', data: await read(caller, request) });

/** A legacy body's field names → the procedure input's domain names (`property_id` → `listingId`…). */
export type FieldNames = Readonly<Record<string, string>>;

/** How the spec's bodies name a visitor's contact (enquiries, showing requests, replies to them). */
export const LEGACY_VISITOR_FIELDS = { full_name: 'fullName', email_address: 'emailAddress', phone_number: 'phoneNumber' } as const;

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A body (or a field of one) as a plain object: `{}` when it is anything else. The schemas validate what is in it. */
export const bodyRecord = (value: unknown): Record<string, unknown> => (isPlainObject(value) ? value : {});

/** A plain object with its keys renamed by `names` (others kept), in the same order; anything else as it is. */
export function renameFields(value: unknown, names: FieldNames): unknown {
  if (!isPlainObject(value)) return value;
  const renamed: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) renamed[Object.hasOwn(names, key) ? names[key]! : key] = field;
  return renamed;
}

/**
 * A legacy body in the procedure's names: `renameFields`, after dropping any field sent under a
 * domain name of `names` (`fullName` for `full_name`), so a body is read only by the spec's names,
 * and one without them is refused as it was before the procedures were renamed.
 */
export function fromLegacyBody(value: unknown, names: FieldNames): unknown {
  if (!isPlainObject(value)) return value;
  const domainOnly = new Set(Object.values(names).filter((name) => !Object.hasOwn(names, name)));
  return renameFields(Object.fromEntries(Object.entries(value).filter(([key]) => !domainOnly.has(key))), names);
}

/**
 * Calls a procedure with a legacy body read by the spec's names (`fromLegacyBody` with `names`)
 * and names its field errors back by the same names: how a route whose body speaks the spec's
 * names reaches a procedure that takes the domain's.
 */
export function callWithLegacyBody<Result>(body: unknown, names: FieldNames, call: (input: unknown) => Promise<Result>): Promise<Result> {
  return withLegacyFieldNames(names, () => call(fromLegacyBody(body, names)));
}

/** A procedure's error whose field errors the answer names the legacy way again. */
export class LegacyFieldErrors extends Error {
  /** Domain name → legacy name. */
  readonly names: FieldNames;
  constructor(cause: unknown, names: FieldNames) {
    super('A procedure called under legacy field names failed.', { cause });
    this.names = Object.fromEntries(Object.entries(names).map(([legacy, domain]) => [domain, legacy]));
  }
}

/**
 * Runs a procedure that takes domain names for a path whose body uses the legacy ones (`names`:
 * legacy → domain); its field errors come back under the legacy names, so the answer is the spec's.
 */
export async function withLegacyFieldNames<Result>(names: FieldNames, call: () => Promise<Result>): Promise<Result> {
  try {
    return await call();
  } catch (error) {
    throw new LegacyFieldErrors(error, names);
  }
}
