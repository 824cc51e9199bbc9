/**
 * Showings end to end through the REST paths and tRPC: booking (all or nothing, with the
 * confirmation mail in the outbox), the visitor's views by url_code, the agent's replies and
 * schedule, and feedback comments (public readers never see e-mail addresses).
 */
import { describe, expect, it } from 'vitest';
import { createCaller } from '#server/trpc/app.router.ts';
import { createContext } from '#server/trpc/init.ts';
import { VISITOR_LIMITS } from '../messages/visitor-guard.ts';
import { CONFIRMATIONS_PER_ADDRESS } from './appointments.service.ts';
import { ipSequence, type ListingSeed, suiteApp } from '../../../../tests/support/suite-app.ts';
import { fieldErrors, keyOrder } from '../../../../tests/support/json-shape.ts';
import { showingRequest } from '../../../../tests/support/visitor-leads.ts';

const freshIp = ipSequence('10.2.0');
let bookings = 0;
/** Each booking from its own address, so the per-address confirmation limit is only met where a test means it. */
const freshEmail = () => {
  bookings += 1;
  return `priya.${bookings}@example.com`;
};
const LISTING: ListingSeed = {
  listing_key: 'W7000001',
  feed_class: 'condo',
  address: '88 Harbour Street 1203',
  municipality: 'Toronto',
  price: 749000,
  latitude: 43.642,
  longitude: -79.377,
};

