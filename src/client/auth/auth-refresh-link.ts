/**
 * tRPC link that keeps an admin session alive: when a call is answered UNAUTHORIZED it refreshes
 * the tokens once (the refresh token is an HttpOnly cookie the browser sends) and retries that call once with the new token.
 * If the server refuses the refresh, the stored auth is cleared (the admin shell then sends the
 * user to /admin/login) and the original error is rejected.
 *
 * Refreshes are single-flight: refresh tokens rotate and the server revokes the whole session
 * when an old one is presented twice, so concurrent 401s must share one refresh.
 * Place it before the terminating link; the terminating link must read the token per request.
 */
import { TRPCClientError, type TRPCLink } from '@trpc/client';
import type { AnyTRPCRouter } from '@trpc/server';
import { observable, type Unsubscribable } from '@trpc/server/observable';
import { clearStoredAuth, readStoredAuth, writeStoredAuth, type StoredAuth } from './auth-storage.ts';

export interface AuthRefreshLinkOptions {
  /** Asks for new tokens with the refresh cookie (rejects when the server refuses). */
  refresh: () => Promise<StoredAuth>;
}

/** Calls whose 401 means "wrong credentials", not "expired session". */
const PATHS_WITHOUT_REFRESH = new Set(['auth.login', 'auth.refresh']);

function errorData(error: unknown): { code?: unknown; httpStatus?: unknown } | undefined {
  return error instanceof TRPCClientError ? (error.data as { code?: unknown; httpStatus?: unknown } | undefined) : undefined;
}

export function isUnauthorizedError(error: unknown): boolean {
  return errorData(error)?.code === 'UNAUTHORIZED';
}

/** The server answered and said no (4xx); a network failure is not a reason to sign out. */
function isRefusedByServer(error: unknown): boolean {
  const status = errorData(error)?.httpStatus;
  return typeof status === 'number' && status >= 400 && status < 500;
}

export function authRefreshLink<TRouter extends AnyTRPCRouter>(options: AuthRefreshLinkOptions): TRPCLink<TRouter> {
  let refreshing: Promise<boolean> | null = null;

  async function refreshTokens(): Promise<boolean> {
    try {
      writeStoredAuth(await options.refresh());
      return true;
    } catch (error) {
      if (isRefusedByServer(error)) clearStoredAuth();
      return false;
    }
  }

  /** Resolves true when a retry with the (now) stored token makes sense. */
  function renewSession(tokenUsed: string | undefined): Promise<boolean> {
    const stored = readStoredAuth();
    if (!stored) return Promise.resolve(false);
    // Another call (or another tab) already renewed the session since this call was sent.
    if (stored.access_token !== tokenUsed) return Promise.resolve(true);
    refreshing ??= refreshTokens().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  return () =>
    ({ op, next }) =>
      observable((observer) => {
        let subscription: Unsubscribable | null = null;
        let isUnsubscribed = false;

        const send = (mayRetry: boolean) => {
          const tokenUsed = readStoredAuth()?.access_token;
          subscription = next(op).subscribe({
            next: (value) => observer.next(value),
            complete: () => observer.complete(),
            error: (error) => {
              if (!mayRetry || PATHS_WITHOUT_REFRESH.has(op.path) || !isUnauthorizedError(error)) {
                observer.error(error);
                return;
              }
              void renewSession(tokenUsed).then((shouldRetry) => {
                if (isUnsubscribed) return;
                if (shouldRetry) send(false);
                else observer.error(error);
              });
            },
          });
        };

        send(true);
        return () => {
          isUnsubscribed = true;
          subscription?.unsubscribe();
        };
      });
}
