/** The mails of a showing appointment: the visitor's confirmation, the agent's reply, and the thank-you. */
import type { AppConfig } from '../../env.ts';
import { renderSimpleMail } from '../../mail/simple-mail.ts';
import type { OutgoingMail } from '../../mail/mail-outbox.ts';

export interface AppointmentForMail {
  id: number;
  full_name: string;
  email_address: string;
  url_code: string;
  appointment: string | null;
  addresses: string[];
}

/** The visitor's page for the appointment; PUBLIC_URL is the site's address in production. */
export function visitingListUrl(config: AppConfig, urlCode: string): string {
  return new URL(`/showings/${urlCode}`, config.publicUrl).toString();
}

function mailFor(appointment: AppointmentForMail, kind: string, subject: string, rendered: { html: string; text: string }, template: string): OutgoingMail {
  return {
    kind,
    entityId: appointment.id,
    to: { email: appointment.email_address, name: appointment.full_name },
    subject,
    template,
    ...rendered,
  };
}

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})$/;
const wallTimeFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'UTC',
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** 'Tuesday, December 1, 2026 at 2:00 p.m.' for the stored Toronto wall time '2026-12-01 14:00' (any other text as it is). */
export function formatWallTime(wallTime: string): string {
  const match = WALL_TIME.exec(wallTime.trim());
  if (!match) return wallTime;
  const [, year, month, day, hour, minute] = match.map(Number) as [number, number, number, number, number, number];
  // The wall time read as UTC and shown in UTC: the digits stay the visitor's own, whatever the server's zone.
  return wallTimeFormat.format(new Date(Date.UTC(year, month - 1, day, hour, minute)));
}

/**
 * The booking's confirmation goes to an address nobody has verified, so it carries no text the
 * visitor wrote (not the name, message or their copy of an address): only our wording, the
 * database's addresses, the validated time and the link. The agent sees the rest in the admin.
 */
export function confirmationMail(config: AppConfig, appointment: AppointmentForMail, unlisted: number, signature: string[]): OutgoingMail {
  const when = appointment.appointment
    ? `You asked for ${formatWallTime(appointment.appointment)} (Toronto time).`
    : 'You did not pick a time yet; we will suggest one.';
  const more = unlisted === 0 ? [] : [`${unlisted} more ${unlisted === 1 ? 'property' : 'properties'} from your list`];
  const rendered = renderSimpleMail({
    greeting: 'Hello,',
    body: `Thank you for your showing request. ${when}\n\nWe will confirm the visiting times for each property shortly. Your visiting list is always up to date at the link below.`,
    list: { title: 'Properties you would like to see', items: [...appointment.addresses, ...more] },
    link: { label: 'Your visiting list', url: visitingListUrl(config, appointment.url_code) },
    signature,
  });
  return mailFor(appointment, 'appointment.confirmation', 'Your showing request', rendered, 'thanks');
}

export function replyMail(config: AppConfig, appointment: AppointmentForMail, subject: string, message: string, signature: string[]): OutgoingMail {
  const rendered = renderSimpleMail({
    greeting: `Hi ${appointment.full_name},`,
    body: message,
    link: { label: 'Your visiting list', url: visitingListUrl(config, appointment.url_code) },
    signature,
  });
  return mailFor(appointment, 'appointment.reply', subject, rendered, 'reply');
}

export function thankYouMail(config: AppConfig, appointment: AppointmentForMail, signature: string[]): OutgoingMail {
  const rendered = renderSimpleMail({
    greeting: `Hi ${appointment.full_name},`,
    body: 'Thank you for visiting the properties with us. What did you think of each home? Your rating and a few words help us find the right one for you.',
    link: { label: 'Rate the homes you visited', url: visitingListUrl(config, appointment.url_code) },
    signature,
  });
  return mailFor(appointment, 'appointment.completed', 'Thank you for visiting', rendered, 'thanks');
}
