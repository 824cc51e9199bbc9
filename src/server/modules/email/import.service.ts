/**
 * CSV import of contacts (the browser parses the file with papaparse and sends the rows after
 * the header). Each row gets its own result: 'Success', or 'error' with the reason; a row whose
 * address is already in the list can then be overwritten with the Update button ('Entry
 * updated.'). The valid rows go in with one set-based insert inside one transaction, so a large
 * file takes seconds and a failure leaves the list as it was.
 */
import type pg from 'pg';
import type { z } from 'zod';
import {
  DEFAULT_GROUP,
  ENTRY_UPDATED,
  ZContactEmail,
  ZContactName,
  ZContactPhone,
  ZGroupType,
  type TContactRow,
  type TImportResultRow,
  type ZUpdateEntryInput,
} from '#shared/schemas/email.schema.ts';
import { runInTransaction } from '#server/db/transaction.ts';
import { defaultGroupId, findContact, groupIdFor, NEW_TOKEN_SQL } from './contacts.service.ts';

export const ALREADY_IN_LIST = 'This email is already in the list. Update to overwrite it.';
export const DUPLICATE_IN_FILE = 'The same email is on an earlier row of this file.';
export const IMPORTED = 'Added.';

interface CheckedRow {
  result: TImportResultRow;
  /** Set when the row is valid and should be inserted. */
  contact?: { fullName: string; email: string; phone: string | null; groupType: string };
}

function firstMessage(result: z.ZodSafeParseResult<unknown>): string | null {
  return result.success ? null : (result.error.issues[0]?.message ?? 'Invalid value');
}

function checkRow(cells: string[], seen: Set<string>): CheckedRow {
  const [rawName = '', rawEmail = '', rawPhone = '', rawGroup = ''] = cells.map((cell) => cell.trim());
  const result: TImportResultRow = {
    full_name: rawName,
    email: rawEmail,
    phone_number: rawPhone,
    group_type: rawGroup || DEFAULT_GROUP,
    status: 'error',
    message: '',
  };
  const name = ZContactName.safeParse(rawName);
  const email = ZContactEmail.safeParse(rawEmail);
  const phone = ZContactPhone.safeParse(rawPhone);
  const group = rawGroup ? ZGroupType.safeParse(rawGroup) : null;
  const problem =
    (firstMessage(name) && `Full name: ${firstMessage(name)}`) ||
    (firstMessage(email) && `Email: ${firstMessage(email)}`) ||
    (firstMessage(phone) && `Phone number: ${firstMessage(phone)}`) ||
    (group && firstMessage(group) && `Group: ${firstMessage(group)}`);
  if (problem) return { result: { ...result, message: problem } };

  const address = email.data!;
  const key = address.toLowerCase();
  if (seen.has(key)) return { result: { ...result, message: DUPLICATE_IN_FILE } };
  seen.add(key);
  return {
    result: { ...result, email: address },
    contact: { fullName: name.data!, email: address, phone: phone.data ?? null, groupType: group?.data ?? DEFAULT_GROUP },
  };
}

/** Group names used by the file: existing ones (any case) are reused, new ones are created. */
async function resolveGroups(client: pg.PoolClient, names: string[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const fallback = await defaultGroupId(client);
  ids.set(DEFAULT_GROUP.toLowerCase(), fallback);
  const wanted = [...new Set(names.map((name) => name.toLowerCase()))].filter((name) => !ids.has(name));
  if (wanted.length === 0) return ids;
  const firstSpelling = new Map<string, string>();
  for (const name of names) if (!firstSpelling.has(name.toLowerCase())) firstSpelling.set(name.toLowerCase(), name);
  await client.query('insert into email_group (group_type) select unnest($1::text[]) on conflict do nothing', [wanted.map((key) => firstSpelling.get(key)!)]);
  const { rows } = await client.query<{ id: number; key: string }>(
    'select id, lower(group_type) as key from email_group where lower(group_type) = any($1::text[])',
    [wanted],
  );
  for (const row of rows) ids.set(row.key, row.id);
  return ids;
}

export async function importContacts(pool: pg.Pool, rows: string[][]): Promise<TImportResultRow[]> {
  const seen = new Set<string>();
  const checked = rows.map((cells) => checkRow(cells, seen));
  const valid = checked.filter((row) => row.contact);
  if (valid.length === 0) return checked.map((row) => row.result);

  return runInTransaction(pool, async (client) => {
    const groups = await resolveGroups(
      client,
      valid.map((row) => row.contact!.groupType),
    );
    const contacts = valid.map((row) => row.contact!);
    const { rows: inserted } = await client.query<{ key: string }>(
      `insert into email_contact (full_name, email, phone_number, group_id, source, unsubscribe_token)
       select r.full_name, r.email, r.phone_number, r.group_id, 'import', ${NEW_TOKEN_SQL}
         from unnest($1::text[], $2::text[], $3::text[], $4::int[]) as r(full_name, email, phone_number, group_id)
       on conflict ((lower(email))) do nothing
       returning lower(email) as key`,
      [
        contacts.map((contact) => contact.fullName),
        contacts.map((contact) => contact.email),
        contacts.map((contact) => contact.phone),
        contacts.map((contact) => groups.get(contact.groupType.toLowerCase())!),
      ],
    );
    const added = new Set(inserted.map((row) => row.key));
    return checked.map((row) => {
      if (!row.contact) return row.result;
      return added.has(row.contact.email.toLowerCase())
        ? { ...row.result, status: 'Success' as const, message: IMPORTED }
        : { ...row.result, message: ALREADY_IN_LIST };
    });
  });
}

/** The Update button: write the row over the contact with that address (or add it). */
export async function updateEntry(
  pool: pg.Pool,
  input: z.output<typeof ZUpdateEntryInput>,
): Promise<{ message: string; contact: TContactRow; result: TImportResultRow }> {
  const groupId = input.group_type ? await groupIdFor(pool, input.group_type) : null;
  const fallback = await defaultGroupId(pool);
  const { rows } = await pool.query<{ id: number }>(
    `insert into email_contact (full_name, email, phone_number, group_id, source, unsubscribe_token)
     values ($1, $2, $3, coalesce($4::int, $5::int), 'import', ${NEW_TOKEN_SQL})
     on conflict ((lower(email))) do update
        set full_name = excluded.full_name,
            phone_number = excluded.phone_number,
            group_id = coalesce($4::int, email_contact.group_id),
            updated_at = now()
     returning id`,
    [input.full_name, input.email, input.phone_number, groupId, fallback],
  );
  const contact = await findContact(pool, rows[0]!.id);
  return {
    message: ENTRY_UPDATED,
    contact,
    result: {
      full_name: contact.full_name,
      email: contact.email,
      phone_number: contact.phone_number ?? '',
      group_type: contact.group_type,
      status: 'Success',
      message: ENTRY_UPDATED,
    },
  };
}
