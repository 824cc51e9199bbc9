/** About Us: banner and text about the agent (public spec, "About Us"), named from the site settings. */
import { Link } from '@tanstack/react-router';
import { useSiteSettings } from '../../hooks/use-site-settings.ts';
import '../../styles/pages.css';

export default function AboutPage() {
  const settings = useSiteSettings();
  const name = settings?.agent_name || 'your local sales representative';
  const brokerage = settings?.brokerage;
  return (
    <div className="page">
      <header className="page-banner page-banner--about">
        <div className="container">
          <h1>About Us</h1>
          <p className="page-banner__lead">Local knowledge, honest advice and every MLS® listing in the Greater Toronto Area.</p>
        </div>
      </header>
      <div className="container page-body prose">
        {settings?.profile ? <img className="about-portrait" src={settings.profile} alt={`${name}, sales representative`} width={200} height={200} /> : null}
        <h2>Meet {name}</h2>
        <p>
          As a sales representative{brokerage ? ` with ${brokerage}` : ''}, I help buyers, sellers and renters across Toronto, Mississauga, Markham, Richmond
          Hill, Pickering, Oshawa, Ajax and Scarborough make confident real-estate decisions.
        </p>
        <p>
          Every client gets a clear plan: what the market is doing in your neighbourhood, what a home is really worth and what it will cost you each month. I
          answer calls and messages the same day, and I stay with you from the first showing to the closing day.
        </p>
        <h2>What I can do for you</h2>
        <ul>
          <li>Search every residential and commercial MLS® listing and build a showing list that fits your schedule.</li>
          <li>Price, stage and market your home so it sells quickly and for the best price.</li>
          <li>Find rentals and commercial space, and negotiate the lease terms.</li>
          <li>Work out payments, mortgage insurance and land transfer tax before you make an offer.</li>
        </ul>
        <p className="page-actions cluster">
          <Link to="/contact-us" className="btn btn--primary">
            Contact us
          </Link>
          <Link to="/search" className="btn btn--ghost">
            Search properties
          </Link>
        </p>
      </div>
    </div>
  );
}
