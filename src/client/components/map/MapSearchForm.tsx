/** The map page's compact residential search form; the city comes from the route, the area from the map. */
import { useId, useState, type FormEvent } from 'react';
import { COUNT_OPTIONS, RESIDENTIAL_BUILDING_TYPES, TRANSACTION_TYPES } from '#shared/options.ts';
import { DEFAULT_MAP_FILTERS, type MapFilters } from './map-filters.ts';

interface MapSearchFormProps {
  value: MapFilters;
  onSearch: (filters: MapFilters) => void;
}

export function MapSearchForm({ value, onSearch }: MapSearchFormProps) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const set = (name: keyof MapFilters) => (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [name]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft);
  };
  const select = (name: 'buildingType' | 'bed' | 'bath' | 'parking', label: string, options: readonly string[]) => (
    <div className="map-form__field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <select id={`${id}-${name}`} className="input" value={draft[name]} onChange={set(name)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <form className="map-form" onSubmit={submit} aria-label="Residential search">
      {select('buildingType', 'Building type', RESIDENTIAL_BUILDING_TYPES)}
      <div className="map-form__field">
        <label htmlFor={`${id}-transaction`}>Transaction</label>
        <select id={`${id}-transaction`} className="input" value={draft.transactionType} onChange={set('transactionType')}>
          {TRANSACTION_TYPES.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className="map-form__field">
        <label htmlFor={`${id}-min`}>Min price ($)</label>
        <input id={`${id}-min`} className="input" type="number" min={0} step={50} inputMode="numeric" value={draft.minPrice} onChange={set('minPrice')} />
      </div>
      <div className="map-form__field">
        <label htmlFor={`${id}-max`}>Max price ($)</label>
        <input id={`${id}-max`} className="input" type="number" min={0} step={50} inputMode="numeric" value={draft.maxPrice} onChange={set('maxPrice')} />
      </div>
      {select('bed', 'Bed', COUNT_OPTIONS)}
      {select('bath', 'Bath', COUNT_OPTIONS)}
      {select('parking', 'Parking', COUNT_OPTIONS)}
      <div className="map-form__buttons">
        <button type="submit" className="btn btn--primary">
          Search
        </button>
        <button
          type="button"
          className="btn btn--ghost"
          onClick={() => {
            setDraft(DEFAULT_MAP_FILTERS);
            onSearch(DEFAULT_MAP_FILTERS);
          }}
        >
          Reset
        </button>
      </div>
    </form>
  );
}
