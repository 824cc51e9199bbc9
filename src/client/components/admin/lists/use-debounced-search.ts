/**
 * The admin search boxes' rule (spec §5, §9): a search starts only when the text is longer than
 * 2 characters, 1 s after the last keystroke; shorter text goes straight back to the full list.
 */
import { useEffect, useState } from 'react';
import { ADMIN_SEARCH_DEBOUNCE_MS, ADMIN_SEARCH_MIN_LENGTH } from '#shared/schemas/admin-property.schema.ts';

export function useDebouncedSearch(delayMs = ADMIN_SEARCH_DEBOUNCE_MS) {
  const [text, setText] = useState('');
  const [applied, setApplied] = useState<string | undefined>(undefined);
  const trimmed = text.trim();

  useEffect(() => {
    if (trimmed.length < ADMIN_SEARCH_MIN_LENGTH) {
      setApplied(undefined);
      return undefined;
    }
    const timer = window.setTimeout(() => setApplied(trimmed), delayMs);
    return () => window.clearTimeout(timer);
  }, [trimmed, delayMs]);

  return { text, setText, applied, isWaiting: trimmed.length >= ADMIN_SEARCH_MIN_LENGTH && applied !== trimmed };
}
