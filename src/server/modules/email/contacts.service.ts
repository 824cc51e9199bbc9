/**
 * The agent's email list: contacts (unique by email, case-insensitively), groups with totals,
 * and Sync, which gathers everyone who wrote through the site's forms. Plain SQL on the pg pool:
 * most of this is set-based (totals, sync), and the unique index on lower(email) is the one
 * source of truth for duplicates.
 */
import type pg from 'pg';
import type { z } from 'zod';
import {
  CONTACTS_PAGE_SIZE,
  DEFAULT_GROUP,
  type TContactRow,
  type TContactsPage,
  type TGroupRow,
  type TSyncResult,
  type ZChangeGroupInput,
  type ZContactInput,
  type ZContactsPageInput,
  type ZGroupInput,
} from '#shared/schemas/email.schema.ts';
import { runInTransaction } from '#server/db/transaction.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Queryable } from '../../db/queryable.ts';

export const EMAIL_TAKEN = 'This email is already in the list.';
export const GROUP_TAKEN = 'This group already exists.';
export const UNKNOWN_GROUP = 'There is no such group.';

/** A fresh unsubscribe token (two v4 UUIDs: 244 random bits), made by PostgreSQL in the insert. */
export const NEW_TOKEN_SQL = `replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '')`;

const CONTACT_COLUMNS = `
  c.id, c.full_name, c.email, c.phone_number, c.group_id, coalesce(g.group_type, '${DEFAULT_GROUP}') as group_type,
  c.source, c.unsubscribed_at is not null as unsubscribed, c.created_at`;
const CONTACT_FROM = 'email_contact c left join email_group g on g.id = c.group_id';

interface ContactRecord {
  id: number;
  full_name: string;
  email: string;
  phone_number: string | null;
  group_id: number | null;
  group_type: string;
  source: string;
  unsubscribed: boolean;
  created_at: Date;
}

export const toContactRow = (record: ContactRecord): TContactRow => ({ ...record, created_at: record.created_at.toISOString() });

const isUniqueViolation = (error: unknown, constraint: string) =>
  (error as { code?: string; constraint?: string }).code === '23505' && (error as { constraint?: string }).constraint === constraint;

/** The default group's id; it is seeded, and recreated here should it ever be missing. */
export async function defaultGroupId(db: Queryable): Promise<number> {
  await db.query('insert into email_group (group_type) values ($1) on conflict do nothing', [DEFAULT_GROUP]);
  const { rows } = await db.query<{ id: number }>('select id from email_group where lower(group_type) = lower($1)', [DEFAULT_GROUP]);
  return rows[0]!.id;
}

/** A group by name (any case); the default group always resolves. */
export async function groupIdFor(db: Queryable, groupType: string): Promise<number> {
  if (groupType.toLowerCase() === DEFAULT_GROUP.toLowerCase()) return defaultGroupId(db);
  const { rows } = await db.query<{ id: number }>('select id from email_group where lower(group_type) = lower($1)', [groupType.trim()]);
  if (!rows[0]) throw new AppError('BAD_REQUEST', UNKNOWN_GROUP, { group_type: [UNKNOWN_GROUP] });
  return rows[0].id;
}

export async function findContact(db: Queryable, id: number): Promise<TContactRow> {
  const { rows } = await db.query<ContactRecord>(`select ${CONTACT_COLUMNS} from ${CONTACT_FROM} where c.id = $1`, [id]);
  if (!rows[0]) throw notFound('Contact');
  return toContactRow(rows[0]);
}

const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

export async function listContacts(db: Queryable, input: z.output<typeof ZContactsPageInput>): Promise<TContactsPage> {
  const search = input.search ? likePattern(input.search) : null;
  const where = search ? 'where c.full_name ilike $1 or c.email ilike $1 or c.phone_number ilike $1' : '';
  const params = search ? [search] : [];
  const total = (await db.query<{ n: number }>(`select count(*)::int as n from email_contact c ${where}`, params)).rows[0]!.n;
  const { rows } = await db.query<ContactRecord>(
    `select ${CONTACT_COLUMNS} from ${CONTACT_FROM} ${where} order by c.id desc limit ${CONTACTS_PAGE_SIZE} offset ${(input.page - 1) * CONTACTS_PAGE_SIZE}`,
    params,
  );
  return { rows: rows.map(toContactRow), total, page: input.page, page_size: CONTACTS_PAGE_SIZE };
}

