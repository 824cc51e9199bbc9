/**
 * The visitor's calendar file for a booked showing (RFC 5545): one event at the requested
 * Toronto time, with the homes' addresses and the visiting-list link. Built in the browser from
 * what the visitor just sent, so it needs no extra call.
 */
import { APPOINTMENT_TIME_ZONE } from '#shared/schemas/showings.schema.ts';

export interface IcsAppointment {
  urlCode: string;
  /** Toronto wall-clock 'YYYY-MM-DD HH:mm'. */
  appointment: string;
  addresses: string[];
  visitingListUrl: string;
  agentName?: string | null;
}

/** Thirty minutes per home, at least an hour: a sensible block in the visitor's calendar. */
const MINUTES_PER_HOME = 30;
const MIN_MINUTES = 60;

// America/Toronto since 2007: DST from the 2nd Sunday of March to the 1st Sunday of November.
const TORONTO_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${APPOINTMENT_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0400',
  'TZNAME:EDT',
  'DTSTART:19700308T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0400',
  'TZOFFSETTO:-0500',
  'TZNAME:EST',
  'DTSTART:19701101T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 §3.3.11). */
export function escapeIcsText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets are folded: CRLF then one space (RFC 5545 §3.1), never inside a character. */
export function foldIcsLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let currentBytes = 0;
  for (const character of line) {
    const bytes = encoder.encode(character).length;
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with the space
    if (currentBytes + bytes > limit) {
      parts.push(current);
      current = '';
      currentBytes = 0;
    }
    current += character;
    currentBytes += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const compactWallTime = (wallTime: string) => `${wallTime.slice(0, 10).replace(/-/g, '')}T${wallTime.slice(11, 16).replace(':', '')}00`;

function utcStamp(date: Date): string {
  return `${date.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
}

export function buildAppointmentIcs(appointment: IcsAppointment, now = new Date()): string {
  const minutes = Math.max(MIN_MINUTES, appointment.addresses.length * MINUTES_PER_HOME);
  const homes = appointment.addresses.map((address, index) => `${index + 1}. ${address}`).join('\n');
  const host = new URL(appointment.visitingListUrl).host || 'localhost';
  const withAgent = appointment.agentName ? ` with ${appointment.agentName}` : '';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Realtor site//Showings//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...TORONTO_VTIMEZONE,
    'BEGIN:VEVENT',
    `UID:showing-${appointment.urlCode}@${host}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART;TZID=${APPOINTMENT_TIME_ZONE}:${compactWallTime(appointment.appointment)}`,
    `DURATION:PT${minutes}M`,
    `SUMMARY:${escapeIcsText(`Property showings${withAgent} (${appointment.addresses.length} ${appointment.addresses.length === 1 ? 'home' : 'homes'})`)}`,
    `LOCATION:${escapeIcsText(appointment.addresses[0] ?? '')}`,
    `DESCRIPTION:${escapeIcsText(`Homes to visit:\n${homes}\n\nVisiting list: ${appointment.visitingListUrl}`)}`,
    `URL:${appointment.visitingListUrl}`,
    'STATUS:TENTATIVE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}
