/**
 * The visitor's showing list: the properties they want to visit, kept in localStorage under
 * `showings` (public spec, section 3) so it survives reloads and is shared by every tab.
 * Cards and detail pages call `addToShowingList(entry)`; React code reads it with
 * `useShowingList()`. A list stored by an earlier version of the site names its fields the
 * legacy way (property_id, propertyType) and is read under the domain names; entries that no
 * longer parse (a hand edit) are dropped on read.
 */
import { useSyncExternalStore } from 'react';
// The plain parser, not ZShowingListEntry: the site header reads the list on every public page (entry bundle, no zod).
import {
  LEGACY_SHOWING_ENTRY_FIELDS,
  parseShowingListEntry,
  type ShowingListEntry as ParsedEntry,
  type ShowingListEntryInput,
} from '#shared/schemas/showing-list-entry.ts';
import { showToast } from '../components/toast/toast-store.ts';
import { localStorageStore, parseStoredList, writeStoredList } from '../lib/local-storage-store.ts';

export const SHOWINGS_STORAGE_KEY = 'showings';
export type ShowingListEntry = ParsedEntry;
export type AddResult = 'added' | 'duplicate';

export const ADDED_MESSAGE = 'Property added to showings list.';
export const DUPLICATE_TITLE = 'Already Exist';
export const DUPLICATE_MESSAGE = 'Property already in showings list.';

const EMPTY: readonly ShowingListEntry[] = [];

/** An entry stored under the legacy names, renamed (a domain name already there wins). */
function withDomainNames(item: unknown): unknown {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return item;
  const entry: Record<string, unknown> = { ...item };
  for (const [legacy, domain] of Object.entries(LEGACY_SHOWING_ENTRY_FIELDS)) {
    if (legacy in entry) {
      entry[domain] ??= entry[legacy];
      delete entry[legacy];
    }
  }
  return entry;
}

export function parseShowingList(raw: string | null): ShowingListEntry[] {
  return parseStoredList(raw, (item) => parseShowingListEntry(withDomainNames(item)));
}

// Entries that no longer parse are dropped on read; the same array comes back while the text is unchanged.
const store = localStorageStore<readonly ShowingListEntry[]>(SHOWINGS_STORAGE_KEY, parseShowingList);

export function readShowingList(): readonly ShowingListEntry[] {
  return store.read();
}

function writeShowingList(entries: readonly ShowingListEntry[]): void {
  writeStoredList(store, entries);
}

/** Adds a property unless its listing is already listed; tells the visitor either way (toast). */
export function addToShowingList(entry: ShowingListEntryInput, options: { notify?: boolean } = {}): AddResult {
  const parsed = parseShowingListEntry(entry);
  if (!parsed) throw new TypeError('Not a showing-list entry');
  const entries = readShowingList();
  const isDuplicate = entries.some((existing) => existing.listingId === parsed.listingId);
  if (!isDuplicate) writeShowingList([...entries, parsed]);
  if (options.notify ?? true) {
    if (isDuplicate) showToast({ title: DUPLICATE_TITLE, message: DUPLICATE_MESSAGE, variant: 'warning' });
    else showToast({ message: ADDED_MESSAGE, variant: 'success' });
  }
  return isDuplicate ? 'duplicate' : 'added';
}

export function removeFromShowingList(listingId: number): void {
  writeShowingList(readShowingList().filter((entry) => entry.listingId !== listingId));
}

export function clearShowingList(): void {
  writeShowingList(EMPTY);
}

export function isInShowingList(listingId: number): boolean {
  return readShowingList().some((entry) => entry.listingId === listingId);
}

export function useShowingList() {
  const entries = useSyncExternalStore(store.subscribe, readShowingList, () => EMPTY);
  return {
    entries,
    add: addToShowingList,
    remove: removeFromShowingList,
    clear: clearShowingList,
    has: (listingId: number) => entries.some((entry) => entry.listingId === listingId),
  };
}
