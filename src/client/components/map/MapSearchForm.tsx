/**
 * The map page's compact residential search form; the city comes from the route, the area from
 * the map. It holds its own draft; submitting hands the values to the page, which puts them in the
 * URL. Give it a `key` that changes with the URL so Back/Forward reset the draft.
 */
import { useId, useState, type FormEvent } from 'react';
import { COUNT_OPTIONS, RESIDENTIAL_BUILDING_TYPES, TRANSACTION_TYPES } from '#shared/options.ts';
import { DEFAULT_SEARCH_FORM, type SearchFormValues } from '#shared/schemas/search-url.schema.ts';

interface MapSearchFormProps {
  initialValues: SearchFormValues;
  onSearch: (values: SearchFormValues) => void;
}

type SelectName = 'buildingType' | 'transactionType' | 'bed' | 'bath' | 'parking';

export function MapSearchForm({ initialValues, onSearch }: MapSearchFormProps) {
  const id = useId();
  const [draft, setDraft] = useState(initialValues);
  const setText = (name: SelectName) => (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [name]: event.target.value }));
  const setPrice = (name: 'minPrice' | 'maxPrice') => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [name]: Math.max(0, Number(event.target.value) || 0) }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft);
  };
  const select = (name: Exclude<SelectName, 'transactionType'>, label: string, options: readonly string[]) => (
    <div className="map-form__field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <select id={`${id}-${name}`} className="input" value={draft[name]} onChange={setText(name)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
  const price = (name: 'minPrice' | 'maxPrice', label: string) => (
    <div className="map-form__field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input id={`${id}-${name}`} className="input" type="number" min={0} step={50} inputMode="numeric" value={draft[name] || ''} onChange={setPrice(name)} />
    </div>
  );
  return (
    <form className="map-form" onSubmit={submit} aria-label="Residential search">
      {select('buildingType', 'Building type', RESIDENTIAL_BUILDING_TYPES)}
      <div className="map-form__field">
        <label htmlFor={`${id}-transactionType`}>Transaction</label>
        <select id={`${id}-transactionType`} className="input" value={draft.transactionType} onChange={setText('transactionType')}>
          {TRANSACTION_TYPES.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {price('minPrice', 'Min price ($)')}
      {price('maxPrice', 'Max price ($)')}
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
            setDraft(DEFAULT_SEARCH_FORM);
            onSearch(DEFAULT_SEARCH_FORM);
          }}
        >
          Reset
        </button>
      </div>
    </form>
  );
}
