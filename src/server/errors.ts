/**
 * The one error type of the domain. Services throw AppError(code, message, fieldErrors?); the
 * tRPC error formatter and the REST shim map the code to an HTTP status in one place.
 */
export const APP_ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  NOT_IMPLEMENTED: 501,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_SERVER_ERROR: 500,
} as const;

/** What a client is told about an unexpected error (a 5xx); the details go to the log only. */
export const GENERIC_ERROR = 'Something went wrong.';

export type AppErrorCode = keyof typeof APP_ERROR_STATUS;

export type FieldErrors = Record<string, string[]>;

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly fieldErrors?: FieldErrors,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return APP_ERROR_STATUS[this.code];
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);
