/**
 * The admin session kept in the browser: the login (or refresh) response stored as JSON under
 * localStorage key `auth` (the spec's contract). It is only a convenience for the UI (guards,
 * the Authorization header); the server checks the access token on every admin call.
 * The refresh token is never stored here: the server keeps it in an HttpOnly cookie that scripts
 * cannot read, and a refresh_token field in an answer is dropped before storing.
 * Changes are broadcast so the admin shell can react to a sign-out in this or another tab.
 */
import { useMemo, useSyncExternalStore } from 'react';

export const AUTH_STORAGE_KEY = 'auth';

/** The shape of `auth.login` / `auth.refresh` answers; only access_token is required to call. */
export interface StoredAuth {
  access_token: string;
  token_type?: string;
  expires_in?: number;
  user?: { id: number; email: string };
}

const CHANGE_EVENT = 'auth-storage-change';

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(AUTH_STORAGE_KEY);
  } catch {
    // Storage can be unavailable (privacy modes, sandboxed frames): behave as signed out.
    return null;
  }
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

export function readStoredAuth(): StoredAuth | null {
  return parseStoredAuth(readRaw());
}

function notifyChange(): void {
  window.dispatchEvent(new Event(CHANGE_EVENT));
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
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === AUTH_STORAGE_KEY) listener();
  };
  window.addEventListener(CHANGE_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The current stored auth, re-rendering on change. The raw string is the snapshot so it stays stable. */
export function useStoredAuth(): StoredAuth | null {
  const raw = useSyncExternalStore(subscribeToStoredAuth, readRaw, () => null);
  return useMemo(() => parseStoredAuth(raw), [raw]);
}
