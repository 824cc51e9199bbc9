/**
 * Property Listing: the static sample page (public spec, "Property Listing"). Nothing comes from
 * the server. Unlike the original, the search form carries its choices to /search, and the card
 * buttons lead somewhere useful (search, the mortgage calculator, the contact page).
 */
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { SearchIcon } from '../../components/icons.tsx';
import { MAX_PRICE_ERROR, isPriceRangeInvalid } from '../../components/search/price-field.ts';
import { PageHeader } from '../../components/layout/PageHeader.tsx';
import '../../components/listing-card/listing-card.css';
import '../../styles/pages.css';
import { OptionList } from '../../components/forms/OptionList.tsx';
import { FieldFrame } from '../../components/forms/FieldFrame.tsx';

const LOCATIONS = ['Toronto', 'Ontario', 'Scarborough'];
const SAMPLE_PRICES = [100000, 200000, 300000];
const COUNTS = ['1', '2', '3', '4', '5'];
const money = (amount: number) => amount.toLocaleString('en-CA', { style: 'currency', currency: 'CAD', currencyDisplay: 'narrowSymbol' });

interface SampleCard {
  badge: 'For Sale' | 'New';
  price: number;
  street: string;
  postal: string;
  town: string;
  beds: number;
  baths: number;
  parking: number;
  appointment: boolean;
}

const FEATURED: SampleCard[] = [
  { badge: 'For Sale', price: 100000, street: '24 Maple Leaf Drive', postal: 'M6L 1P2', town: 'Toronto', beds: 2, baths: 1, parking: 1, appointment: true },
  { badge: 'New', price: 200000, street: '118 Kingston Road', postal: 'M1N 1T2', town: 'Scarborough', beds: 3, baths: 2, parking: 1, appointment: false },
  { badge: 'For Sale', price: 300000, street: '9 Harbour Square', postal: 'M5J 2G4', town: 'Toronto', beds: 1, baths: 1, parking: 0, appointment: true },
  { badge: 'New', price: 200000, street: '57 Elm Street', postal: 'L1H 3R8', town: 'Oshawa', beds: 3, baths: 2, parking: 2, appointment: false },
];

const GRID: SampleCard[] = [...FEATURED, ...FEATURED].map((card, index) => ({ ...card, street: `${index + 1}${card.street.replace(/^\d+/, '')}` }));

export default function PropertyListingPage() {
  const [tab, setTab] = useState<'residential' | 'detached'>('residential');
  return (
    <div className="page">
      <PageHeader title="Property Listing" />
      <div className="container page-body">
        <div className="search-tabs sample-search">
          <div
            className="search-tabs__list"
            role="tablist"
            aria-label="Sample search"
            onKeyDown={(event: KeyboardEvent<HTMLDivElement>) => {
              if (!['ArrowLeft', 'ArrowRight'].includes(event.key)) return;
              const next = tab === 'residential' ? 'detached' : 'residential';
              setTab(next);
              document.getElementById(`sample-tab-${next}`)?.focus();
            }}
          >
            {(['residential', 'detached'] as const).map((name) => (
              <button
                key={name}
                id={`sample-tab-${name}`}
                type="button"
                role="tab"
                className="search-tabs__tab"
                aria-selected={tab === name}
                aria-controls={`sample-panel-${name}`}
                tabIndex={tab === name ? 0 : -1}
                onClick={() => setTab(name)}
              >
                {name === 'residential' ? 'Residential' : 'Detached'}
              </button>
            ))}
          </div>
          <div
            id="sample-panel-residential"
            role="tabpanel"
            aria-labelledby="sample-tab-residential"
            hidden={tab !== 'residential'}
            className="search-tabs__panel"
          >
            <SampleSearchForm />
          </div>
          <div id="sample-panel-detached" role="tabpanel" aria-labelledby="sample-tab-detached" hidden={tab !== 'detached'} className="search-tabs__panel">
            <p>Detached Content...</p>
          </div>
        </div>

        <SampleCardsSection
          titleId="sample-featured-title"
          title="Featured Properties"
          titleClassName="section__title sample-heading"
          listClassName="sample-cards sample-cards--horizontal"
          cards={FEATURED}
        />

        <p className="sample-teaser">
          You are viewing 10,992 out of 16,479 Listings, <span>Quick Sign Up for full access</span>
        </p>

        <SampleCardsSection
          titleId="sample-grid-title"
          title="More sample listings"
          titleClassName="visually-hidden"
          listClassName="listing-grid"
          cards={GRID}
        />
      </div>
    </div>
  );
}

