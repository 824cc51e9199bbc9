/**
 * Home's tabbed search form (Residential / Commercial). Submitting opens /search or /comsearch
 * with the criteria in the URL. ARIA tabs: arrow keys, Home and End move between the tabs.
 */
import { useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { DEFAULT_SEARCH_FORM, formToSearchUrl, type SearchKind } from '#shared/schemas/search-url.schema.ts';
import { SearchForm } from './SearchForm.tsx';

const TABS: readonly { kind: SearchKind; label: string }[] = [
  { kind: 'residential', label: 'Residential' },
  { kind: 'commercial', label: 'Commercial' },
];

export function HomeSearchTabs() {
  const navigate = useNavigate();
  const [selected, setSelected] = useState<SearchKind>('residential');
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = TABS.findIndex((tab) => tab.kind === selected);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: TABS.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = (target + TABS.length) % TABS.length;
    setSelected(TABS[next]!.kind);
    tabRefs.current[next]?.focus();
  }

  return (
    <div className="search-tabs">
      <div className="search-tabs__list" role="tablist" aria-label="Property search" onKeyDown={handleKeyDown}>
        {TABS.map((tab, index) => (
          <button
            key={tab.kind}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`home-tab-${tab.kind}`}
            aria-selected={selected === tab.kind}
            aria-controls={`home-panel-${tab.kind}`}
            tabIndex={selected === tab.kind ? 0 : -1}
            className="search-tabs__tab"
            onClick={() => setSelected(tab.kind)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {TABS.map((tab) => (
        <div
          key={tab.kind}
          role="tabpanel"
          id={`home-panel-${tab.kind}`}
          aria-labelledby={`home-tab-${tab.kind}`}
          hidden={selected !== tab.kind}
          className="search-tabs__panel"
        >
          {selected === tab.kind ? (
            <SearchForm
              kind={tab.kind}
              idPrefix={`home-${tab.kind}`}
              initialValues={DEFAULT_SEARCH_FORM}
              onSubmit={(values) => navigate({ to: tab.kind === 'commercial' ? '/comsearch' : '/search', search: formToSearchUrl(values) })}
            />
          ) : null}
        </div>
      ))}
    </div>
  );
}
