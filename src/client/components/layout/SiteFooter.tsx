/** Public footer: about blurb, important links, the office address and phone numbers, social links. */
import { Link } from '@tanstack/react-router';
import { useSiteSettings } from '../../hooks/use-site-settings.ts';
import { FOOTER_LINKS } from './public-nav.ts';
import { AddressLine, EmailLine, PhoneLine } from './ContactLines.tsx';

const SOCIAL_LABELS = { facebook: 'Facebook', instagram: 'Instagram', twitter: 'Twitter', youtube: 'YouTube' } as const;

export function SiteFooter() {
  const settings = useSiteSettings();
  const socials = Object.entries(SOCIAL_LABELS).flatMap(([key, label]) => {
    const href = settings?.social_links[key as keyof typeof SOCIAL_LABELS];
    return href ? [{ label, href }] : [];
  });

  return (
    <footer className="site-footer on-dark">
      <div className="container site-footer__grid auto-grid">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="site-footer__heading">
            {settings?.agent_name ?? 'Your Toronto Realtor'}
          </h2>
          <p className="site-footer__text">
            {settings?.site_short_description || 'Helping buyers, sellers and renters find the right property across the Greater Toronto Area.'}
          </p>
          {socials.length > 0 ? (
            <ul className="site-footer__social cluster" aria-label="Social media">
              {socials.map(({ label, href }) => (
                <li key={label}>
                  <a href={href} target="_blank" rel="noopener noreferrer">
                    {label}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </section>

        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="site-footer__heading">
            Important links
          </h2>
          <ul className="site-footer__links">
            {FOOTER_LINKS.map(({ label, ...link }) => (
              <li key={label}>
                <Link {...link}>{label}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__heading">
            Get in touch
          </h2>
          <address className="site-footer__contact">
            {settings?.brokerage ? <p className="site-footer__brokerage">{settings.brokerage}</p> : null}
            <AddressLine address={settings?.address} />
            <PhoneLine phone={settings?.phone} />
            <EmailLine email={settings?.email} />
          </address>
        </section>
      </div>
      <div className="site-footer__legal">
        <div className="container">
          <p>
            © {new Date().getFullYear()} {settings?.agent_name ?? 'Realtor'}
            {settings?.brokerage ? ` · ${settings.brokerage}` : ''}. Listing data is deemed reliable but not guaranteed.
          </p>
        </div>
      </div>
    </footer>
  );
}
