import { describe, expect, it } from 'vitest';
import { outgoingMessageFor, type DeliveryRow } from '../../mail/deliver-mail.job.ts';
import { compileMessage } from '../../mail/mailer.ts';
import { testConfig } from '../../../../tests/support/test-config.ts';
import { tourMail, type TourForMail } from './tour-mail.ts';

const config = testConfig('postgres://unused/none', { PUBLIC_URL: 'https://realtor.example' });
const tour: TourForMail = {
  id: 7,
  url_code: 'k3x9a1',
  full_name: 'Priya Shah',
  email_address: 'priya@example.com',
  starts_at: new Date('2030-06-04T14:00:00Z'),
  ends_at: new Date('2030-06-04T16:05:00Z'),
  status: 'BOOKED',
  ics_sequence: 0,
  addresses: ['88 Harbour Street 1203, Toronto', '5 Curzon Street, Toronto'],
};

describe('the mails of a showing tour', () => {
  it('carry the event at the Toronto time with the tour length, and only our wording', () => {
    const mail = tourMail(config, tour, 'booked', ['Alex Morgan'], 'Alex Morgan');
    const ics = mail.ics!.replace(/\r\n /g, '');
    expect(ics).toContain('UID:showing-k3x9a1@realtor.example');
    expect(ics).toContain('DTSTART;TZID=America/Toronto:20300604T100000');
    expect(ics).toContain('DURATION:PT125M');
    expect(ics).toContain('METHOD:REQUEST');
    expect(mail.text).toContain('Tuesday, June 4, 2030 at 10:00 a.m. (Toronto time)');
    expect(mail.text).not.toContain('Priya');
  });

  it('a cancellation keeps the UID and says CANCEL', () => {
    const mail = tourMail(config, { ...tour, status: 'CANCELLED', ics_sequence: 3 }, 'cancelled', [], null);
    expect(mail.ics).toContain('UID:showing-k3x9a1@realtor.example');
    expect(mail.ics).toContain('SEQUENCE:3');
    expect(mail.ics).toContain('METHOD:CANCEL');
  });

  it('goes out with the calendar file as a text/calendar part', async () => {
    const mail = tourMail(config, tour, 'moved', [], null);
    const row: DeliveryRow = {
      delivery_id: 1,
      status: 'pending',
      to_address: mail.to.email,
      to_name: mail.to.name ?? null,
      idempotency_key: 'tour.moved:7:x',
      is_campaign: false,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      ics: mail.ics ?? null,
      contact_id: null,
      contact_name: null,
      unsubscribe_token: null,
      unsubscribed_at: null,
    };
    const source = (await compileMessage(outgoingMessageFor(row, config, null))).toString();
    expect(source).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/);
    expect(source).toContain('BEGIN:VCALENDAR');
  });
});
