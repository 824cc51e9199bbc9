/**
 * Home (public spec, "Home"): the two-slide carousel behind the welcome text, the tabbed search
 * form, the four service tiles, the agent's curated listings, the online tools and the 'Where
 * Should you Live' city tiles. Eagerly loaded (it is the landing page), so the listing cards come
 * in their own lazy chunk. The slides and city tiles show the agent's pictures from Settings or
 * the bundled drawings (SitePicture); the first slide loads first, the city tiles lazily.
 */
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Link, linkOptions } from '@tanstack/react-router';
import { ArrowRightIcon, BellIcon, CalculatorIcon, ChartIcon, HouseIcon, KeyIcon, NewsIcon, PhoneIcon, SearchIcon, SignIcon } from '../../components/icons.tsx';
import { telHref } from '../../components/layout/contact-links.ts';
import { HomeSearchTabs } from '../../components/search/HomeSearchTabs.tsx';
import { SitePicture } from '../../components/site-picture/SitePicture.tsx';
import { useSiteSettings } from '../../hooks/use-site-settings.ts';
import { cityImageSlot, HOME_CITIES, type SiteImageSlotId } from '#shared/site-images.ts';
import '../../styles/home.css';

const CuratedListings = lazy(() => import('../../components/listing-card/CuratedListings.tsx'));

export const CAROUSEL_INTERVAL_MS = 1500;

const SLIDES = [
  { id: 'dusk', slot: 'hero-dusk', label: 'Toronto skyline at dusk' },
  { id: 'lake', slot: 'hero-lake', label: 'Lake Ontario waterfront on a summer day' },
] as const;

const SERVICE_TILES = linkOptions([
  { to: '/buy', label: 'Buy a Home', text: 'Find the right home and negotiate with confidence.', icon: <HouseIcon /> },
  { to: '/calculators', label: 'Mortgage Solutions', text: 'Payments, affordability, CMHC and land transfer tax.', icon: <CalculatorIcon /> },
  { to: '/sell', label: 'Sell Your Home', text: 'Pricing, staging and marketing that gets results.', icon: <SignIcon /> },
  {
    to: '/search',
    search: { transactionType: 'Lease' },
    label: 'Renting/Leasing',
    text: 'Browse homes and spaces available for rent or lease.',
    icon: <KeyIcon />,
  },
]);

const TOOL_LINKS = linkOptions([
  { to: '/search', label: 'Property Search', icon: <SearchIcon /> },
  { to: '/contact-us', label: 'Alert Alert', icon: <BellIcon /> },
  { to: '/blogs', label: 'Market News', icon: <NewsIcon /> },
  { to: '/calculators', label: 'Mortgage Rates', icon: <ChartIcon /> },
]);

const CALCULATOR_LINKS = linkOptions([
  { to: '/mortgageloan', label: 'Mortgage' },
  { to: '/cmhcpremium', label: 'CMHC Insurance' },
  { to: '/landtransfer', label: 'Land Transfer Tax' },
  { to: '/mortgageaffordability', label: 'Affordability' },
]);