/** The whole list, for the legacy REST grid (which paged on its own). */
export async function allContacts(db: Queryable): Promise<TContactRow[]> {
  const { rows } = await db.query<ContactRecord>(`select ${CONTACT_COLUMNS} from ${CONTACT_FROM} order by c.id desc`);
  return rows.map(toContactRow);
}

type ContactData = z.output<typeof ZContactInput>;

export async function createContact(pool: pg.Pool, input: ContactData): Promise<TContactRow> {
  const groupId = await groupIdFor(pool, input.group_type);
  try {
    const { rows } = await pool.query<{ id: number }>(
      `insert into email_contact (full_name, email, phone_number, group_id, source, unsubscribe_token)
       values ($1, $2, $3, $4, 'manual', ${NEW_TOKEN_SQL}) returning id`,
      [input.full_name, input.email, input.phone_number, groupId],
    );
    return findContact(pool, rows[0]!.id);
  } catch (error) {
    if (isUniqueViolation(error, 'email_contact_email_unique')) throw new AppError('CONFLICT', EMAIL_TAKEN, { email: [EMAIL_TAKEN] });
    throw error;
  }
}

export async function updateContact(pool: pg.Pool, id: number, input: ContactData): Promise<TContactRow> {
  const groupId = await groupIdFor(pool, input.group_type);
  try {
    const { rowCount } = await pool.query(
      `update email_contact set full_name = $2, email = $3, phone_number = $4, group_id = $5, updated_at = now() where id = $1`,
      [id, input.full_name, input.email, input.phone_number, groupId],
    );
    if (!rowCount) throw notFound('Contact');
    return findContact(pool, id);
  } catch (error) {
    if (isUniqueViolation(error, 'email_contact_email_unique')) throw new AppError('CONFLICT', EMAIL_TAKEN, { email: [EMAIL_TAKEN] });
    throw error;
  }
}

export async function deleteContact(db: Queryable, id: number): Promise<void> {
  const { rowCount } = await db.query('delete from email_contact where id = $1', [id]);
  if (!rowCount) throw notFound('Contact');
}

export async function changeGroup(db: Queryable, input: z.output<typeof ZChangeGroupInput>): Promise<TContactRow> {
  const groupId = await groupIdFor(db, input.group_type);
  const { rowCount } = await db.query('update email_contact set group_id = $2, updated_at = now() where id = $1', [input.id, groupId]);
  if (!rowCount) throw notFound('Contact');
  return findContact(db, input.id);
}

// Groups ----------------------------------------------------------------------------------------

/** Totals count contacts without a group (their group was removed long ago) under the default. */
const GROUP_SELECT = `
  select g.id, g.group_type,
         (select count(*)::int from email_contact c
           where c.group_id = g.id or (c.group_id is null and lower(g.group_type) = lower('${DEFAULT_GROUP}'))) as total_entries
    from email_group g`;

export async function listGroups(db: Queryable): Promise<TGroupRow[]> {
  await defaultGroupId(db);
  const { rows } = await db.query<TGroupRow>(`${GROUP_SELECT} order by lower(g.group_type) = lower('${DEFAULT_GROUP}') desc, lower(g.group_type)`);
  return rows;
}

export async function findGroup(db: Queryable, id: number): Promise<TGroupRow> {
  const { rows } = await db.query<TGroupRow>(`${GROUP_SELECT} where g.id = $1`, [id]);
  if (!rows[0]) throw notFound('Group');
  return rows[0];
}

