/**
 * Calendar files (RFC 5545) for showings, built the same way in the browser (the visitor's file
 * right after booking) and on the server (the file mailed when a tour is booked, confirmed,
 * moved or cancelled). One event per file, at a Toronto wall time, with the zone defined.
 * A changed tour keeps its UID and raises SEQUENCE, so calendars update the event in place.
 */
import { APPOINTMENT_TIME_ZONE } from '../schemas/showings.schema.ts';

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

export interface IcsEvent {
  uid: string;
  /** 0 for the first file; every later change of the same event is higher. */
  sequence: number;
  /** PUBLISH for a file to import, REQUEST for an update, CANCEL when the event is called off. */
  method: 'PUBLISH' | 'REQUEST' | 'CANCEL';
  status: 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED';
  /** Toronto wall-clock 'YYYY-MM-DD HH:mm'. */
  start: string;
  minutes: number;
  summary: string;
  location: string;
  description: string;
  url: string;
}

export function buildIcsEvent(event: IcsEvent, now = new Date()): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Realtor site//Showings//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    ...TORONTO_VTIMEZONE,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART;TZID=${APPOINTMENT_TIME_ZONE}:${compactWallTime(event.start)}`,
    `DURATION:PT${event.minutes}M`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
    `LOCATION:${escapeIcsText(event.location)}`,
    `DESCRIPTION:${escapeIcsText(event.description)}`,
    `URL:${event.url}`,
    `STATUS:${event.status}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}

/** The event's UID for a showing code: stable for the life of the booking. */
export const showingEventUid = (urlCode: string, siteUrl: string) => `showing-${urlCode}@${new URL(siteUrl).host || 'localhost'}`;

/** What the event says about the homes: the first as location, all of them in order in the description. */
export function homesDescription(addresses: readonly string[], visitingListUrl: string): { location: string; description: string } {
  const homes = addresses.map((address, index) => `${index + 1}. ${address}`).join('\n');
  return { location: addresses[0] ?? '', description: `Homes to visit:\n${homes}\n\nVisiting list: ${visitingListUrl}` };
}
