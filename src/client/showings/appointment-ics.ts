/**
 * The visitor's calendar file for a booked showing: one event at the requested Toronto time,
 * with the homes' addresses and the visiting-list link. Built in the browser from what the
 * visitor just sent, so it needs no extra call; the file format is `#shared/tours/calendar-ics.ts`.
 */
import { buildIcsEvent, homesDescription, showingEventUid } from '#shared/tours/calendar-ics.ts';

export { escapeIcsText, foldIcsLine } from '#shared/tours/calendar-ics.ts';

export interface IcsAppointment {
  urlCode: string;
  /** Toronto wall-clock 'YYYY-MM-DD HH:mm'. */
  appointment: string;
  addresses: string[];
  visitingListUrl: string;
  agentName?: string | null;
  /** A planned tour's own length; otherwise an estimate from the number of homes. */
  minutes?: number;
}

/** Thirty minutes per home, at least an hour: a sensible block in the visitor's calendar. */
const MINUTES_PER_HOME = 30;
const MIN_MINUTES = 60;

export function buildAppointmentIcs(appointment: IcsAppointment, now = new Date()): string {
  const minutes = appointment.minutes ?? Math.max(MIN_MINUTES, appointment.addresses.length * MINUTES_PER_HOME);
  const withAgent = appointment.agentName ? ` with ${appointment.agentName}` : '';
  const count = appointment.addresses.length;
  return buildIcsEvent(
    {
      uid: showingEventUid(appointment.urlCode, appointment.visitingListUrl),
      sequence: 0,
      method: 'PUBLISH',
      status: 'TENTATIVE',
      start: appointment.appointment,
      minutes,
      summary: `Property showings${withAgent} (${count} ${count === 1 ? 'home' : 'homes'})`,
      ...homesDescription(appointment.addresses, appointment.visitingListUrl),
      url: appointment.visitingListUrl,
    },
    now,
  );
}
