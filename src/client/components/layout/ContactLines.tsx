/** The agent's address, phone and e-mail as lines of an <address> (footer, Contact page); nothing when unset. */
import type { ComponentType } from 'react';
import { MailIcon, MapPinIcon, PhoneIcon } from '../icons.tsx';
import { mailtoHref, telHref } from './contact-links.ts';

type Value = string | null | undefined;

/** One line: its icon, then the value (a link when the value has one). */
function ContactLine({ icon: Icon, value, href }: { icon: ComponentType; value: Value; href?: (value: string) => string }) {
  if (!value) return null;
  return (
    <p>
      <Icon /> {href ? <a href={href(value)}>{value}</a> : <span>{value}</span>}
    </p>
  );
}

export function AddressLine({ address }: { address: Value }) {
  return <ContactLine icon={MapPinIcon} value={address} />;
}

export function PhoneLine({ phone }: { phone: Value }) {
  return <ContactLine icon={PhoneIcon} value={phone} href={telHref} />;
}

export function EmailLine({ email }: { email: Value }) {
  return <ContactLine icon={MailIcon} value={email} href={mailtoHref} />;
}