interface SampleCardsSectionProps {
  titleId: string;
  title: string;
  titleClassName: string;
  listClassName: string;
  cards: readonly SampleCard[];
}

/** A titled list of sample cards: the featured row and the grid below it. */
function SampleCardsSection({ titleId, title, titleClassName, listClassName, cards }: SampleCardsSectionProps) {
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className={titleClassName}>
        {title}
      </h2>
      <ul className={listClassName}>
        {cards.map((card) => (
          <li key={card.street}>
            <SampleListingCard card={card} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function SampleSearchForm() {
  const navigate = useNavigate();
  const [priceError, setPriceError] = useState(false);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (name: string) => String(data.get(name) ?? '');
    const number = (name: string) => (value(name) ? Number(value(name)) : undefined);
    // The same rule and message as every other search form, before leaving the page.
    if (isPriceRangeInvalid(number('minPrice') ?? 0, number('maxPrice') ?? 0)) {
      setPriceError(true);
      return;
    }
    setPriceError(false);
    void navigate({
      to: '/search',
      search: { keyword: value('location'), minPrice: number('minPrice'), maxPrice: number('maxPrice'), bed: number('beds'), bath: number('baths') },
    });
  }
  const select = (name: string, label: string, placeholder: string, options: { value: string; label: string }[]) => (
    <FieldFrame id={`sample-${name}`} label={label}>
      <select id={`sample-${name}`} name={name} className="input" defaultValue="">
        <option value="">{placeholder}</option>
        <OptionList options={options} />
      </select>
    </FieldFrame>
  );
  const prices = SAMPLE_PRICES.map((price) => ({ value: String(price), label: money(price) }));
  const counts = COUNTS.map((count) => ({ value: count, label: count }));
  return (
    <form className="sample-form" role="search" aria-label="Sample property search" onSubmit={submit}>
      {select(
        'location',
        'Location',
        'City, Neighbourhood, Zip or Address',
        LOCATIONS.map((place) => ({ value: place, label: place })),
      )}
      {select('minPrice', 'Min Price', 'Min Price', prices)}
      {select('maxPrice', 'Max Price', 'Max Price', prices)}
      {select('beds', 'Beds', 'Beds', counts)}
      {select('baths', 'Baths', 'Baths', counts)}
      <button type="submit" className="btn btn--accent sample-form__submit" aria-label="Search">
        <SearchIcon aria-hidden="true" />
      </button>
      {priceError ? (
        <p className="sample-form__error field-error" role="alert">
          {MAX_PRICE_ERROR}
        </p>
      ) : null}
    </form>
  );
}

function SampleListingCard({ card }: { card: SampleCard }) {
  return (
    <article className="sample-card panel">
      <div className="sample-card__art" aria-hidden="true">
        <span className={`listing-card__badge sample-card__badge--${card.badge === 'New' ? 'new' : 'sale'}`}>{card.badge}</span>
      </div>
      <div className="listing-card__body">
        <p className="listing-card__price">{money(card.price)}</p>
        <h3 className="sample-card__address">
          {card.street}
          <span>
            {card.postal}, {card.town}
          </span>
        </h3>
        <p className="sample-card__badge-text visually-hidden">{card.badge}</p>
        <ul className="sample-card__facts">
          <li>{card.beds} Bed</li>
          <li>{card.baths} Bath</li>
          <li>{card.parking} Parking</li>
        </ul>
        <div className="sample-card__actions cluster">
          <Link to="/search" search={{ keyword: card.town }} className="btn btn--sm btn--ghost">
            Photo Gallery
          </Link>
          <Link to="/mortgageloan" search={{ price: card.price }} className="btn btn--sm btn--ghost">
            Mortgage
          </Link>
          {card.appointment ? (
            <Link to="/contact-us" className="btn btn--sm btn--primary">
              Appointment
            </Link>
          ) : null}
        </div>
      </div>
    </article>
  );
}
