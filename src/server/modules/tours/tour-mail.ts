/**
 * The mails of a showing tour, each with the tour's calendar file: booked (to the visitor),
 * confirmed, moved and cancelled (by the agent), and the pre-tour check's warning (to the visitor
 * and the agent). Every file of one tour has the same UID and a higher SEQUENCE than the last,
 * so the visitor's calendar updates the event in place. Mails to the visitor carry none of the
 * visitor's own text: only the database's addresses, times and our wording.
 */
import { toWallTime } from '#shared/schemas/showings.schema.ts';
import { buildIcsEvent, homesDescription, showingEventUid } from '#shared/tours/calendar-ics.ts';
import type { AppConfig } from '../../env.ts';
import type { OutgoingMail } from '../../mail/mail-outbox.ts';
import { renderSimpleMail } from '../../mail/simple-mail.ts';
import { formatWallTime, visitingListUrl } from '../showings/appointment-mail.ts';

export interface TourForMail {
  id: number;
  url_code: string;
  full_name: string;
  email_address: string;
  starts_at: Date;
  ends_at: Date;
  status: 'BOOKED' | 'CONFIRMED' | 'CANCELLED';
  ics_sequence: number;
  addresses: string[];
}

export type TourMailKind = 'booked' | 'confirmed' | 'moved' | 'cancelled';

const SUBJECTS: Record<TourMailKind, string> = {
  booked: 'Your showing tour is booked',
  confirmed: 'Your showing tour is confirmed',
  moved: 'Your showing tour has a new time',
  cancelled: 'Your showing tour is cancelled',
};

export function tourIcs(config: AppConfig, tour: TourForMail, agentName: string | null, now = new Date()): string {
  const url = visitingListUrl(config, tour.url_code);
  const count = tour.addresses.length;
  return buildIcsEvent(
    {
      uid: showingEventUid(tour.url_code, config.publicUrl),
      sequence: tour.ics_sequence,
      method: tour.status === 'CANCELLED' ? 'CANCEL' : 'REQUEST',
      status: tour.status === 'CANCELLED' ? 'CANCELLED' : tour.status === 'CONFIRMED' ? 'CONFIRMED' : 'TENTATIVE',
      start: toWallTime(tour.starts_at),
      minutes: Math.round((tour.ends_at.getTime() - tour.starts_at.getTime()) / 60_000),
      summary: `Showing tour${agentName ? ` with ${agentName}` : ''} (${count} ${count === 1 ? 'home' : 'homes'})`,
      ...homesDescription(tour.addresses, url),
      url,
    },
    now,
  );
}

export function tourMail(config: AppConfig, tour: TourForMail, kind: TourMailKind, signature: string[], agentName: string | null): OutgoingMail {
  const when = `${formatWallTime(toWallTime(tour.starts_at))} (Toronto time)`;
  const body: Record<TourMailKind, string> = {
    booked: `Thank you for booking a showing tour for ${when}. We will confirm it shortly. The calendar file attached adds it to your calendar.`,
    confirmed: `Your showing tour on ${when} is confirmed. See you at the first home.`,
    moved: `Your showing tour now starts ${when}. Your calendar updates with the attached file.`,
    cancelled: `Your showing tour on ${when} is cancelled. Your calendar removes it with the attached file. Reply to this e-mail to plan another time.`,
  };
  const rendered = renderSimpleMail({
    greeting: 'Hello,',
    body: body[kind],
    list: { title: 'Homes in visiting order', items: tour.addresses },
    link: { label: 'Your visiting list', url: visitingListUrl(config, tour.url_code) },
    signature,
  });
  return {
    kind: `tour.${kind}`,
    entityId: tour.id,
    to: { email: tour.email_address, name: tour.full_name },
    subject: SUBJECTS[kind],
    template: 'tour',
    ics: tourIcs(config, tour, agentName),
    ...rendered,
  };
}

export interface FlaggedHome {
  address: string;
  change: string;
}

/** The pre-tour check's warning: which homes changed, to the visitor and (with the visitor named) to the agent. */
export function statusChangeMails(
  config: AppConfig,
  tour: TourForMail,
  flagged: FlaggedHome[],
  agentEmail: string | null,
  signature: string[],
): OutgoingMail[] {
  const when = `${formatWallTime(toWallTime(tour.starts_at))} (Toronto time)`;
  const items = flagged.map((home) => `${home.address}: ${home.change}`);
  const visitor = renderSimpleMail({
    greeting: 'Hello,',
    body: `Before your showing tour on ${when} we checked each home again. These have changed since you booked; we will skip them unless you tell us otherwise.`,
    list: { title: 'Changed homes', items },
    link: { label: 'Your visiting list', url: visitingListUrl(config, tour.url_code) },
    signature,
  });
  const mails: OutgoingMail[] = [
    {
      kind: 'tour.status-change',
      entityId: tour.id,
      to: { email: tour.email_address, name: tour.full_name },
      subject: 'A home on your showing tour has changed',
      template: 'tour',
      ...visitor,
    },
  ];
  if (agentEmail) {
    const agent = renderSimpleMail({
      greeting: 'Hello,',
      body: `The showing tour of ${tour.full_name} (${tour.email_address}) on ${when} has homes that changed since it was booked.`,
      list: { title: 'Changed homes', items },
      link: { label: 'Tours calendar', url: new URL('/admin/tours', config.publicUrl).toString() },
      signature: [],
    });
    mails.push({
      kind: 'tour.status-change.agent',
      entityId: tour.id,
      to: { email: agentEmail },
      subject: `Tour ${when}: a home has changed`,
      template: 'tour',
      ...agent,
    });
  }
  return mails;
}
