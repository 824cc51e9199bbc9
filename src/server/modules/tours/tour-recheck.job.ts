/**
 * The morning before a tour, each stop's listing is checked again: a home that went conditional,
 * sold or off the market since the booking is flagged on its stop, and the visitor and the agent
 * get one mail listing the changes. A stop is flagged once, so a repeated job mails nothing new.
 */
import type pg from 'pg';
import { toWallTime } from '#shared/schemas/showings.schema.ts';
import { runInTransaction } from '../../db/transaction.ts';
import { loadAgentSignature } from '../../mail/agent-signature.ts';
import { queueMail } from '../../mail/mail-outbox.ts';
import type { AppServices } from '../../services.ts';
import { publicListingSql } from '../listings/public-listing.ts';
import { addDays } from '#shared/tours/tour-slots.ts';
import { torontoDayRange } from './availability.service.ts';
import { addressLine } from './tour-admin.service.ts';
import { statusChangeMails, type FlaggedHome } from './tour-mail.ts';

/** 07:00 in Toronto: the day before the tour, early enough for the visitor to react. */
export const TOUR_RECHECK_CRON = '0 7 * * *';

export const STATUS_CHANGES = { conditional: 'now conditionally sold', sold: 'sold', off: 'no longer on the market' } as const;
type StatusChange = keyof typeof STATUS_CHANGES;

interface StopStatusRow {
  entry_id: number;
  address: string | null;
  municipality: string | null;
  listing_id: number | null;
  visible: boolean | null;
  mls_status: string | null;
  standard_status: string | null;
  agent_status: string | null;
}

/** What happened to a stop's listing since booking, or null when it is still for sale as it was. */
export function statusChangeOf(row: Pick<StopStatusRow, 'listing_id' | 'visible' | 'mls_status' | 'standard_status' | 'agent_status'>): StatusChange | null {
  if (row.listing_id === null) return 'off';
  const mls = (row.mls_status ?? '').toLowerCase();
  const standard = (row.standard_status ?? '').toLowerCase();
  if (mls.includes('conditional') || standard === 'active under contract' || standard === 'pending') return 'conditional';
  if (mls === 'sold' || mls === 'leased' || standard === 'closed' || row.agent_status === 'Sold') return 'sold';
  if (!row.visible) return 'off';
  return null;
}

interface TourToCheck {
  id: number;
  appointment_id: number;
  url_code: string;
  full_name: string;
  email_address: string;
  starts_at: Date;
  ends_at: Date;
  status: 'BOOKED' | 'CONFIRMED';
  ics_sequence: number;
}

/** Checks every live tour starting on `day` (Toronto); returns how many stops were newly flagged. */
export async function recheckToursOn(services: AppServices, day: string): Promise<number> {
  const range = torontoDayRange(day);
  const { rows: tours } = await services.pool.query<TourToCheck>(
    `select t.id, t.appointment_id, a.url_code, a.full_name, a.email_address, t.starts_at, t.ends_at, t.status, t.ics_sequence
       from showing_tour t join appointment a on a.id = t.appointment_id
      where t.status <> 'CANCELLED' and t.starts_at >= $1 and t.starts_at < $2 order by t.id`,
    [range.start, range.end],
  );
  let flaggedCount = 0;
  for (const tour of tours) flaggedCount += await recheckTour(services, tour);
  return flaggedCount;
}

async function recheckTour(services: AppServices, tour: TourToCheck): Promise<number> {
  return runInTransaction(services.pool, async (client: pg.PoolClient) => {
    // Locking the tour row serializes two workers checking the same tour.
    await client.query('select 1 from showing_tour where id = $1 for update', [tour.id]);
    const { rows } = await client.query<StopStatusRow>(
      `select e.id as entry_id, e.address, e.municipality, l.id as listing_id, ${publicListingSql('l')} as visible,
              l.mls_status, l.standard_status, l.agent_status
         from showing_entry e left join listing l on l.id = e.listing_id
        where e.appointment_id = $1 and e.status_flag is null order by e.sn, e.id`,
      [tour.appointment_id],
    );
    const flagged: FlaggedHome[] = [];
    for (const row of rows) {
      const change = statusChangeOf(row);
      if (!change) continue;
      await client.query('update showing_entry set status_flag = $2 where id = $1', [row.entry_id, change]);
      flagged.push({ address: addressLine(row), change: STATUS_CHANGES[change] });
    }
    await client.query('update showing_tour set rechecked_at = now() where id = $1', [tour.id]);
    if (flagged.length === 0) return 0;
    const { rows: settings } = await client.query<{ email: string | null }>('select email from site_settings where id = 1');
    const { rows: stops } = await client.query<{ address: string | null; municipality: string | null }>(
      'select address, municipality from showing_entry where appointment_id = $1 order by sn, id',
      [tour.appointment_id],
    );
    const mails = statusChangeMails(
      services.config,
      { ...tour, addresses: stops.map(addressLine) },
      flagged,
      settings[0]?.email ?? null,
      await loadAgentSignature(client),
    );
    for (const mail of mails) await queueMail(client, services.jobs, mail);
    return flagged.length;
  });
}

/** Tomorrow in Toronto, for a check run this morning. */
export const tomorrowInToronto = (now: Date) => addDays(toWallTime(now).slice(0, 10), 1);

export async function registerTourWorkers(services: AppServices): Promise<void> {
  await services.jobs.work('tours.recheck', {}, async (payloads) => {
    for (const payload of payloads) await recheckToursOn(services, payload.day ?? tomorrowInToronto(new Date()));
  });
}