export default function HomePage() {
  const settings = useSiteSettings();
  const agentName = settings?.agent_name;

  return (
    <>
      <section className="hero on-dark" aria-labelledby="hero-title">
        <HeroCarousel />
        <div className={`container hero__inner${settings?.profile ? ' hero__inner--portrait' : ''}`}>
          {/* The agent's photo from Profile, beside the welcome on wide screens. */}
          {settings?.profile ? (
            <img
              className="hero__portrait"
              src={settings.profile}
              alt={agentName ? `${agentName}, sales representative` : 'Your sales representative'}
              width={240}
              height={240}
            />
          ) : null}
          <p className="hero__eyebrow">Greater Toronto Area Real Estate</p>
          <h1 id="hero-title" className="hero__title">
            {agentName ? (
              <>
                Welcome, I'm <span className="hero__name">{agentName}</span>
              </>
            ) : (
              'Welcome home to Toronto'
            )}
          </h1>
          <p className="hero__text">
            {settings?.site_short_description ||
              'Whether you are buying your first condo, selling the family home or leasing a storefront, get local advice and every MLS listing in one place.'}
          </p>
          <div className="hero__actions cluster">
            <Link to="/search" className="btn btn--accent btn--lg">
              Search homes
            </Link>
            {settings?.phone ? (
              <a href={telHref(settings.phone)} className="btn btn--outline-light btn--lg">
                <PhoneIcon /> Call {settings.phone}
              </a>
            ) : (
              <Link to="/contact-us" className="btn btn--outline-light btn--lg">
                Contact me
              </Link>
            )}
          </div>
        </div>
        <Skyline />
      </section>

      <HomeSection id="home-search-title" className="home-search" title="Find your next property">
        <HomeSearchTabs />
      </HomeSection>

      <HomeSection id="services-title" title="How can I help?">
        <ul className="service-tiles auto-grid">
          {SERVICE_TILES.map(({ label, text, icon, ...link }) => (
            <li key={label}>
              <Link {...link} className="service-tile">
                <span className="service-tile__icon">{icon}</span>
                {/* Spaces between the spans keep the link's accessible name readable. */}
                <span className="service-tile__title">{label}</span> <span className="service-tile__text">{text}</span>{' '}
                <span className="service-tile__more">
                  Learn more <ArrowRightIcon />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </HomeSection>

      <Suspense fallback={null}>
        <CuratedListings />
      </Suspense>

      <section className="section section--tinted" aria-labelledby="tools-title">
        <div className="container tools auto-grid">
          <div>
            <h2 id="tools-title" className="section__title">
              Online Real Estate Tools
            </h2>
            <ul className="tools__list auto-grid">
              {TOOL_LINKS.map(({ label, icon, ...link }) => (
                <li key={label}>
                  <Link {...link} className="tool-link">
                    {icon} {label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
          <div className="tools__calculators">
            <h3 className="tools__subtitle">Calculators</h3>
            <ul className="tools__chips cluster">
              {CALCULATOR_LINKS.map(({ label, ...link }) => (
                <li key={label}>
                  <Link {...link} className="chip">
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <HomeSection id="cities-title" title="Where Should you Live">
        <ul className="city-tiles auto-grid">
          {HOME_CITIES.map((city, index) => (
            <li key={city}>
              <Link to="/estate/$locationName" params={{ locationName: city }} className={`city-tile city-tile--${index % 4}`}>
                <SitePicture
                  slot={cityImageSlot(city) as SiteImageSlotId}
                  className="city-tile__picture"
                  sizes="(min-width: 1100px) 280px, (min-width: 600px) 50vw, 100vw"
                  loading="lazy"
                />
                <span className="city-tile__name">{city}</span>{' '}
                <span className="city-tile__more">
                  View homes <ArrowRightIcon />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </HomeSection>
    </>
  );
}

/**
 * Two slides that cross-fade every 1500 ms. Moving content needs a way to stop it (WCAG 2.2.2):
 * a pause button, and it also holds still while the pointer or focus is in the hero and when the
 * visitor prefers reduced motion.
 */
function HeroCarousel() {
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(false);

  useEffect(() => {
    const query = window.matchMedia?.('(prefers-reduced-motion: reduce)');
    if (!query) return;
    setReducedMotion(query.matches);
    const onChange = () => setReducedMotion(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  const running = !paused && !held && !reducedMotion;
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setCurrent((index) => (index + 1) % SLIDES.length), CAROUSEL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [running]);

  useEffect(() => {
    // Hover and focus anywhere in the hero hold the slides (the carousel sits behind the text).
    const hero = document.querySelector('.hero');
    if (!hero) return;
    const hold = () => setHeld(true);
    const release = (event: Event) => {
      if (event.type === 'focusout' && hero.contains((event as FocusEvent).relatedTarget as Node | null)) return;
      if (event.type === 'mouseleave' && hero.contains(document.activeElement)) return;
      setHeld(false);
    };
    const listeners = [
      ['mouseenter', hold],
      ['mouseleave', release],
      ['focusin', hold],
      ['focusout', release],
    ] as const;
    for (const [type, listener] of listeners) hero.addEventListener(type, listener);
    return () => {
      for (const [type, listener] of listeners) hero.removeEventListener(type, listener);
    };
  }, []);

  return (
    <div className="hero-carousel" role="group" aria-roledescription="carousel" aria-label="Around Toronto">
      {SLIDES.map((slide, index) => (
        <div
          key={slide.id}
          className={`hero-carousel__slide hero-carousel__slide--${slide.id}${index === current ? ' is-current' : ''}`}
          role="img"
          aria-roledescription="slide"
          aria-label={`${slide.label} (${index + 1} of ${SLIDES.length})`}
          aria-hidden={index !== current}
        >
          {/* The first slide is the page's largest paint: loaded first; the second may wait. */}
          <SitePicture
            slot={slide.slot}
            className="hero-carousel__picture"
            sizes="100vw"
            loading={index === 0 ? 'eager' : 'lazy'}
            fetchPriority={index === 0 ? 'high' : 'auto'}
          />
        </div>
      ))}
      <div className="hero-carousel__controls">
        <button type="button" className="hero-carousel__button" onClick={() => setPaused((value) => !value)}>
          {paused ? 'Play slideshow' : 'Pause slideshow'}
        </button>
        {SLIDES.map((slide, index) => (
          <button
            key={slide.id}
            type="button"
            className="hero-carousel__dot"
            aria-label={`Show slide ${index + 1}: ${slide.label}`}
            aria-current={index === current}
            onClick={() => setCurrent(index)}
          />
        ))}
      </div>
    </div>
  );
}

/** A decorative Toronto skyline (CN Tower included) so the hero needs no image download. */
function Skyline() {
  return (
    <svg className="hero__skyline" viewBox="0 0 1200 200" preserveAspectRatio="none" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M0 200V145h40V80h46V160h28V160h52V100h40V100h28V160h34V140h28V160h46V160h34V115h52V60h28V160h52V80h34V100h60V100h28V115h52V145h28V100h28V130h34V145h46V160h52V130h52V60h52V145h60V100h28V80h52V130h34V100h28V160h24V200z"
      />
      {/* The CN Tower: shaft, main pod, SkyPod and antenna. */}
      <path fill="currentColor" d="M295 200V40h10V200zM282 92h36l-6 14h-24zM289 66h22l-3 8h-16zM299 40V4h2v36z" />
    </svg>
  );
}

/** A titled band of the home page; `className` adds to `section` (e.g. the search band's own look). */
function HomeSection({ id, className, title, children }: { id: string; className?: string; title: string; children: ReactNode }) {
  return (
    <section className={className ? `section ${className}` : 'section'} aria-labelledby={id}>
      <div className="container">
        <h2 id={id} className="section__title">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
