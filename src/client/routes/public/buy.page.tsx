/** Buy: banner, the 'Thinking of buy a home' advice with the spec's figures and three tiles (public spec, "Buy, Sell"). */
import { Link } from '@tanstack/react-router';
import { SitePicture } from '../../components/site-picture/SitePicture.tsx';
import '../../styles/pages.css';

/** Public spec, section 9: buy advice constants. */
const MAX_HOMES_PER_TOUR = 7;
const RESEARCH_WEEKS = '6 to 8 weeks';
const TOURS_BEFORE_BUYING = '2 or 3';

const TILES = [
  {
    id: 'strategies',
    slot: 'buy-strategies',
    title: 'Buying Strategies',
    text: 'Know your budget, your must-haves and the neighbourhoods that fit them before the first showing.',
  },
  {
    id: 'commitment',
    slot: 'buy-commitment',
    title: 'Commitment',
    text: 'I stay with you from the first search to the keys: offers, inspections, financing and closing.',
  },
  {
    id: 'responsiveness',
    slot: 'buy-responsiveness',
    title: 'Responsiveness',
    text: 'Good homes sell fast. You hear about new listings and answers to your questions the same day.',
  },
] as const;

export default function BuyPage() {
  return (
    <div className="page">
      <header className="page-banner page-banner--buy">
        <div className="container">
          <h1>Thinking of buy a home</h1>
          <p className="page-banner__lead">Advice for buyers in the Greater Toronto Area.</p>
        </div>
      </header>
      <div className="container page-body">
        <div className="prose">
          <p>
            Buying a home is one of the biggest decisions you will make, and a little planning makes it far less stressful. Buyers spend on average{' '}
            {RESEARCH_WEEKS} researching before they buy, and most buy after {TOURS_BEFORE_BUYING} home tours.
          </p>
          <p>
            To keep every home clear in your mind, schedule at most {MAX_HOMES_PER_TOUR} homes at a time. Take notes and photos as you go, and add the homes you
            like to your showing list so we can book the visits together.
          </p>
        </div>
        <ul className="image-tiles auto-grid">
          {TILES.map((tile) => (
            <li key={tile.id} className={`image-tile panel image-tile--${tile.id}`}>
              {/* Below the advice: loaded when scrolled near. The tile's title says what it is. */}
              <SitePicture slot={tile.slot} className="image-tile__art" sizes="(min-width: 900px) 33vw, 100vw" loading="lazy" />
              <h2 className="image-tile__title">{tile.title}</h2>
              <p>{tile.text}</p>
            </li>
          ))}
        </ul>
        <p className="page-actions cluster">
          <Link to="/search" className="btn btn--primary">
            Start your search
          </Link>
          <Link to="/calculators" className="btn btn--ghost">
            Mortgage calculators
          </Link>
        </p>
      </div>
    </div>
  );
}
