import { describe, expect, it } from 'vitest';
import { buildAppointmentIcs, escapeIcsText, foldIcsLine } from './appointment-ics.ts';

const appointment = {
  urlCode: 'k3x9a1',
  appointment: '2030-06-01 14:30',
  addresses: ['88 Harbour Street 1203, Toronto', '7 Gone Crescent; Unit 2, Ajax'],
  visitingListUrl: 'https://realtor.example/showings/k3x9a1',
  agentName: 'Alex Morgan',
};

describe('the appointment calendar file (RFC 5545)', () => {
  const ics = buildAppointmentIcs(appointment, new Date('2030-05-20T12:00:00Z'));
  const lines = ics.split('\r\n');

  it('is CRLF-delimited with one event in a calendar and the Toronto zone defined', () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines).toContain('TZID:America/Toronto');
    expect(lines).toContain('DTSTART;TZID=America/Toronto:20300601T143000');
    expect(lines).toContain('DTSTAMP:20300520T120000Z');
    expect(lines).toContain('UID:showing-k3x9a1@realtor.example');
    expect(lines).toContain('DURATION:PT60M');
  });

  it("carries every home's address, escaped", () => {
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain('LOCATION:88 Harbour Street 1203\\, Toronto');
    expect(unfolded).toContain('1. 88 Harbour Street 1203\\, Toronto\\n2. 7 Gone Crescent\\; Unit 2\\, Ajax');
    expect(unfolded).toContain('Visiting list: https://realtor.example/showings/k3x9a1');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const folded = foldIcsLine(`DESCRIPTION:${'é'.repeat(60)}`);
    for (const part of folded.split('\r\n')) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(`DESCRIPTION:${'é'.repeat(60)}`);
    expect(escapeIcsText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });
});
