/**
 * The map page's compact residential search form; the city comes from the route, the area from
 * the map. It holds its own draft; submitting hands the values to the page, which puts them in the
 * URL. Give it a `key` that changes with the URL so Back/Forward reset the draft.
 */
import { useId, useState, type FormEvent } from 'react';
import { COUNT_OPTIONS, RESIDENTIAL_BUILDING_TYPES, TRANSACTION_TYPES } from '#shared/options.ts';
import { DEFAULT_SEARCH_FORM, type SearchFormValues } from '#shared/schemas/search-url.schema.ts';
import { NumericInput } from '../calculators/NumericInput.tsx';
import { FieldFrame } from '../forms/FieldFrame.tsx';
import { OptionList, type SelectOption } from '../forms/OptionList.tsx';
import { MAX_PRICE_ERROR, PRICE_FORMAT, PRICE_STEP, dollars, isPriceRangeInvalid } from '../search/price-field.ts';

interface MapSearchFormProps {
  initialValues: SearchFormValues;
  onSearch: (values: SearchFormValues) => void;
  /** Back to every filter's default and the default order (the map stays where it is). */
  onReset: () => void;
}

type SelectName = 'buildingType' | 'transactionType' | 'bed' | 'bath' | 'parking';

export function MapSearchForm({ initialValues, onSearch, onReset }: MapSearchFormProps) {
  const id = useId();
  const [draft, setDraft] = useState(initialValues);
  const [priceError, setPriceError] = useState(false);
  const priceInvalid = isPriceRangeInvalid(draft.minPrice, draft.maxPrice);
  const setText = (name: SelectName) => (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [name]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // As on /search: a max below the min is said, not silently dropped.
    if (priceInvalid) {
      setPriceError(true);
      document.getElementById(`${id}-maxPrice`)?.focus();
      return;
    }
    setPriceError(false);
    onSearch(draft);
  };
  const select = (name: SelectName, label: string, options: readonly SelectOption[]) => (
    <FieldFrame id={`${id}-${name}`} label={label} className="map-form__field">
      <select id={`${id}-${name}`} className="input" value={draft[name]} onChange={setText(name)}>
        <OptionList options={options} />
      </select>
    </FieldFrame>
  );
  const showPriceError = priceError && priceInvalid;
  const price = (name: 'minPrice' | 'maxPrice', label: string) => (
    <FieldFrame id={`${id}-${name}`} label={label} className="map-form__field">
      <NumericInput
        id={`${id}-${name}`}
        name={name}
        value={draft[name]}
        onValueChange={(value) => setDraft((current) => ({ ...current, [name]: value }))}
        step={PRICE_STEP}
        min={0}
        format={PRICE_FORMAT}
        prefix="$"
        describeValue={dollars}
        aria-invalid={name === 'maxPrice' && showPriceError}
        aria-describedby={name === 'maxPrice' && showPriceError ? `${id}-maxPrice-error` : undefined}
      />
      {name === 'maxPrice' && showPriceError ? (
        <p id={`${id}-maxPrice-error`} className="map-form__error field-error">
          {MAX_PRICE_ERROR}
        </p>
      ) : null}
    </FieldFrame>
  );
  return (
    <form className="map-form" onSubmit={submit} aria-label="Residential search">
      {select('buildingType', 'Building type', RESIDENTIAL_BUILDING_TYPES)}
      {select('transactionType', 'Transaction', TRANSACTION_TYPES)}
      {price('minPrice', 'Min price ($)')}
      {price('maxPrice', 'Max price ($)')}
      {select('bed', 'Bed', COUNT_OPTIONS)}
      {select('bath', 'Bath', COUNT_OPTIONS)}
      {select('parking', 'Parking', COUNT_OPTIONS)}
      <div className="map-form__buttons cluster">
        <button type="submit" className="btn btn--primary">
          Search
        </button>
        <button
          type="button"
          className="btn btn--ghost"
          onClick={() => {
            setDraft(DEFAULT_SEARCH_FORM);
            setPriceError(false);
            onReset();
          }}
        >
          Reset
        </button>
      </div>
    </form>
  );
}
