/** Sell: banner, selling in a hot market, yard grading and foundation drainage advice, Contact us (public spec, "Buy, Sell"). */
import { Link } from '@tanstack/react-router';
import '../../styles/pages.css';

export default function SellPage() {
  return (
    <div className="page">
      <header className="page-banner page-banner--sell">
        <div className="container">
          <h1>Sell Your Home</h1>
          <p className="page-banner__lead">Selling in a hot market: get the best price with the least stress.</p>
        </div>
      </header>
      <div className="container page-body prose">
        <h2>Selling in a hot market</h2>
        <p>
          When buyers outnumber homes for sale, a well-prepared listing can draw several offers in its first week. That does not mean any home sells itself: the
          homes that sell fastest and for the most are priced on current neighbourhood sales, look their best in photos and have no surprises waiting for the
          buyer's inspector.
        </p>
        <h2>Look after the outside first</h2>
        <p>
          Check the yard grading before you list. The ground should slope away from the house on every side so rain and melting snow run away from the walls
          instead of towards them. Low spots next to the foundation are easy to fix with a few bags of soil, and inspectors always look for them.
        </p>
        <p>
          Make sure the foundation drains well: clean the gutters, extend the downspouts at least a metre or two from the wall and keep window wells clear. A
          dry basement is one of the first things buyers ask about, and water stains are one of the first things that lower an offer.
        </p>
        <h2>Let's plan your sale</h2>
        <p>I will prepare a price estimate from recent sales near you and a plan for preparing, staging and marketing your home.</p>
        <p className="page-actions cluster">
          <Link to="/contact-us" className="btn btn--primary">
            Contact us
          </Link>
        </p>
      </div>
    </div>
  );
}
