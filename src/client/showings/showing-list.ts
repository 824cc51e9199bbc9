/**
 * The visitor's showing list: the properties they want to visit, kept in localStorage under
 * `showings` (public spec, section 3) so it survives reloads and is shared by every tab.
 * Cards and detail pages call `addToShowingList(entry)`; React code reads it with
 * `useShowingList()`. Entries that no longer parse (an old format, a hand edit) are dropped on read.
 */
import { useSyncExternalStore } from 'react';
import { ZShowingListEntry, type TShowingListEntry, type TShowingListEntryParsed } from '#shared/schemas/showings.schema.ts';
import { showToast } from '../components/toast/toast-store.ts';

export const SHOWINGS_STORAGE_KEY = 'showings';
export type ShowingListEntry = TShowingListEntryParsed;
export type AddResult = 'added' | 'duplicate';

export const ADDED_MESSAGE = 'Property added to showings list.';
export const DUPLICATE_TITLE = 'Already Exist';
export const DUPLICATE_MESSAGE = 'Property already in showings list.';

const CHANGE_EVENT = 'showings-storage-change';
const EMPTY: readonly ShowingListEntry[] = [];

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(SHOWINGS_STORAGE_KEY);
  } catch {
    // Storage can be unavailable (privacy modes): the list is then simply empty.
    return null;
  }
}

export function parseShowingList(raw: string | null): ShowingListEntry[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.flatMap((item) => {
      const parsed = ZShowingListEntry.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    });
  } catch {
    return [];
  }
}

// useSyncExternalStore needs the same array back while the stored text is unchanged.
let cachedRaw: string | null | undefined;
let cachedEntries: readonly ShowingListEntry[] = EMPTY;

export function readShowingList(): readonly ShowingListEntry[] {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedEntries = parseShowingList(raw);
  }
  return cachedEntries;
}

function writeShowingList(entries: readonly ShowingListEntry[]): void {
  try {
    if (entries.length === 0) window.localStorage.removeItem(SHOWINGS_STORAGE_KEY);
    else window.localStorage.setItem(SHOWINGS_STORAGE_KEY, JSON.stringify(entries));
  } catch {
    // Full or unavailable storage: the change cannot be kept; the list stays as it was.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Adds a property unless its property_id is already listed; tells the visitor either way (toast). */
export function addToShowingList(entry: TShowingListEntry, options: { notify?: boolean } = {}): AddResult {
  const parsed = ZShowingListEntry.parse(entry);
  const entries = readShowingList();
  const isDuplicate = entries.some((existing) => existing.property_id === parsed.property_id);
  if (!isDuplicate) writeShowingList([...entries, parsed]);
  if (options.notify ?? true) {
    if (isDuplicate) showToast({ title: DUPLICATE_TITLE, message: DUPLICATE_MESSAGE, variant: 'warning' });
    else showToast({ message: ADDED_MESSAGE, variant: 'success' });
  }
  return isDuplicate ? 'duplicate' : 'added';
}

export function removeFromShowingList(propertyId: number): void {
  writeShowingList(readShowingList().filter((entry) => entry.property_id !== propertyId));
}

export function clearShowingList(): void {
  writeShowingList(EMPTY);
}

export function isInShowingList(propertyId: number): boolean {
  return readShowingList().some((entry) => entry.property_id === propertyId);
}

function subscribe(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === SHOWINGS_STORAGE_KEY) listener();
  };
  window.addEventListener(CHANGE_EVENT, listener);
  // Another tab changed the list.
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useShowingList() {
  const entries = useSyncExternalStore(subscribe, readShowingList, () => EMPTY);
  return {
    entries,
    add: addToShowingList,
    remove: removeFromShowingList,
    clear: clearShowingList,
    has: (propertyId: number) => entries.some((entry) => entry.property_id === propertyId),
  };
}