describe('showings, appointments and feedback', () => {
  const t = suiteApp({ listing: LISTING, signedIn: true });

  const post = (url: string, payload: unknown, options: { ip?: string; admin?: boolean } = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: options.ip ?? freshIp(), headers: options.admin ? t.headers : {} });
  const get = (url: string, options: { admin?: boolean } = {}) => t.app.inject({ method: 'GET', url, headers: options.admin ? t.headers : {} });

  const properties = () => [
    // The visitor's copy is stale on purpose: the database's facts win for a listing it still has.
    {
      property_id: t.listingId,
      mls: 'OLD',
      address: 'Old address',
      municipality: 'Toronto',
      price: 1,
      propertyType: 'condo',
      latitude: 43.6,
      longitude: -79.3,
      url: '/media/x.webp',
    },
    {
      property_id: 424242,
      mls: 'E5550002',
      address: '7 Gone Crescent',
      municipality: 'Ajax',
      price: '650,000',
      propertyType: 'resedential',
      latitude: null,
      longitude: null,
    },
  ];
  const booking = (overrides: Record<string, unknown> = {}) => showingRequest(properties(), { email_address: freshEmail(), ...overrides });
  const book = async (overrides: Record<string, unknown> = {}) => {
    const response = await post('/api/public/appointments/new', booking(overrides));
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { url_code: string; message: string; appointment: string | null };
  };
  const appointmentRow = async (code: string) =>
    (await t.services.pool.query('select id, status, appointment, appointment_at from appointment where url_code = $1', [code])).rows[0];

  describe('booking (POST /api/public/appointments/new)', () => {
    it('stores the appointment and its entries and queues the confirmation with the visiting-list link', async () => {
      const answer = await book();
      expect(answer.message).toBe('Your appointment created successfully');
      expect(answer.url_code).toMatch(/^[0-9a-z]{6}$/);
      const appointment = await appointmentRow(answer.url_code);
      expect(appointment).toMatchObject({ status: 'NEW', appointment: '2030-06-01 14:30' });
      // Toronto is on daylight time in June (UTC-4).
      expect(appointment.appointment_at.toISOString()).toBe('2030-06-01T18:30:00.000Z');

      const { rows: entries } = await t.services.pool.query(
        'select listing_id, sn, mls, address, municipality, price::float as price, property_type from showing_entry where appointment_id = $1 order by sn',
        [appointment.id],
      );
      expect(entries).toEqual([
        { listing_id: t.listingId, sn: 1, mls: 'W7000001', address: '88 Harbour Street 1203', municipality: 'Toronto', price: 749000, property_type: 'condo' },
        { listing_id: null, sn: 2, mls: 'E5550002', address: '7 Gone Crescent', municipality: 'Ajax', price: 650000, property_type: 'resedential' },
      ]);

      const { rows: mails } = await t.services.pool.query(
        `select d.id, d.to_address, m.text, m.html from email_delivery d join email_message m on m.id = d.message_id
          where m.kind = 'appointment.confirmation' and d.idempotency_key like $1`,
        [`appointment.confirmation:${appointment.id}:%`],
      );
      expect(mails).toHaveLength(1);
      expect(mails[0].to_address).toMatch(/^priya\.\d+@example\.com$/);
      expect(mails[0].text).toContain(`/showings/${answer.url_code}`);
      expect(mails[0].text).toContain('88 Harbour Street 1203, Toronto');
      // Nothing the visitor typed reaches an address nobody has verified: not the name, the
      // message, nor their copy of a listing the database no longer has (only counted).
      for (const body of [mails[0].text, mails[0].html]) {
        expect(body).not.toContain('Priya');
        expect(body).not.toContain('Weekend works best');
        expect(body).not.toContain('Gone Crescent');
        expect(body).toContain('1 more property from your list');
      }
      expect(await t.services.jobs.boss.findJobs('mail.send', { data: { deliveryId: mails[0].id } })).toHaveLength(1);
    });

    it('mails one address at most CONFIRMATIONS_PER_ADDRESS times a day, and still stores every booking', async () => {
      const email_address = 'someone.else@example.com';
      const mailsTo = async () =>
        (
          await t.services.pool.query(
            "select count(*)::int as n from email_delivery d join email_message m on m.id = d.message_id where m.kind = 'appointment.confirmation' and d.to_address = $1",
            [email_address],
          )
        ).rows[0].n;
      const before = await t.count('appointment');
      for (let index = 0; index < CONFIRMATIONS_PER_ADDRESS.max + 2; index += 1) await book({ email_address });
      expect(await t.count('appointment')).toBe(before + CONFIRMATIONS_PER_ADDRESS.max + 2);
      expect(await mailsTo()).toBe(CONFIRMATIONS_PER_ADDRESS.max);
    });

    it('refuses a listing the site no longer shows, and writes nothing', async () => {
      await t.services.pool.query('update listing set agent_hidden = true where id = $1', [t.listingId]);
      try {
        const before = { appointments: await t.count('appointment'), mails: await t.count('email_message') };
        const response = await post('/api/public/appointments/new', booking());
        expect(fieldErrors(response)).toEqual({ properties: ['Old address is no longer available. Please remove it from your showing list.'] });
        expect({ appointments: await t.count('appointment'), mails: await t.count('email_message') }).toEqual(before);
      } finally {
        await t.services.pool.query('update listing set agent_hidden = false where id = $1', [t.listingId]);
      }
    });

    it('keeps a free proposed url_code and replaces a taken one', async () => {
      const first = await book({ url_code: 'abc123', properties: properties() });
      expect(first.url_code).toBe('abc123');
      const second = await book({ url_code: 'ABC123' });
      expect(second.url_code).not.toBe('abc123');
      expect(second.url_code).toMatch(/^[0-9a-z]{6}$/);
    });

    it('refuses bad input with field messages and writes nothing at all', async () => {
      const before = { appointments: await t.count('appointment'), entries: await t.count('showing_entry'), mails: await t.count('email_message') };
      const cases: Array<[Record<string, unknown>, Record<string, string[]>]> = [
        [{ properties: '[{"property_id": 1, "address": ' }, { properties: ['The list of properties could not be read'] }],
        [{ properties: '[]' }, { properties: ['Please add at least one property to your showing list'] }],
        [{ properties: [{ property_id: 5 }] }, { properties: ['Required'] }],
        [{ properties: [...properties(), properties()[0]] }, { properties: ['Each property can be listed once'] }],
        [
          { full_name: '', email_address: 'nope', message: '' },
          { full_name: ['Required'], email_address: ['Invalid email'], message: ['Required'] },
        ],
        [{ appointment: '2001-01-01 10:00' }, { appointment: ['You must select a valid date'] }],
        [{ appointment: '2030-02-30 10:00' }, { appointment: ['You must select a valid date'] }],
      ];
      for (const [overrides, errors] of cases) {
        const response = await post('/api/public/appointments/new', booking(overrides));
        expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
        expect(response.json().errors, JSON.stringify(overrides)).toEqual(errors);
      }
      expect({ appointments: await t.count('appointment'), entries: await t.count('showing_entry'), mails: await t.count('email_message') }).toEqual(before);
    });

    it('answers a filled honeypot like a success and stores nothing; limits each IP', async () => {
      const before = await t.count('appointment');
      const trap = await post('/api/public/appointments/new', booking({ website: 'spam' }));
      expect(trap.statusCode).toBe(200);
      expect(trap.json().url_code).toMatch(/^[0-9a-z]{6}$/);
      expect(await t.count('appointment')).toBe(before);

      const ip = freshIp();
      for (let index = 0; index < VISITOR_LIMITS.appointment; index += 1) {
        expect((await post('/api/public/appointments/new', booking({ appointment: '' }), { ip })).statusCode).toBe(200);
      }
      expect((await post('/api/public/appointments/new', booking(), { ip })).statusCode).toBe(429);
    });
  });

  describe("the visitor's views by url_code", () => {
    it('serves the visiting list, the appointment without contact details, and 404 for unknown codes', async () => {
      const { url_code } = await book();
      const list = await get(`/api/public/showings/get/${url_code}`);
      expect(list.statusCode).toBe(200);
      expect(list.json().data).toEqual([
        expect.objectContaining({ sn: 1, address: '88 Harbour Street 1203', availableTime: null, property_id: t.listingId }),
        expect.objectContaining({ sn: 2, address: '7 Gone Crescent', availableTime: null, property_id: null }),
      ]);

      const one = await get(`/api/public/showings/${url_code.toUpperCase()}`);
      expect(one.statusCode).toBe(200);
      expect(one.json().data).toMatchObject({ url_code, appointment: '2030-06-01 14:30', status: 'NEW' });
      expect(JSON.stringify(one.json())).not.toContain('@example.com');

      const byBody = await post('/api/public/showings', { url_code });
      expect(byBody.json().data.properties).toHaveLength(2);

      expect((await get('/api/public/showings/get/zzzzzz')).statusCode).toBe(404);
      for (const code of ['1', 'not-a-code']) {
        const malformed = await get(`/api/public/showings/get/${code}`);
        expect(fieldErrors(malformed)).toEqual({ url_code: ['Invalid url code'] });
      }
      expect((await t.caller().showings.appointment({ urlCode: url_code })).properties).toHaveLength(2);
    });
  });

  describe("the agent's showings", () => {
    const reply = (payload: Record<string, unknown>) => post('/api/admin/appointments/reply', payload, { admin: true });
    const listed = async (filter: string) =>
      (await get(`/api/admin/appointments/${filter}`, { admin: true })).json().results as Array<{
        id: number;
        url_code: string;
        status: string;
        properties: Array<{ id: number; address: string; in_list: boolean }>;
      }>;

    it('lists available and completed showings, accepts with a reply and completes only from ACCEPTED', async () => {
      const { url_code } = await book();
      const { id } = await appointmentRow(url_code);
      expect((await listed('ANY')).map((row) => row.url_code)).toContain(url_code);
      expect((await listed('completed')).map((row) => row.url_code)).not.toContain(url_code);
      expect((await get('/api/admin/appointments/BOGUS', { admin: true })).statusCode).toBe(400);

      const early = await reply({ appointment_id: id, type: 'complete', email_address: 'priya@example.com' });
      expect(early.statusCode).toBe(409);

      const missing = await reply({ appointment_id: id, type: 'reply', subject: '', msg: '' });
      expect(fieldErrors(missing)).toEqual({ subject: ['Required'], msg: ['Required'] });

      const accepted = await reply({
        appointment_id: id,
        type: 'reply',
        email_address: 'priya@example.com',
        full_name: 'Priya Shah',
        subject: 'Your showing',
        msg: 'See you Saturday',
      });
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json().message).toBe('Successfully replied');
      expect((await appointmentRow(url_code)).status).toBe('ACCEPTED');
      expect((await reply({ appointment_id: id, type: 'reply', subject: 'again', msg: 'again' })).statusCode).toBe(409);

      const mailsBefore = await t.count('email_delivery');
      const completed = await reply({ appointment_id: id, type: 'complete', email_address: 'priya@example.com' });
      expect(completed.statusCode).toBe(200);
      expect(completed.json().message).toBe('Marked as completed');
      expect(await t.count('email_delivery')).toBe(mailsBefore + 1);
      expect((await listed('COMPLETED')).map((row) => row.url_code)).toContain(url_code);
      expect((await listed('ANY')).map((row) => row.url_code)).not.toContain(url_code);

      const { rows } = await t.services.pool.query(
        `select m.kind, m.text from email_message m join email_delivery d on d.message_id = m.id where d.idempotency_key like $1 order by m.id`,
        [`appointment.%:${id}:%`],
      );
      expect(rows.map((row) => row.kind)).toEqual(['appointment.confirmation', 'appointment.reply', 'appointment.completed']);
      expect(rows[1].text).toContain('See you Saturday');
    });

    it("saves the agent's order and times; refuses properties that are not in the appointment", async () => {
      const { url_code } = await book();
      const { id } = await appointmentRow(url_code);
      const [first, second] = (await listed('ANY')).find((row) => row.id === id)!.properties;

      const saved = await post(
        '/api/admin/appointments/showings/saveList',
        {
          appointment_id: id,
          list: [
            { sn: 1, id: second!.id, availableTime: '2030-06-01T15:00' },
            { sn: 2, property_id: t.listingId, availableTime: '2030-06-01 16:30' },
          ],
        },
        { admin: true },
      );
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().message).toBe('List saved successfully');
      const visiting = (await get(`/api/public/showings/get/${url_code}`)).json().data;
      expect(visiting.map((entry: { address: string; availableTime: string | null }) => [entry.address, entry.availableTime])).toEqual([
        ['7 Gone Crescent', '2030-06-01 15:00'],
        ['88 Harbour Street 1203', '2030-06-01 16:30'],
      ]);

      // A missing time is saved as "to be confirmed"; a property left out goes last, unscheduled.
      const partial = await post(
        '/api/admin/appointments/showings/saveList',
        { appointment_id: id, list: [{ sn: 1, id: first!.id, availableTime: '' }] },
        { admin: true },
      );
      expect(partial.statusCode).toBe(200);
      const after = (await get(`/api/public/showings/get/${url_code}`)).json().data;
      expect(after.map((entry: { address: string; availableTime: string | null }) => [entry.address, entry.availableTime])).toEqual([
        ['88 Harbour Street 1203', null],
        ['7 Gone Crescent', null],
      ]);
      // The agent's list still holds the entry saved without a time; the one left out is off it.
      const listedAfter = (await listed('ANY')).find((row) => row.id === id)!.properties;
      expect(listedAfter.map((entry) => [entry.address, entry.in_list])).toEqual([
        ['88 Harbour Street 1203', true],
        ['7 Gone Crescent', false],
      ]);

      const foreign = await post(
        '/api/admin/appointments/showings/saveList',
        { appointment_id: id, list: [{ sn: 1, id: 987654, availableTime: '2030-06-02 10:00' }] },
        { admin: true },
      );
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json().errors.list[0]).toContain('is not part of this appointment');
      const badTime = await post(
        '/api/admin/appointments/showings/saveList',
        { appointment_id: id, list: [{ sn: 1, id: first!.id, availableTime: 'tomorrow' }] },
        { admin: true },
      );
      expect(badTime.statusCode).toBe(400);
      expect((await get(`/api/public/showings/get/${url_code}`)).json().data).toEqual(after);
    });
  });

  describe('feedback comments', () => {
    it('saves one comment per rated property, keeps the rating on the entry, and replaces a re-rating', async () => {
      const { url_code } = await book({ email_address: 'priya@example.com' });
      const { id } = await appointmentRow(url_code);
      const rate = (rating: number, comment: string) =>
        post('/api/public/comments', {
          appointment: url_code,
          data: JSON.stringify([{ property_id: t.listingId, address: 'x', rating, comment }, { address: '7 Gone Crescent' }]),
        });

      const first = await rate(4.5, 'Lovely view');
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json().saved).toBe(1);
      const second = await rate(3, 'Noisy street');
      expect(second.statusCode).toBe(200);

      const { rows } = await t.services.pool.query(
        'select mls, address, customer_name, customer_email, rating::float as rating, comment, listing_id from comment where appointment_id = $1',
        [id],
      );
      expect(rows).toEqual([
        {
          mls: 'W7000001',
          address: '88 Harbour Street 1203',
          customer_name: 'Priya Shah',
          customer_email: 'priya@example.com',
          rating: 3,
          comment: 'Noisy street',
          listing_id: t.listingId,
        },
      ]);
      const entry = (
        await t.services.pool.query('select rating::float as rating, comment from showing_entry where appointment_id = $1 and listing_id = $2', [
          id,
          t.listingId,
        ])
      ).rows[0];
      expect(entry).toEqual({ rating: 3, comment: 'Noisy street' });
    });

    it('needs a name and e-mail without an appointment, and ratings in half stars', async () => {
      const before = await t.count('comment');
      const anonymous = await post('/api/public/comments', { data: [{ mls: 'W7000001', rating: 4 }] });
      expect(fieldErrors(anonymous)).toEqual({ customer_name: ['Required'], email_address: ['Required'] });
      const oddRating = await post('/api/public/comments', {
        customer_name: 'Tom',
        email_address: 'tom@example.com',
        data: [{ mls: 'W7000001', rating: 4.3 }],
      });
      expect(oddRating.statusCode).toBe(400);
      const nothingRated = await post('/api/public/comments', { customer_name: 'Tom', email_address: 'tom@example.com', data: [{ mls: 'W7000001' }] });
      expect(nothingRated.json().errors.data).toEqual(['Please rate at least one property']);
      expect((await post('/api/public/comments', { appointment: 'zzzzzz', data: [{ mls: 'W7000001', rating: 4 }] })).statusCode).toBe(404);
      expect(await t.count('comment')).toBe(before);

      const ok = await post('/api/public/comments', {
        customer_name: 'Tom Baker',
        email_address: 'tom@example.com',
        data: [{ mls: 'w7000001', address: '88 Harbour Street 1203', rating: 5, comment: '100% worth it' }],
      });
      expect(ok.statusCode).toBe(200);
    });

    it('shows public feedback without e-mails, and the agent can search and summarise it', async () => {
      const publicList = await get('/api/public/comments');
      expect(publicList.statusCode).toBe(200);
      const body = JSON.stringify(publicList.json());
      expect(body).not.toContain('@example.com');
      expect(publicList.json().data[0]).toMatchObject({ customer_name: 'Tom', rating: 5 });

      const byMls = (await get('/api/public/comments/W7000001')).json().data;
      expect(byMls.rating.count).toBeGreaterThanOrEqual(2);
      expect(JSON.stringify(byMls)).not.toContain('@example.com');

      const adminList = (await get('/api/admin/comments', { admin: true })).json().data;
      expect(adminList[0]).toMatchObject({ customer_name: 'Tom Baker', customer_email: 'tom@example.com' });

      const search = async (q: string) =>
        (await get(`/api/admin/comments/search/${encodeURIComponent(q)}`, { admin: true })).json().data as Array<{ customer_email: string }>;
      expect((await search('TOM@EXAMPLE')).map((row) => row.customer_email)).toEqual(['tom@example.com']);
      expect((await search('harbour')).length).toBeGreaterThanOrEqual(2);
      expect(await search('%')).toEqual([]);
      expect(await search('100%')).toEqual([]);

      const summary = await get(`/api/admin/comments/property/${t.listingId}`, { admin: true });
      expect(summary.statusCode).toBe(200);
      const { rating, comments } = summary.json().data;
      expect(rating.rating).toBe(4); // 3 (re-rated) and 5
      expect(comments).toHaveLength(2);
      expect((await get('/api/admin/comments/property/999999', { admin: true })).statusCode).toBe(404);
      await expect(t.caller().showings.adminComments()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    });

    it('limits ratings per IP, counted in the database (a flood gets 429)', async () => {
      const { url_code } = await book();
      const ip = freshIp();
      const rate = () =>
        post(
          '/api/public/comments',
          { appointment: url_code, data: JSON.stringify([{ property_id: t.listingId, address: 'x', rating: 4, comment: 'Nice' }]) },
          { ip },
        );
      for (let index = 0; index < VISITOR_LIMITS.comment; index += 1) expect((await rate()).statusCode).toBe(200);
      expect((await rate()).statusCode).toBe(429);
      expect((await t.services.pool.query('select hits from request_limit where key = $1', [`visitor:comment:${ip}`])).rows[0].hits).toBe(
        VISITOR_LIMITS.comment + 1,
      );
    });
  });

  describe('the /api answers keep the spec names, values and order', () => {
    it('pins the legacy JSON of the visiting list, the appointments, the replies and the comments', async () => {
      const email = freshEmail();
      const booked = await post('/api/public/appointments/new', booking({ email_address: email, full_name: 'Nadia Roy' }));
      expect(keyOrder(booked.json())).toEqual(['status', 'message', 'url_code', 'appointment']);
      const { url_code } = booked.json() as { url_code: string };
      const { id } = await appointmentRow(url_code);
      const rated = await post('/api/public/comments', { appointment: url_code, data: [{ property_id: t.listingId, rating: 3.5, comment: 'Bright' }] });
      expect(rated.json()).toEqual({ status: 'ok', message: 'Thank you for your feedback', saved: 1 });

      const entries = [
        {
          sn: 1,
          property_id: t.listingId,
          mls: 'W7000001',
          address: '88 Harbour Street 1203',
          municipality: 'Toronto',
          propertyType: 'condo',
          latitude: 43.642,
          longitude: -79.377,
          availableTime: null,
          rating: 3.5,
          comment: 'Bright',
        },
        {
          sn: 2,
          property_id: null,
          mls: 'E5550002',
          address: '7 Gone Crescent',
          municipality: 'Ajax',
          propertyType: 'resedential',
          latitude: null,
          longitude: null,
          availableTime: null,
          rating: null,
          comment: null,
        },
      ];
      const visiting = (await get(`/api/public/showings/get/${url_code}`)).json();
      expect(visiting).toEqual({ data: entries });
      expect(keyOrder(visiting)).toEqual(keyOrder({ data: entries }));
      const appointment = { data: { url_code, appointment: '2030-06-01 14:30', status: 'NEW', properties: entries } };
      for (const answer of [(await get(`/api/public/showings/${url_code}`)).json(), (await post('/api/public/showings', { url_code })).json()]) {
        expect(answer).toEqual(appointment);
        expect(keyOrder(answer)).toEqual(keyOrder(appointment));
      }

      const row = ((await get('/api/admin/appointments/ANY', { admin: true })).json().results as Array<{ id: number }>).find((each) => each.id === id);
      const adminRow = {
        id,
        full_name: 'Nadia Roy',
        email_address: email,
        phone_number: '6475550111',
        message: 'Weekend works best',
        appointment: '2030-06-01 14:30',
        url_code,
        status: 'NEW',
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        properties: [
          { ...entries[0], id: expect.any(Number), price: 749000, in_list: false },
          { ...entries[1], id: expect.any(Number), price: 650000, in_list: false },
        ],
      };
      expect(row).toEqual(adminRow);
      expect(keyOrder(row)).toEqual(keyOrder(adminRow));
      const accepted = await post('/api/admin/appointments/reply', { appointment_id: id, type: 'reply', subject: 'Hi', msg: 'Yes' }, { admin: true });
      expect(accepted.json()).toEqual({ status: 'ok', message: 'Successfully replied', appointment_status: 'ACCEPTED' });
      expect(keyOrder(accepted.json())).toEqual(['status', 'message', 'appointment_status']);

      const publicComment = {
        id: expect.any(Number),
        mls: 'W7000001',
        address: '88 Harbour Street 1203',
        customer_name: 'Nadia',
        rating: 3.5,
        comment: 'Bright',
        created_at: expect.any(String),
      };
      const adminComment = { ...publicComment, customer_name: 'Nadia Roy', customer_email: email, property_id: t.listingId, appointment_id: id };
      const ofNadia = (answer: { data: Array<{ customer_name: string }> }) => answer.data.filter((comment) => comment.customer_name.startsWith('Nadia'));
      const latest = ofNadia((await get('/api/public/comments')).json());
      expect(latest).toEqual([publicComment]);
      expect(keyOrder(latest)).toEqual(keyOrder([publicComment]));
      const byMls = (await get('/api/public/comments/W7000001')).json().data;
      expect(keyOrder(byMls).slice(0, 3)).toEqual(['rating', 'rating.rating', 'rating.count']);
      expect(byMls.comments.find((comment: { customer_name: string }) => comment.customer_name === 'Nadia')).toEqual(publicComment);
      expect(keyOrder(byMls.comments[0])).toEqual(keyOrder(publicComment));
      for (const url of ['/api/admin/comments', '/api/admin/comments/search/Nadia']) {
        const comments = ofNadia((await get(url, { admin: true })).json());
        expect(comments, url).toEqual([adminComment]);
        expect(keyOrder(comments), url).toEqual(keyOrder([adminComment]));
      }
      const summary = (await get(`/api/admin/comments/property/${t.listingId}`, { admin: true })).json().data;
      expect(keyOrder(summary).slice(0, 4)).toEqual(['rating', 'rating.rating', 'rating.count', 'comments']);
      expect(summary.comments.find((comment: { customer_email: string }) => comment.customer_email === email)).toEqual(adminComment);
      expect(keyOrder(summary.comments[0])).toEqual(keyOrder(adminComment));
    });
  });

  describe('through tRPC', () => {
    it('answers every procedure with the same rules as the REST paths', async () => {
      const visitor = createCaller(createContext(t.services, { ip: freshIp() }));
      const booked = await visitor.showings.book({
        fullName: 'Lee Wong',
        emailAddress: 'lee@example.com',
        message: 'Any time',
        appointment: '2030-01-15T09:05',
        phoneNumber: null,
        properties: [{ listingId: t.listingId, address: 'ignored' }],
      });
      expect(booked).toMatchObject({ message: 'Your appointment created successfully', appointment: '2030-01-15 09:05' });
      const appointment = await visitor.showings.appointment({ urlCode: booked.urlCode });
      expect(appointment.properties).toEqual([expect.objectContaining({ address: '88 Harbour Street 1203', mls: 'W7000001', listingClass: 'condo' })]);
      await expect(visitor.showings.book({ fullName: 'Lee', emailAddress: 'lee@example.com', message: 'x', properties: 'nope' })).rejects.toMatchObject({
        code: 'BAD_REQUEST',
      });

      expect(await visitor.showings.rate({ appointment: booked.urlCode, data: [{ listingId: t.listingId, rating: 5 }] })).toMatchObject({ saved: 1 });
      expect((await visitor.showings.comments())[0]).toMatchObject({ customerName: 'Lee', rating: 5 });
      expect((await visitor.showings.commentsByMls({ mls: 'W7000001' })).comments.some((comment) => comment.customerName === 'Lee')).toBe(true);

      const admin = t.caller(await t.adminToken());
      const row = (await admin.showings.appointments({ status: 'ANY' })).find((candidate) => candidate.urlCode === booked.urlCode)!;
      expect(row.properties[0]).toMatchObject({ rating: 5, listingId: t.listingId });
      await admin.showings.saveShowingList({ appointmentId: row.id, list: [{ sn: 1, id: row.properties[0]!.id, availableTime: '2030-01-15 09:30' }] });
      expect((await visitor.showings.appointment({ urlCode: booked.urlCode })).properties[0]!.availableTime).toBe('2030-01-15 09:30');
      await expect(admin.showings.answerAppointment({ appointmentId: row.id, type: 'complete' })).rejects.toMatchObject({ code: 'CONFLICT' });
      expect(await admin.showings.answerAppointment({ appointmentId: row.id, type: 'reply', subject: 'Hi', msg: 'Confirmed' })).toMatchObject({
        appointmentStatus: 'ACCEPTED',
      });
      expect((await admin.showings.searchComments({ q: 'lee@' })).map((comment) => comment.customerEmail)).toEqual(['lee@example.com']);
      expect((await admin.showings.adminComments()).length).toBeGreaterThan(0);
      expect((await admin.showings.propertyComments({ listingId: t.listingId })).rating.count).toBeGreaterThan(0);
      await expect(visitor.showings.appointments({ status: 'ANY' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    });

    it('names the fields of a bad input in the domain names (the /api paths rename them back)', async () => {
      const visitor = createCaller(createContext(t.services, { ip: freshIp() }));
      const fieldsOf = (call: Promise<unknown>) =>
        call.then(
          () => [],
          (error: { cause?: { issues?: { path: PropertyKey[] }[] } }) => (error.cause?.issues ?? []).map((issue) => issue.path.join('.')),
        );
      expect(
        await fieldsOf(
          visitor.showings.book({ fullName: '', emailAddress: 'x', phoneNumber: '1'.repeat(31), message: 'Hi', urlCode: 'bad code!', properties: [] }),
        ),
      ).toEqual(['fullName', 'emailAddress', 'phoneNumber', 'properties', 'urlCode']);
      expect(await fieldsOf(visitor.showings.appointment({ urlCode: 'bad code!' }))).toEqual(['urlCode']);
      expect(await fieldsOf(visitor.showings.rate({ data: [{ listingId: t.listingId, rating: 4 }] }))).toEqual(['customerName', 'emailAddress']);
      const admin = t.caller(await t.adminToken());
      expect(await fieldsOf(admin.showings.answerAppointment({ appointmentId: 0, type: 'complete', emailAddress: 'x'.repeat(255) }))).toEqual([
        'appointmentId',
        'emailAddress',
      ]);
      expect(await fieldsOf(admin.showings.saveShowingList({ appointmentId: 'x', list: [] }))).toEqual(['appointmentId']);
    });
  });
});
