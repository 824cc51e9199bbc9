/**
 * The admin session kept in the browser: the login (or refresh) response stored as JSON under
 * localStorage key `auth` (the spec's contract). It is only a convenience for the UI (guards,
 * the Authorization header); the server checks the access token on every admin call.
 * The refresh token is never stored here: the server keeps it in an HttpOnly cookie that scripts
 * cannot read, and a refresh_token field in an answer is dropped before storing.
 * Changes are broadcast so the admin shell can react to a sign-out in this or another tab.
 */
import { useMemo, useSyncExternalStore } from 'react';
import { localStorageStore } from '../lib/local-storage-store.ts';

export const AUTH_STORAGE_KEY = 'auth';

/** The shape of `auth.login` / `auth.refresh` answers; only access_token is required to call. */
export interface StoredAuth {
  access_token: string;
  token_type?: string;
  expires_in?: number;
  user?: { id: number; email: string };
}

export function parseStoredAuth(raw: string | null): StoredAuth | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { access_token } = value as { access_token?: unknown };
    return typeof access_token === 'string' && access_token.length > 0 ? (value as StoredAuth) : null;
  } catch {
    return null;
  }
}

// Unreadable storage (privacy modes, sandboxed frames) is signed out. The raw text is what React
// watches (useStoredAuth), so each read parses: the session object is small.
const store = localStorageStore(AUTH_STORAGE_KEY, parseStoredAuth);
const readRaw = store.readRaw;
const notifyChange = store.notify;

export function readStoredAuth(): StoredAuth | null {
  return parseStoredAuth(readRaw());
}

export function writeStoredAuth(auth: StoredAuth & { refresh_token?: string }): void {
  const { refresh_token: _neverStored, ...stored } = auth;
  try {
    window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(stored));
  } finally {
    notifyChange();
  }
}

/**
 * Sessions stored before the refresh token moved to a cookie kept it here, readable by any
 * script: drop it (that session then ends at its access token's expiry, and the agent signs in).
 */
export function forgetStoredRefreshToken(): void {
  const raw = readRaw();
  if (!raw?.includes('"refresh_token"')) return;
  const auth = parseStoredAuth(raw);
  if (auth) writeStoredAuth(auth);
  else clearStoredAuth();
}

export function clearStoredAuth(): void {
  try {
    window.localStorage.removeItem(AUTH_STORAGE_KEY);
  } catch {
    // Nothing stored that we could reach: already signed out.
  } finally {
    notifyChange();
  }
}

/** Calls `listener` when the stored auth changes here or in another tab (the `storage` event). */
export function subscribeToStoredAuth(listener: () => void): () => void {
  return store.subscribe(listener);
}

/** The current stored auth, re-rendering on change. The raw string is the snapshot so it stays stable. */
export function useStoredAuth(): StoredAuth | null {
  const raw = useSyncExternalStore(subscribeToStoredAuth, readRaw, () => null);
  return useMemo(() => parseStoredAuth(raw), [raw]);
}
