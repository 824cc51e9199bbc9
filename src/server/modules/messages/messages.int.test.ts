/**
 * Visitors' messages end to end through the REST paths and tRPC: validation with the spec's
 * messages (nothing written on bad input), the honeypot, the per-IP rate limit, and the agent's
 * enquiry handling (NEW → ACCEPTED with a queued mail → COMPLETED; wrong transitions are 409).
 */
import { describe, expect, it } from 'vitest';
import type { TRPCError } from '@trpc/server';
import { z, type ZodError } from 'zod';
import { createCaller } from '#server/trpc/app.router.ts';
import { createContext } from '#server/trpc/init.ts';
import { TOO_MANY_SUBMISSIONS, VISITOR_LIMITS } from './visitor-guard.ts';
import { ipSequence, type ListingSeed, suiteApp } from '../../../../tests/support/suite-app.ts';
import { fieldErrors, keyOrder } from '../../../../tests/support/json-shape.ts';
import { CONTACT_MESSAGE } from '../../../../tests/support/visitor-leads.ts';

const freshIp = ipSequence('10.1.0');
const LISTING: ListingSeed = {
  listing_key: 'C9000001',
  feed_class: 'residential',
  address: '12 Test Avenue',
  municipality: 'Toronto',
  price: 899000,
  latitude: 43.7,
  longitude: -79.4,
};

