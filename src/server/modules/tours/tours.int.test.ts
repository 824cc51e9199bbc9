/**
 * Showing tours through the tRPC caller on real PostgreSQL: planning with approximate homes and
 * a start found in our own data, free slots that say only free/busy, one winner when two
 * visitors book one slot at once, the agent's confirm/move/cancel mails with one calendar UID and
 * rising SEQUENCE, and the morning-before status check.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCaller } from '#server/trpc/app.router.ts';
import { createContext } from '#server/trpc/init.ts';
import { SLOT_TAKEN, SLOT_UNAVAILABLE } from '#shared/schemas/tours.schema.ts';
import { ipSequence } from '../../../../tests/support/suite-app.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import { recheckToursOn } from './tour-recheck.job.ts';
import { START_NOT_FOUND } from './tour-places.ts';

const freshIp = ipSequence('10.19.0');
/** A Tuesday far ahead: the default hours (09:00–18:00) apply and it is never "too soon". */
const DAY = '2030-06-04';

const HOMES = [
  { key: 'C1900001', address: '88 Harbour Street 1203', community: null, latitude: 43.642, longitude: -79.377 },
  { key: 'C1900002', address: '12 Bloor Street West', community: null, latitude: 43.6705, longitude: -79.3875 },
  // No coordinates: placed at the Leslieville centre and marked approximate.
  { key: 'E1900003', address: '5 Curzon Street', community: 'Leslieville', latitude: null, longitude: null },
  { key: 'C1900004', address: '300 Front Street West', community: null, latitude: 43.6435, longitude: -79.3885 },
];

const visitorCaller = () => createCaller(createContext(t.services, { ip: freshIp() }));
let t: TestApp;
let admin: ReturnType<TestApp['caller']>;
let ids: number[];

const icsLines = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');
/** The event's line (the zone definition has DTSTARTs of its own, without a TZID). */
const icsField = (ics: string, name: string) => icsLines(ics).find((line) => line.startsWith(name === 'DTSTART' ? 'DTSTART;TZID=' : `${name}:`));

beforeAll(async () => {
  t = await createTestApp();
  admin = t.caller(await t.adminToken());
  ids = [];
  for (const home of HOMES) {
    const { rows } = await t.services.pool.query<{ id: number }>(
      `insert into listing (listing_key, feed_class, address, municipality, community, price, latitude, longitude)
       values ($1, 'residential', $2, 'Toronto', $3, 900000, $4, $5) returning id`,
      [home.key, home.address, home.community, home.latitude, home.longitude],
    );
    ids.push(rows[0]!.id);
  }
  await t.services.pool.query("update site_settings set email = 'agent@example.com', notify_new_leads = true where id = 1");
});
afterAll(() => t.close());

const booking = (overrides: Record<string, unknown> = {}) => ({
  fullName: 'Priya Shah',
  emailAddress: 'priya@example.com',
  phoneNumber: '416-555-0100',
  message: 'Looking forward to it',
  listingIds: ids,
  start: { kind: 'first' as const },
  slotAt: '',
  ...overrides,
});