/** By id ("12") or by name ("Buyers 2025"): the bulk page's address carries the name. */
export async function findGroupByIdOrType(db: Queryable, group: string): Promise<TGroupRow> {
  const { rows } = await db.query<TGroupRow>(
    `${GROUP_SELECT} where lower(g.group_type) = lower($1) or ($1 ~ '^[0-9]{1,9}$' and g.id = $1::int) order by lower(g.group_type) = lower($1) desc limit 1`,
    [group.trim()],
  );
  if (!rows[0]) {
    if (group.trim().toLowerCase() === DEFAULT_GROUP.toLowerCase()) return findGroup(db, await defaultGroupId(db));
    throw notFound('Group');
  }
  return rows[0];
}

export async function createGroup(db: Queryable, input: z.output<typeof ZGroupInput>): Promise<TGroupRow> {
  try {
    const { rows } = await db.query<{ id: number }>('insert into email_group (group_type) values ($1) returning id', [input.group_type]);
    return findGroup(db, rows[0]!.id);
  } catch (error) {
    if (isUniqueViolation(error, 'email_group_unique')) throw new AppError('CONFLICT', GROUP_TAKEN, { group_type: [GROUP_TAKEN] });
    throw error;
  }
}

/** Deleting a group moves its contacts to the default group; the default group itself stays. */
export async function deleteGroup(pool: pg.Pool, id: number): Promise<void> {
  await runInTransaction(pool, async (client) => {
    const group = await findGroup(client, id);
    if (group.group_type.toLowerCase() === DEFAULT_GROUP.toLowerCase()) {
      throw new AppError('CONFLICT', `The default group '${DEFAULT_GROUP}' cannot be deleted.`);
    }
    const fallback = await defaultGroupId(client);
    await client.query('update email_contact set group_id = $2, updated_at = now() where group_id = $1', [id, fallback]);
    await client.query('delete from email_group where id = $1', [id]);
  });
}

export async function groupContacts(db: Queryable, group: TGroupRow): Promise<TContactRow[]> {
  const isDefault = group.group_type.toLowerCase() === DEFAULT_GROUP.toLowerCase();
  const { rows } = await db.query<ContactRecord>(
    `select ${CONTACT_COLUMNS} from ${CONTACT_FROM} where c.group_id = $1 ${isDefault ? 'or c.group_id is null' : ''} order by lower(c.full_name), c.id`,
    [group.id],
  );
  return rows.map(toContactRow);
}

// Sync ------------------------------------------------------------------------------------------

/**
 * Everyone who wrote through the Contact Us, enquiry and showing forms, added once each (the
 * latest name and phone they gave), tagged with the form of that latest message. Addresses
 * already in the list are left as they are, including their unsubscribe choice.
 */
export async function syncContacts(pool: pg.Pool): Promise<TSyncResult> {
  return runInTransaction(pool, async (client) => {
    const groupId = await defaultGroupId(client);
    const { rows } = await client.query<{ source: 'contact' | 'enquiry' | 'appointment'; n: number }>(
      `with people as (
         select trim(firstname || ' ' || lastname) as full_name, trim(email_address) as email, phone_number, 'contact' as source, created_at from contact_inquiry
         union all
         select trim(full_name), trim(email_address), phone_number, 'enquiry', created_at from enquiry
         union all
         select trim(full_name), trim(email_address), phone_number, 'appointment', created_at from appointment
       ),
       latest as (
         select distinct on (lower(email)) full_name, email, phone_number, source
           from people
          where email ~ '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$'
          order by lower(email), created_at desc
       ),
       added as (
         insert into email_contact (full_name, email, phone_number, group_id, source, unsubscribe_token)
         select case when full_name = '' then email else full_name end, email, phone_number, $1, source, ${NEW_TOKEN_SQL}
           from latest
         on conflict ((lower(email))) do nothing
         returning source
       )
       select source, count(*)::int as n from added group by source`,
      [groupId],
    );
    const bySource = { contact: 0, enquiry: 0, appointment: 0 };
    for (const row of rows) bySource[row.source] = row.n;
    return { added: bySource.contact + bySource.enquiry + bySource.appointment, by_source: bySource };
  });
}
