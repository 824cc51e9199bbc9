/**
 * The residential or commercial search form (public spec, section 3: fields, option lists and
 * defaults). It holds its own draft; submitting hands the values to the page, which puts them in
 * the URL. Give it a `key` that changes with the URL so Back/Forward reset the draft.
 */
import { useState, type FormEvent } from 'react';
import { COMMERCIAL_BUILDING_TYPES, COUNT_OPTIONS, RESIDENTIAL_BUILDING_TYPES, TRANSACTION_TYPES } from '#shared/options.ts';
import type { SearchFormValues, SearchKind } from '#shared/schemas/search-url.schema.ts';
import { NumericInput } from '../calculators/NumericInput.tsx';
import { SearchIcon } from '../icons.tsx';
import { KeywordField } from './KeywordField.tsx';
import { MAX_PRICE_ERROR, PRICE_FORMAT, PRICE_STEP, dollars, isPriceRangeInvalid } from './price-field.ts';
import '../../styles/search.css';
import { OptionList } from '../forms/OptionList.tsx';
import { FieldFrame } from '../forms/FieldFrame.tsx';

interface SearchFormProps {
  kind: SearchKind;
  initialValues: SearchFormValues;
  onSubmit: (values: SearchFormValues) => void;
  /** Unique per page: two forms (Home's tabs) must not share element ids. */
  idPrefix: string;
  submitLabel?: string;
}

export function SearchForm({ kind, initialValues, onSubmit, idPrefix, submitLabel = 'Search' }: SearchFormProps) {
  const [values, setValues] = useState(initialValues);
  const [priceError, setPriceError] = useState(false);
  const set = <K extends keyof SearchFormValues>(name: K, value: SearchFormValues[K]) => setValues((current) => ({ ...current, [name]: value }));
  const id = (name: string) => `${idPrefix}-${name}`;
  const buildingTypes = kind === 'commercial' ? COMMERCIAL_BUILDING_TYPES : RESIDENTIAL_BUILDING_TYPES;
  const priceInvalid = isPriceRangeInvalid(values.minPrice, values.maxPrice);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (priceInvalid) {
      setPriceError(true);
      document.getElementById(id('maxPrice'))?.focus();
      return;
    }
    setPriceError(false);
    onSubmit(values);
  }

  const select = (
    name: 'buildingType' | 'transactionType' | 'bed' | 'bath' | 'parking',
    label: string,
    options: readonly { value: string; label: string }[],
  ) => (
    <FieldFrame id={id(name)} label={label}>
      <select id={id(name)} name={name} className="input" value={values[name]} onChange={(event) => set(name, event.target.value)}>
        <OptionList options={options} />
      </select>
    </FieldFrame>
  );
  /** A price field; `checked` ones say whether they are invalid and show the message. */
  const price = (name: 'minPrice' | 'maxPrice', label: string, checked?: { error: string | null }) => (
    <FieldFrame id={id(name)} label={label}>
      <NumericInput
        id={id(name)}
        name={name}
        value={values[name]}
        onValueChange={(value) => set(name, value)}
        step={PRICE_STEP}
        min={0}
        format={PRICE_FORMAT}
        prefix="$"
        describeValue={dollars}
        {...(checked ? { 'aria-invalid': checked.error !== null, 'aria-describedby': checked.error === null ? undefined : id(`${name}-error`) } : {})}
      />
      {checked?.error ? (
        <p id={id(`${name}-error`)} className="search-form__error field-error">
          {checked.error}
        </p>
      ) : null}
    </FieldFrame>
  );
  const plain = (list: readonly string[]) => list.map((value) => ({ value, label: value }));

  return (
    <form
      className="search-form"
      role="search"
      aria-label={kind === 'commercial' ? 'Commercial property search' : 'Residential property search'}
      onSubmit={handleSubmit}
      noValidate
    >
      <div className="search-form__keyword">
        <KeywordField
          id={id('keyword')}
          label="Location or keyword"
          placeholder="City, neighbourhood, address or MLS® number"
          value={values.keyword}
          onChange={(keyword) => set('keyword', keyword)}
        />
      </div>
      {select('buildingType', 'Building type', plain(buildingTypes))}
      {select('transactionType', 'Transaction type', TRANSACTION_TYPES)}
      {price('minPrice', 'Min price')}
      {price('maxPrice', 'Max price', { error: priceError && priceInvalid ? MAX_PRICE_ERROR : null })}
      {select('bed', 'Bedrooms', plain(COUNT_OPTIONS))}
      {select('bath', 'Bathrooms', plain(COUNT_OPTIONS))}
      {select('parking', 'Parking', plain(COUNT_OPTIONS))}
      <div className="search-form__submit">
        <button type="submit" className="btn btn--accent btn--block">
          <SearchIcon aria-hidden="true" /> {submitLabel}
        </button>
      </div>
    </form>
  );
}
