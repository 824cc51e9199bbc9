/** The agent's address, phone and e-mail as lines of an <address> (footer, Contact page); nothing when unset. */
import { MailIcon, MapPinIcon, PhoneIcon } from '../icons.tsx';
import { mailtoHref, telHref } from './contact-links.ts';

type Value = string | null | undefined;

export function AddressLine({ address }: { address: Value }) {
  return address ? (
    <p>
      <MapPinIcon /> <span>{address}</span>
    </p>
  ) : null;
}

export function PhoneLine({ phone }: { phone: Value }) {
  return phone ? (
    <p>
      <PhoneIcon /> <a href={telHref(phone)}>{phone}</a>
    </p>
  ) : null;
}

export function EmailLine({ email }: { email: Value }) {
  return email ? (
    <p>
      <MailIcon /> <a href={mailtoHref(email)}>{email}</a>
    </p>
  ) : null;
}
