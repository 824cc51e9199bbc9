/**
 * Public header: a contact bar (agent's phone and e-mail from `settings.public`), the brand and
 * the primary navigation. Below the desktop breakpoint the navigation folds behind a menu button.
 */
import { Link } from '@tanstack/react-router';
import { useSiteSettings } from '../../hooks/use-site-settings.ts';
import { useMenuToggle } from '../../hooks/use-menu-toggle.ts';
import { useShowingList } from '../../showings/showing-list.ts';
import { useVisitorSession } from '../../account/use-visitor-session.ts';
import { MailIcon, PhoneIcon } from '../icons.tsx';
import { mailtoHref, telHref } from './contact-links.ts';
import { MenuButton } from './MenuButton.tsx';
import { PRIMARY_NAV } from './public-nav.ts';

export function SiteHeader() {
  const settings = useSiteSettings();
  const menu = useMenuToggle();
  const showingCount = useShowingList().entries.length;
  const visitor = useVisitorSession();

  return (
    <header className="site-header">
      <div className="contact-bar on-dark">
        <div className="container contact-bar__inner">
          <p className="contact-bar__tagline">Sales Representative{settings?.brokerage ? ` · ${settings.brokerage}` : ''}</p>
          <ul className="contact-bar__list cluster" aria-label="Contact the agent">
            {settings?.phone ? (
              <li>
                <a href={telHref(settings.phone)}>
                  <PhoneIcon /> <span>{settings.phone}</span>
                </a>
              </li>
            ) : null}
            {settings?.email ? (
              <li>
                <a href={mailtoHref(settings.email)}>
                  <MailIcon /> <span className="contact-bar__email">{settings.email}</span>
                </a>
              </li>
            ) : null}
          </ul>
          {/* The visitor's showing list, with how many homes are in it (the name keeps the visible "Showings"). */}
          <Link to="/showings" className="showings-link" aria-label={`Showings: ${showingCount} ${showingCount === 1 ? 'home' : 'homes'} in your list`}>
            Showings <span className="showings-link__count">{showingCount}</span>
          </Link>
          {/* The visitor's account (sign-in by e-mailed link); "My account" once signed in. */}
          <Link to="/account" className="account-link">
            {visitor.isSignedIn ? 'My account' : 'Sign in'}
          </Link>
        </div>
      </div>

      <div className="container masthead split-row">
        {/* The visible text names the link (WCAG 2.5.3: the accessible name contains the visible label). */}
        <Link to="/" className="brand">
          {settings?.logo ? (
            <img className="brand__logo" src={settings.logo} alt="" height={44} />
          ) : (
            <span className="brand__mark" aria-hidden="true">
              {initials(settings?.agent_name)}
            </span>
          )}
          <span className="brand__text">
            <span className="brand__name">{settings?.agent_name ?? 'Your Toronto Realtor'}</span>
            <span className="brand__role">Toronto Real Estate</span>
            <span className="visually-hidden">, home page</span>
          </span>
        </Link>

        <MenuButton menu={menu} controls="primary-nav" className="menu-button" />

        <nav id="primary-nav" className="primary-nav" data-open={menu.isOpen} aria-label="Main">
          <ul className="primary-nav__list">
            {PRIMARY_NAV.map(({ label, ...link }) => (
              <li key={label}>
                <Link {...link} className="primary-nav__link" onClick={menu.closeOnLinkClick}>
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}

function initials(name: string | undefined): string {
  if (!name) return 'R';
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}
