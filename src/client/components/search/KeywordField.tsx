/**
 * The keyword input with its suggestion list (public spec, section 4): as the visitor types, the
 * server's similarity lookup (`listings.keywordMatch`) names the closest municipalities and
 * communities; the list shows when the best match rates above 0 and hides 200 ms after the field
 * loses focus (time to click a suggestion) or as soon as one is chosen. ARIA combobox pattern:
 * arrow keys move through the list, Enter chooses, Escape closes.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../trpc.ts';
import { useDebounced } from '../../hooks/use-debounced.ts';
import { FieldFrame } from '../forms/FieldFrame.tsx';

export const SUGGESTION_HIDE_DELAY_MS = 200;
const LOOKUP_DELAY_MS = 250;
const MAX_SUGGESTIONS = 5;

interface KeywordFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  hideDelayMs?: number;
}

export function KeywordField({ id, label, value, onChange, placeholder, hideDelayMs = SUGGESTION_HIDE_DELAY_MS }: KeywordFieldProps) {
  const trpc = useTRPC();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const hideTimer = useRef<number | undefined>(undefined);
  const lookup = useDebounced(value.trim(), LOOKUP_DELAY_MS);
  const match = useQuery({ ...trpc.listings.keywordMatch.queryOptions({ keyword: lookup }), enabled: open && lookup.length >= 2 });

  useEffect(() => () => window.clearTimeout(hideTimer.current), []);

  const answer = match.data;
  const suggestions =
    answer && answer.bestMatch.rating > 0
      ? [
          ...new Set(
            [answer.bestMatch, ...answer.ratings]
              .filter((item) => item.rating > 0)
              .sort((a, b) => b.rating - a.rating)
              .map((item) => item.target),
          ),
        ]
          .filter((target) => target.toLowerCase() !== value.trim().toLowerCase())
          .slice(0, MAX_SUGGESTIONS)
      : [];
  const expanded = open && suggestions.length > 0;

  function choose(target: string) {
    onChange(target);
    setOpen(false);
    setActive(-1);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (!expanded) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter' && active >= 0 && suggestions[active]) {
      event.preventDefault();
      choose(suggestions[active]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
    }
  }

  return (
    <FieldFrame id={id} label={label} className="field keyword-field">
      <input
        id={id}
        className="input"
        type="text"
        name="keyword"
        autoComplete="off"
        placeholder={placeholder}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => window.clearTimeout(hideTimer.current)}
        onBlur={() => {
          hideTimer.current = window.setTimeout(() => setOpen(false), hideDelayMs);
        }}
        onKeyDown={handleKeyDown}
      />
      <div id={listId} role="listbox" aria-label={`${label} suggestions`} className="keyword-field__list" hidden={!expanded}>
        {suggestions.map((target, index) => (
          // biome-ignore lint/a11y/useFocusableInteractive lint/a11y/useKeyWithClickEvents: the combobox pattern with aria-activedescendant: focus stays in the input, whose onKeyDown moves through the options and picks one; the click is the pointer's way to pick.
          <div
            key={target}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className="keyword-field__option"
            // Keep focus in the input so the blur timer does not race the click.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(target)}
          >
            {target}
          </div>
        ))}
      </div>
    </FieldFrame>
  );
}
