/**
 * One value kept in localStorage under one key, for React's useSyncExternalStore: `read` gives
 * the same parsed value back while the stored text is unchanged, and `subscribe` hears this tab's
 * writes (an event of its own) and other tabs' (the `storage` event). Unavailable storage
 * (privacy modes, sandboxed frames) reads as nothing stored, and `write` then keeps nothing.
 */
export interface LocalStorageStore<T> {
  readonly key: string;
  /** The stored text, or null when there is none or storage cannot be read. */
  readRaw(): string | null;
  /** The parsed value, the same object while the stored text is unchanged. */
  read(): T;
  /** Stores `text` (null removes the key) and tells the subscribers; a failed write keeps the old value. */
  write(text: string | null): void;
  /** Tells the subscribers that the stored value changed (after a write made elsewhere). */
  notify(): void;
  subscribe(listener: () => void): () => void;
}

export function localStorageStore<T>(key: string, parse: (raw: string | null) => T): LocalStorageStore<T> {
  const changeEvent = `local-storage-change:${key}`;
  let cachedRaw: string | null | undefined;
  let cachedValue: T;

  const readRaw = (): string | null => {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  };
  const notify = () => window.dispatchEvent(new Event(changeEvent));

  return {
    key,
    readRaw,
    read() {
      const raw = readRaw();
      if (raw !== cachedRaw) {
        cachedRaw = raw;
        cachedValue = parse(raw);
      }
      return cachedValue;
    },
    write(text) {
      try {
        if (text === null) window.localStorage.removeItem(key);
        else window.localStorage.setItem(key, text);
      } catch {
        // Full or unavailable storage: the change is not kept.
      }
      notify();
    },
    notify,
    subscribe(listener) {
      const onStorage = (event: StorageEvent) => {
        if (event.key === null || event.key === key) listener();
      };
      window.addEventListener(changeEvent, listener);
      window.addEventListener('storage', onStorage);
      return () => {
        window.removeEventListener(changeEvent, listener);
        window.removeEventListener('storage', onStorage);
      };
    },
  };
}

/** A stored JSON array read item by item (`item` gives null for one to drop); anything else stored reads as no items. */
export function parseStoredList<Item>(raw: string | null, item: (value: unknown) => Item | null): Item[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.flatMap((entry: unknown) => {
      const parsed = item(entry);
      return parsed === null ? [] : [parsed];
    });
  } catch {
    return [];
  }
}

/** Stores a list as JSON; an empty list removes the key. */
export function writeStoredList<Item>(store: LocalStorageStore<readonly Item[]>, items: readonly Item[]): void {
  store.write(items.length === 0 ? null : JSON.stringify(items));
}
