/**
 * Contact Us: the agent's contact details (site settings), the Inquiry Form and a map of the
 * office area. The settings hold the office address as text only, so the map centres on the
 * municipality named in it and the exact spot is one "Directions" link away.
 */
import { lazy, Suspense } from 'react';
import { findMunicipality } from '#shared/geo/gta-municipalities.ts';
import { DEFAULT_MAP_CENTER } from '#shared/options.ts';
import { ContactForm } from '../../components/forms/ContactForm.tsx';
import { useSiteSettings } from '../../hooks/use-site-settings.ts';
import { directionsUrl } from '../../showings/directions.ts';
import { ClientOnly } from '../../ssr/ClientOnly.tsx';
import { AddressLine, EmailLine, PhoneLine } from '../../components/layout/ContactLines.tsx';
import { PageHeader } from '../../components/layout/PageHeader.tsx';
import { FormCard } from '../../components/forms/FormCard.tsx';

const OfficeAreaMap = lazy(() => import('../../components/map/OfficeAreaMap.tsx'));
import '../../components/forms/forms.css';
import './contact-us.css';

const OFFICE_AREA_ZOOM = 13;

function officeAreaCentre(address: string | null | undefined): [number, number] {
  const municipality = address
    ?.split(',')
    .map((part) => findMunicipality(part))
    .find((found) => found !== undefined);
  return municipality ? [municipality.latitude, municipality.longitude] : [DEFAULT_MAP_CENTER.lat, DEFAULT_MAP_CENTER.lng];
}

function OfficeMap({ address }: { address: string | null | undefined }) {
  const centre = officeAreaCentre(address);
  return (
    <figure className="office-map">
      <div className="office-map__canvas">
        <ClientOnly fallback={null}>
          <Suspense fallback={null}>
            <OfficeAreaMap centre={centre} zoom={OFFICE_AREA_ZOOM} />
          </Suspense>
        </ClientOnly>
      </div>
      <figcaption className="office-map__caption">
        {address ? (
          <>
            Map of the office area ·{' '}
            <a href={directionsUrl({ address })} target="_blank" rel="noopener noreferrer">
              Directions to the office<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </>
        ) : (
          'Map of Toronto'
        )}
      </figcaption>
    </figure>
  );
}

export default function ContactUsPage() {
  const settings = useSiteSettings();
  return (
    <div className="page">
      <PageHeader title="Contact Us" lead="Questions about buying, selling or renting? Send a message and hear back soon." />
      <div className="container page-body contact-page auto-grid">
        <section className="contact-page__details" aria-labelledby="contact-details-title">
          <h2 id="contact-details-title" className="form-card__title">
            {settings?.agent_name ?? 'Get in touch'}
          </h2>
          <address className="contact-details">
            {settings?.brokerage ? <p className="contact-details__brokerage">{settings.brokerage}</p> : null}
            <PhoneLine phone={settings?.phone} />
            <EmailLine email={settings?.email} />
            <AddressLine address={settings?.address} />
          </address>
          <OfficeMap address={settings?.address} />
        </section>
        <FormCard title="Inquiry Form">
          <ContactForm />
        </FormCard>
      </div>
    </div>
  );
}