describe('planning a tour', () => {
  it('orders the homes, marks the one without coordinates approximate and sums the tour', async () => {
    const plan = await visitorCaller().tours.plan({ listingIds: ids, start: { kind: 'first' } });
    expect(plan.stops).toHaveLength(4);
    expect(plan.stops[0]!.listingId).toBe(ids[0]);
    expect(plan.stops[0]!.driveMinutes).toBe(0);
    expect(plan.stops.find((stop) => stop.address === '5 Curzon Street')).toMatchObject({ approximate: true, latitude: 43.6626, longitude: -79.3337 });
    expect(plan.stops.filter((stop) => stop.approximate)).toHaveLength(1);
    expect(plan.driveSource).toBe('estimate');
    const driving = plan.stops.slice(1).reduce((sum, stop) => sum + stop.driveMinutes, 0);
    expect(plan.tourMinutes).toBe(4 * 30 + driving);
    // 300 Front Street West is next door to the first home: visited second.
    expect(plan.stops[1]!.address).toBe('300 Front Street West');
  });

  it('starts from a listing address or a community we know, and says so when it knows neither', async () => {
    const fromListing = await visitorCaller().tours.plan({ listingIds: ids, start: { kind: 'address', address: '12 bloor street west, Toronto' } });
    expect(fromListing.start.label).toBe('12 Bloor Street West, Toronto');
    expect(fromListing.stops[0]!.address).toBe('12 Bloor Street West');
    const fromCommunity = await visitorCaller().tours.plan({ listingIds: ids, start: { kind: 'address', address: 'Leslieville' } });
    expect(fromCommunity.start.label).toBe('Leslieville, Toronto');
    expect(fromCommunity.stops[0]!.address).toBe('5 Curzon Street');
    await expect(visitorCaller().tours.plan({ listingIds: ids, start: { kind: 'address', address: '1 Nowhere Lane, Atlantis' } })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: START_NOT_FOUND,
    });
  });

  it('refuses bad input with field messages', async () => {
    await expect(visitorCaller().tours.plan({ listingIds: [], start: { kind: 'first' } })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(visitorCaller().tours.slots({ day: '2030-02-30', tourMinutes: 60 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('booking a tour', () => {
  let tourMinutes: number;
  let slotAt: string;

  it('offers only start times, nothing about other bookings', async () => {
    tourMinutes = (await visitorCaller().tours.plan({ listingIds: ids, start: { kind: 'first' } })).tourMinutes;
    const answer = await visitorCaller().tours.slots({ day: DAY, tourMinutes });
    expect(answer.slots[0]).toEqual({ start: `${DAY} 09:00`, at: '2030-06-04T13:00:00.000Z' });
    for (const slot of answer.slots) expect(Object.keys(slot).sort()).toEqual(['at', 'start']);
    slotAt = answer.slots[4]!.at; // 10:00
  });

  it('lets exactly one of two visitors booking the same slot at once win; the other is told', async () => {
    const before = (await t.services.pool.query<{ n: number }>('select count(*)::int as n from appointment')).rows[0]!.n;
    const results = await Promise.allSettled([
      visitorCaller().tours.book(booking({ slotAt })),
      visitorCaller().tours.book(booking({ slotAt, fullName: 'Sam Lee', emailAddress: 'sam@example.com' })),
    ]);
    const won = results.filter((result) => result.status === 'fulfilled');
    const lost = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0]!.reason).toMatchObject({ code: 'CONFLICT' });
    expect([SLOT_TAKEN, SLOT_UNAVAILABLE]).toContain((lost[0]!.reason as Error).message);
    // Nothing of the loser was kept.
    expect((await t.services.pool.query<{ n: number }>('select count(*)::int as n from appointment')).rows[0]!.n).toBe(before + 1);
    expect((await t.services.pool.query<{ n: number }>("select count(*)::int as n from showing_tour where status <> 'CANCELLED'")).rows[0]!.n).toBe(1);
    // The slot is gone from the public answer, and so is anything overlapping it or its buffer.
    const after = await visitorCaller().tours.slots({ day: DAY, tourMinutes });
    const taken = new Date(slotAt).getTime();
    for (const slot of after.slots) {
      const start = new Date(slot.at).getTime();
      expect(start + (tourMinutes + 15) * 60_000 <= taken || start >= taken + (tourMinutes + 15) * 60_000).toBe(true);
    }
  });

  it('has the database refuse overlapping live tours, whoever writes them', async () => {
    const { rows } = await t.services.pool.query<{ appointment_id: number; starts_at: Date }>(
      "select appointment_id, starts_at from showing_tour where status <> 'CANCELLED' limit 1",
    );
    const other = await t.services.pool.query<{ id: number }>(
      "insert into appointment (full_name, email_address, message, url_code) values ('X', 'x@example.com', 'x', 'zz1900') returning id",
    );
    const overlapping = new Date(rows[0]!.starts_at.getTime() + 10 * 60_000);
    await expect(
      t.services.pool.query("insert into showing_tour (appointment_id, starts_at, ends_at, busy_until, start_label) values ($1, $2, $3, $3, 'x')", [
        other.rows[0]!.id,
        overlapping,
        new Date(overlapping.getTime() + 30 * 60_000),
      ]),
    ).rejects.toMatchObject({ code: '23P01' });
    await t.services.pool.query('delete from appointment where id = $1', [other.rows[0]!.id]);
  });

  it('refuses a slot that is not offered', async () => {
    await expect(visitorCaller().tours.book(booking({ slotAt: '2030-06-04T03:00:00.000Z', emailAddress: 'night@example.com' }))).rejects.toMatchObject({
      code: 'CONFLICT',
      message: SLOT_UNAVAILABLE,
      cause: { fieldErrors: { slotAt: [SLOT_UNAVAILABLE] } },
    });
  });

  it('mails the visitor a calendar file, and the stops carry their times', async () => {
    const { rows } = await t.services.pool.query<{ ics: string; to_address: string }>(
      "select m.ics, d.to_address from email_message m join email_delivery d on d.message_id = m.id where m.kind = 'tour.booked'",
    );
    expect(rows).toHaveLength(1);
    expect(icsField(rows[0]!.ics, 'SEQUENCE')).toBe('SEQUENCE:0');
    expect(icsField(rows[0]!.ics, 'DTSTART')).toBe('DTSTART;TZID=America/Toronto:20300604T100000');
    const calendar = await admin.tours.calendar({ day: DAY, view: 'week' });
    expect(calendar.from).toBe('2030-06-03');
    expect(calendar.tours).toHaveLength(1);
    const tour = calendar.tours[0]!;
    expect(tour.stops.map((stop) => stop.sn)).toEqual([1, 2, 3, 4]);
    expect(tour.stops[0]!.arrive).toBe(`${DAY} 10:00`);
    expect(tour.minutes).toBe(tourMinutes);
  });
});

describe("the agent's changes", () => {
  const tourMails = async () =>
    (
      await t.services.pool.query<{ kind: string; ics: string; to_address: string }>(
        "select m.kind, m.ics, d.to_address from email_message m join email_delivery d on d.message_id = m.id where m.kind like 'tour.%' and m.ics is not null order by m.id",
      )
    ).rows;

  it('confirm, move and cancel mail the visitor the same UID with a higher SEQUENCE each time', async () => {
    const tour = (await admin.tours.calendar({ day: DAY, view: 'day' })).tours[0]!;
    expect((await admin.tours.confirm({ tourId: tour.id })).status).toBe('CONFIRMED');
    await expect(admin.tours.confirm({ tourId: tour.id })).rejects.toMatchObject({ code: 'CONFLICT' });

    const free = await admin.tours.moveSlots({ day: '2030-06-05', tourMinutes: tour.minutes, tourId: tour.id });
    const moved = await admin.tours.move({ tourId: tour.id, slotAt: free.slots.find((slot) => slot.start.endsWith('14:00'))!.at });
    expect(moved.start).toBe('2030-06-05 14:00');
    expect(moved.stops[0]!.arrive).toBe('2030-06-05 14:00');
    expect((await admin.tours.cancel({ tourId: tour.id })).status).toBe('CANCELLED');

    const mails = await tourMails();
    expect(mails.map((mail) => mail.kind)).toEqual(['tour.booked', 'tour.confirmed', 'tour.moved', 'tour.cancelled']);
    expect(new Set(mails.map((mail) => mail.to_address))).toEqual(new Set([tour.visitor.emailAddress]));
    expect(new Set(mails.map((mail) => icsField(mail.ics, 'UID'))).size).toBe(1);
    expect(mails.map((mail) => icsField(mail.ics, 'SEQUENCE'))).toEqual(['SEQUENCE:0', 'SEQUENCE:1', 'SEQUENCE:2', 'SEQUENCE:3']);
    expect(icsField(mails[1]!.ics, 'STATUS')).toBe('STATUS:CONFIRMED');
    expect(icsField(mails[2]!.ics, 'DTSTART')).toBe('DTSTART;TZID=America/Toronto:20300605T140000');
    expect(icsField(mails[3]!.ics, 'METHOD')).toBe('METHOD:CANCEL');
    expect(icsField(mails[3]!.ics, 'STATUS')).toBe('STATUS:CANCELLED');
    // A cancelled tour frees its time.
    expect((await visitorCaller().tours.slots({ day: '2030-06-05', tourMinutes: tour.minutes })).slots.map((slot) => slot.start)).toContain('2030-06-05 14:00');
  });

  it('keeps days off and blocks out of the offered slots', async () => {
    const dayOff = await admin.tours.addBlock({ kind: 'day_off', day: '2030-06-06', note: 'Closing day' });
    expect((await visitorCaller().tours.slots({ day: '2030-06-06', tourMinutes: 60 })).slots).toEqual([]);
    await admin.tours.removeBlock({ blockId: dayOff.id });
    await admin.tours.addBlock({ kind: 'block', day: '2030-06-06', start: '09:00', end: '12:00', note: '' });
    expect((await visitorCaller().tours.slots({ day: '2030-06-06', tourMinutes: 60 })).slots[0]!.start).toBe('2030-06-06 12:00');
    await expect(admin.tours.addBlock({ kind: 'block', day: '2030-06-06', start: '12:00', end: '11:00', note: '' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });

  it('saves the working hours and minutes and answers them back as stored', async () => {
    const settings = await admin.tours.settings();
    expect(Object.keys(settings)).toEqual(['weeklyHours', 'showingMinutes', 'bufferMinutes']);
    const changed = { ...settings, showingMinutes: settings.showingMinutes + 5 };
    expect(await admin.tours.saveSettings(changed)).toEqual(changed);
    expect(await admin.tours.saveSettings(settings)).toEqual(settings);
    await expect(admin.tours.saveSettings({ ...settings, bufferMinutes: -1 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('admin procedures refuse a visitor', async () => {
    await expect(visitorCaller().tours.calendar({ day: DAY, view: 'day' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(visitorCaller().tours.cancel({ tourId: 1 })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('the morning-before status check', () => {
  it('flags a home that went conditional and one that left the market, mails visitor and agent once', async () => {
    const day = '2030-06-11';
    const plan = await visitorCaller().tours.plan({ listingIds: ids, start: { kind: 'first' } });
    const first = (await visitorCaller().tours.slots({ day, tourMinutes: plan.tourMinutes })).slots[0]!;
    await visitorCaller().tours.book(booking({ slotAt: first.at, emailAddress: 'checked@example.com' }));

    await t.services.pool.query("update listing set mls_status = 'Sold Conditional' where id = $1", [ids[1]]);
    await t.services.pool.query('update listing set is_active = false where id = $1', [ids[3]]);
    expect(await recheckToursOn(t.services, day)).toBe(2);

    const { rows } = await t.services.pool.query<{ kind: string; to_address: string; text: string }>(
      "select m.kind, d.to_address, m.text from email_message m join email_delivery d on d.message_id = m.id where m.kind like 'tour.status-change%' order by m.id",
    );
    expect(rows.map((row) => [row.kind, row.to_address])).toEqual([
      ['tour.status-change', 'checked@example.com'],
      ['tour.status-change.agent', 'agent@example.com'],
    ]);
    expect(rows[0]!.text).toContain('12 Bloor Street West, Toronto: now conditionally sold');
    expect(rows[0]!.text).toContain('300 Front Street West, Toronto: no longer on the market');
    const stops = (await admin.tours.calendar({ day, view: 'day' })).tours[0]!.stops;
    expect(
      stops
        .filter((stop) => stop.statusFlag)
        .map((stop) => stop.statusFlag)
        .sort(),
    ).toEqual(['conditional', 'off']);

    // Again: nothing new to flag, nothing mailed.
    expect(await recheckToursOn(t.services, day)).toBe(0);
    expect((await t.services.pool.query<{ n: number }>("select count(*)::int as n from email_message where kind like 'tour.status-change%'")).rows[0]!.n).toBe(
      2,
    );
  });
});