describe('visitor messages and enquiry handling', () => {
  const t = suiteApp({ listing: LISTING, signedIn: true });

  const post = (url: string, payload: unknown, ip = freshIp(), headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: ip, headers });

  /** Maria's message with spaces around her name and address and a blank phone, as forms send them. */
  const contact = { ...CONTACT_MESSAGE, firstname: '  Maria ', email_address: ' maria@example.com ', phone_number: '' };
  /** The same message in the procedure's names. */
  const contactInput = { firstName: '  Maria ', lastName: 'Lopez', emailAddress: ' maria@example.com ', phoneNumber: '', enquiry: 'Do you cover Etobicoke?' };

  describe('Contact Us (POST /api/public/contact/new)', () => {
    it('stores a valid inquiry, trimmed, with a blank phone as none', async () => {
      const before = await t.count('contact_inquiry');
      const response = await post('/api/public/contact/new', contact);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok', message: 'Message successfully' });
      const { rows } = await t.services.pool.query(
        'select firstname, lastname, email_address, phone_number, enquiry from contact_inquiry order by id desc limit 1',
      );
      expect(rows[0]).toEqual({
        firstname: 'Maria',
        lastname: 'Lopez',
        email_address: 'maria@example.com',
        phone_number: null,
        enquiry: 'Do you cover Etobicoke?',
      });
      expect(await t.count('contact_inquiry')).toBe(before + 1);
    });

    it('refuses bad input with the spec messages per field and writes nothing', async () => {
      const before = await t.count('contact_inquiry');
      const response = await post('/api/public/contact/new', {
        firstname: 'Al',
        lastname: '',
        email_address: 'not-an-email',
        phone_number: '1234567890123456',
        enquiry: '   ',
      });
      expect(fieldErrors(response)).toEqual({
        firstname: ['Too Short!'],
        lastname: ['Required'],
        email_address: ['Invalid email'],
        phone_number: ['Too Long!'],
        enquiry: ['Required'],
      });
      const tooLong = await post('/api/public/contact/new', { ...contact, firstname: 'x'.repeat(51), phone_number: '12345' });
      expect(fieldErrors(tooLong)).toEqual({ firstname: ['Too Long!'], phone_number: ['Too Short!'] });
      const missing = await post('/api/public/contact/new', {});
      expect(fieldErrors(missing)).toMatchObject({ firstname: ['Required'], lastname: ['Required'], email_address: ['Required'], enquiry: ['Required'] });
      expect(await t.count('contact_inquiry')).toBe(before);
    });

    it('answers a filled honeypot like a success and stores nothing', async () => {
      const before = await t.count('contact_inquiry');
      const response = await post('/api/public/contact/new', { ...contact, website: 'http://spam.example' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok', message: 'Message successfully' });
      expect(await t.count('contact_inquiry')).toBe(before);
    });

    it('limits each IP to a few messages per 10 minutes with a friendly 429', async () => {
      const ip = freshIp();
      for (let index = 0; index < VISITOR_LIMITS.contact; index += 1) {
        expect((await post('/api/public/contact/new', contact, ip)).statusCode).toBe(200);
      }
      const before = await t.count('contact_inquiry');
      const limited = await post('/api/public/contact/new', contact, ip);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toBe(TOO_MANY_SUBMISSIONS);
      expect(await t.count('contact_inquiry')).toBe(before);
      // Someone else is not affected.
      expect((await post('/api/public/contact/new', contact)).statusCode).toBe(200);
    });

    it('works through tRPC with the same rules', async () => {
      const caller = createCaller(createContext(t.services, { ip: freshIp() }));
      await expect(caller.messages.sendContact({ ...contactInput, phoneNumber: '416 555 0199' })).resolves.toEqual({
        status: 'ok',
        message: 'Message successfully',
      });
      // The browser form sends its parsed values, where a blank phone is null.
      await expect(caller.messages.sendContact({ ...contactInput, phoneNumber: null })).resolves.toEqual({ status: 'ok', message: 'Message successfully' });
      const error = await caller.messages.sendContact({ ...contactInput, emailAddress: 'x@' }).catch((failure: TRPCError) => failure);
      expect(error).toMatchObject({ code: 'BAD_REQUEST' });
      expect(z.flattenError((error as TRPCError).cause as ZodError).fieldErrors).toEqual({ emailAddress: ['Invalid email'] });
    });
  });

  describe('Ask about this home (POST /api/public/enquiries/new)', () => {
    const enquiry = () => ({
      property_id: t.listingId,
      property_type: 'resedential',
      full_name: 'Sam Carter',
      email_address: 'sam@example.com',
      phone_number: '4165550100',
      enquiry: 'Is the basement finished?',
    });

    it('stores a NEW enquiry linked to the listing', async () => {
      const response = await post('/api/public/enquiries/new', enquiry());
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toBe('Message successfully');
      const { rows } = await t.services.pool.query('select listing_id, property_type, full_name, status from enquiry order by id desc limit 1');
      expect(rows[0]).toEqual({ listing_id: t.listingId, property_type: 'resedential', full_name: 'Sam Carter', status: 'NEW' });
    });

    it('refuses bad input and an unknown property, writing nothing', async () => {
      const before = await t.count('enquiry');
      const bad = await post('/api/public/enquiries/new', { ...enquiry(), full_name: 'Sa', email_address: '', enquiry: '' });
      expect(fieldErrors(bad)).toEqual({ full_name: ['Too Short!'], email_address: ['Required'], enquiry: ['Required'] });
      const unknown = await post('/api/public/enquiries/new', { ...enquiry(), property_id: 999999 });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().errors.property_id).toEqual(['This property is no longer available.']);
      expect(await t.count('enquiry')).toBe(before);
    });

    it('drops a filled honeypot silently', async () => {
      const before = await t.count('enquiry');
      const response = await post('/api/public/enquiries/new', { ...enquiry(), website: 'x' });
      expect(response.statusCode).toBe(200);
      expect(await t.count('enquiry')).toBe(before);
    });
  });

  describe('admin enquiries', () => {
    const newEnquiry = async () => {
      const response = await post(
        '/api/admin/enquiries/new',
        { full_name: 'Walk In', email_address: 'walkin@example.com', enquiry: 'Called about condos' },
        undefined,
        t.headers,
      );
      expect(response.statusCode).toBe(200);
      return response.json().id as number;
    };
    const reply = (payload: Record<string, unknown>) => post('/api/admin/enquiries/reply', payload, undefined, t.headers);
    const statusOf = async (id: number) => (await t.services.pool.query('select status from enquiry where id = $1', [id])).rows[0]?.status;

    it('lists enquiries with their property and the contact messages', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/admin/enquiries', headers: t.headers });
      expect(response.statusCode).toBe(200);
      const { results, contact_messages } = response.json();
      const linked = results.find((row: { property_id: number | null }) => row.property_id === t.listingId);
      expect(linked).toMatchObject({ full_name: 'Sam Carter', status: 'NEW', property: { mls: 'C9000001', address: '12 Test Avenue' } });
      expect(contact_messages[0]).toMatchObject({ firstname: expect.any(String), email_address: expect.any(String) });
      await expect(t.caller().messages.enquiries()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    });

    it('accepts with a reply: status ACCEPTED, outbox rows and a mail.send job in the same commit', async () => {
      const id = await newEnquiry();
      const response = await reply({
        enquiry_id: id,
        type: 'reply',
        email_address: 'ignored@evil.example',
        full_name: 'W',
        subject: 'Re: condos',
        msg: 'Hello <b>there</b>\n\nSee you soon',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok', message: 'Successfully replied', enquiry_status: 'ACCEPTED' });
      expect(await statusOf(id)).toBe('ACCEPTED');

      const { rows } = await t.services.pool.query(
        `select d.id, d.to_address, d.status, d.idempotency_key, m.subject, m.html, m.text, m.kind
           from email_delivery d join email_message m on m.id = d.message_id where m.kind = 'enquiry.reply' order by d.id desc limit 1`,
      );
      const delivery = rows[0];
      expect(delivery).toMatchObject({ to_address: 'walkin@example.com', status: 'pending', subject: 'Re: condos' });
      expect(delivery.idempotency_key).toMatch(new RegExp(`^enquiry\\.reply:${id}:`));
      expect(delivery.html).toContain('Hello &lt;b&gt;there&lt;/b&gt;');
      expect(delivery.html).not.toContain('<b>there</b>');
      expect(delivery.text).toContain('See you soon');
      const jobs = await t.services.jobs.boss.findJobs('mail.send', { data: { deliveryId: delivery.id } });
      expect(jobs).toHaveLength(1);
    });

    it('refuses a second accept (409, no second mail) and completes only from ACCEPTED', async () => {
      const id = await newEnquiry();
      const early = await reply({ enquiry_id: id, type: 'complete' });
      expect(early.statusCode).toBe(409);
      expect(early.json().message).toBe('Only an accepted enquiry can be marked as completed.');
      expect(await statusOf(id)).toBe('NEW');

      expect((await reply({ enquiry_id: id, type: 'reply', subject: 'Hi', msg: 'First' })).statusCode).toBe(200);
      const mailsBefore = await t.count('email_delivery');
      const again = await reply({ enquiry_id: id, type: 'reply', subject: 'Hi', msg: 'Second' });
      expect(again.statusCode).toBe(409);
      expect(await t.count('email_delivery')).toBe(mailsBefore);

      const done = await reply({ enquiry_id: id, type: 'complete', email_address: 'walkin@example.com' });
      expect(done.statusCode).toBe(200);
      expect(done.json().message).toBe('Marked as completed');
      expect(await statusOf(id)).toBe('COMPLETED');
      expect((await reply({ enquiry_id: id, type: 'complete' })).statusCode).toBe(409);
    });

    it('needs a subject and a message to reply, and changes nothing without them', async () => {
      const id = await newEnquiry();
      const mailsBefore = await t.count('email_message');
      const response = await reply({ enquiry_id: id, type: 'reply', subject: '', msg: ' ' });
      expect(fieldErrors(response)).toEqual({ subject: ['Required'], msg: ['Required'] });
      expect(await statusOf(id)).toBe('NEW');
      expect(await t.count('email_message')).toBe(mailsBefore);
      expect((await reply({ enquiry_id: 999999, type: 'reply', subject: 'a', msg: 'b' })).statusCode).toBe(404);
    });

    it('keeps the spec names, values and order in the /api answers of enquiries and contact messages', async () => {
      const sent = {
        property_id: t.listingId,
        property_type: 'resedential',
        full_name: 'Ola Berg',
        email_address: 'ola@example.com',
        phone_number: '4165550123',
        enquiry: 'Is it quiet?',
      };
      expect((await post('/api/public/enquiries/new', sent)).statusCode).toBe(200);
      expect((await post('/api/public/contact/new', { ...contact, firstname: 'Olaf', email_address: 'olaf@example.com' })).statusCode).toBe(200);
      const { results, contact_messages, ...rest } = (await t.app.inject({ method: 'GET', url: '/api/admin/enquiries', headers: t.headers })).json();
      expect(rest).toEqual({});
      const enquiryRow = {
        id: expect.any(Number),
        full_name: 'Ola Berg',
        email_address: 'ola@example.com',
        phone_number: '4165550123',
        enquiry: 'Is it quiet?',
        status: 'NEW',
        property_id: t.listingId,
        property_type: 'resedential',
        property: { mls: 'C9000001', address: '12 Test Avenue', municipality: 'Toronto' },
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      };
      const ola = results.find((row: { full_name: string }) => row.full_name === 'Ola Berg');
      expect(ola).toEqual(enquiryRow);
      expect(keyOrder(ola)).toEqual(keyOrder(enquiryRow));
      const messageRow = {
        id: expect.any(Number),
        firstname: 'Olaf',
        lastname: 'Lopez',
        email_address: 'olaf@example.com',
        phone_number: null,
        enquiry: 'Do you cover Etobicoke?',
        created_at: expect.any(String),
      };
      const olaf = contact_messages.find((row: { firstname: string }) => row.firstname === 'Olaf');
      expect(olaf).toEqual(messageRow);
      expect(keyOrder(olaf)).toEqual(keyOrder(messageRow));
      const accepted = await reply({ enquiry_id: ola.id, type: 'reply', subject: 'Quiet', msg: 'Very.' });
      expect(keyOrder(accepted.json())).toEqual(['status', 'message', 'enquiry_status']);
    });

    it('answers the visitor and agent procedures through tRPC', async () => {
      const visitor = createCaller(createContext(t.services, { ip: freshIp() }));
      await visitor.messages.sendEnquiry({ listingId: t.listingId, fullName: 'Tina Park', emailAddress: 'tina@example.com', enquiry: 'Parking?' });
      const admin = t.caller(await t.adminToken());
      const tina = (await admin.messages.enquiries()).find((row) => row.fullName === 'Tina Park')!;
      expect(tina).toMatchObject({ status: 'NEW', property: { mls: 'C9000001' } });
      expect(await admin.messages.answerEnquiry({ enquiryId: tina.id, type: 'reply', subject: 'Parking', msg: 'Two spots.' })).toMatchObject({
        enquiryStatus: 'ACCEPTED',
      });
      expect(await admin.messages.answerEnquiry({ enquiryId: tina.id, type: 'complete' })).toMatchObject({ message: 'Marked as completed' });
      expect((await admin.messages.contactMessages()).length).toBeGreaterThan(0);
      await expect(visitor.messages.answerEnquiry({ enquiryId: tina.id, type: 'complete' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    });

    it('logs an enquiry by hand through tRPC, validated like the public form', async () => {
      const caller = t.caller(await t.adminToken());
      const { id } = await caller.messages.logEnquiry({
        listingId: t.listingId,
        fullName: 'Phone Caller',
        emailAddress: 'caller@example.com',
        enquiry: 'Price?',
      });
      expect(await statusOf(id)).toBe('NEW');
      await expect(caller.messages.logEnquiry({ fullName: 'No', emailAddress: 'caller@example.com', enquiry: 'x' })).rejects.toMatchObject({
        code: 'BAD_REQUEST',
      });
    });
  });
});
