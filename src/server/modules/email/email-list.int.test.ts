/**
 * The email list through its REST paths and tRPC: contacts (validation messages, unique emails
 * whatever their case, the default group 'None', the 50-row page), groups with totals, Sync from
 * the site's forms, CSV import (per-row results, 'Entry updated.', 10,000 rows, malformed input
 * changes nothing), block image upload, the exact preview, and the dev mailbox.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { suiteApp, type SuiteApp } from '../../../../tests/support/suite-app.ts';
import { deliverMail } from '../../mail/deliver-mail.job.ts';
import { createMailer } from '../../mail/mailer.ts';
import { fieldErrors } from '../../../../tests/support/json-shape.ts';

describe('email list', () => {
  const t = suiteApp({ env: { PUBLIC_URL: 'https://agent.example.com' }, signedIn: true });
  let admin: ReturnType<SuiteApp['caller']>;
  beforeAll(async () => {
    admin = t.caller(await t.adminToken());
  });

  const sql = async <T = Record<string, unknown>>(text: string, values: unknown[] = []) => (await t.services.pool.query(text, values)).rows as T[];
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: t.headers });
  const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, payload: payload as object, headers: t.headers });

  describe('contacts', () => {
    it('adds a contact to the default group None and reads it back', async () => {
      const response = await post('/api/admin/email-list', { full_name: ' Dana Dunn ', email: ' Dana@Example.com ', phone_number: '' });
      expect(response.statusCode).toBe(200);
      const { data } = response.json();
      expect(data).toMatchObject({
        full_name: 'Dana Dunn',
        email: 'Dana@Example.com',
        phone_number: null,
        group_type: 'None',
        source: 'manual',
        unsubscribed: false,
      });
      expect((await get(`/api/admin/email-list/${data.id}`)).json().data.email).toBe('Dana@Example.com');
      const [row] = await sql<{ unsubscribe_token: string }>('select unsubscribe_token from email_contact where id = $1', [data.id]);
      expect(row!.unsubscribe_token).toMatch(/^[0-9a-f]{64}$/);
    });

    it("refuses missing fields with 'Required' and a bad address, writing nothing", async () => {
      const before = await t.count('email_contact');
      const missing = await post('/api/admin/email-list', { full_name: '  ', email: '' });
      expect(fieldErrors(missing)).toEqual({ full_name: ['Required'], email: ['Required'] });
      const invalid = await post('/api/admin/email-list', { full_name: 'Ed', email: 'not-an-email' });
      expect(fieldErrors(invalid)).toEqual({ email: ['Invalid email'] });
      expect(await t.count('email_contact')).toBe(before);
    });

    it('keeps emails unique whatever their case', async () => {
      const before = await t.count('email_contact');
      const duplicate = await post('/api/admin/email-list', { full_name: 'Dana Again', email: 'DANA@example.COM' });
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json().errors).toEqual({ email: ['This email is already in the list.'] });
      expect(await t.count('email_contact')).toBe(before);
    });

    it('edits and deletes a contact; an unknown id is a 404', async () => {
      const { data } = await admin.email.createContact({ full_name: 'Eve Edit', email: 'eve@example.com' });
      const edited = await post(`/api/admin/email-list/${data.id}`, {
        full_name: 'Eve Edited',
        email: 'eve@example.com',
        phone_number: '416-555-0199',
        group_type: 'None',
      });
      expect(edited.json().data).toMatchObject({ full_name: 'Eve Edited', phone_number: '416-555-0199' });
      expect((await get(`/api/admin/email-list/delete/${data.id}`)).json()).toEqual({ status: 'ok', message: 'Contact deleted.' });
      expect((await get(`/api/admin/email-list/${data.id}`)).statusCode).toBe(404);
      expect((await get(`/api/admin/email-list/delete/${data.id}`)).statusCode).toBe(404);
    });

    it('pages the grid by 50 rows', async () => {
      await admin.email.importRows(Array.from({ length: 120 }, (_, index) => [`Grid ${index}`, `grid${index}@example.com`, '']));
      const total = await t.count('email_contact');
      const first = await admin.email.contacts({ page: 1 });
      expect(first).toMatchObject({ page: 1, page_size: 50, total });
      expect(first.rows).toHaveLength(50);
      const last = await admin.email.contacts({ page: Math.ceil(total / 50) });
      expect(last.rows).toHaveLength(total - 50 * (Math.ceil(total / 50) - 1));
      expect((await admin.email.contacts({ page: 1, search: 'grid11' })).rows.map((row) => row.email).sort()).toEqual(
        [
          'grid11@example.com',
          'grid110@example.com',
          'grid111@example.com',
          'grid112@example.com',
          'grid113@example.com',
          'grid114@example.com',
          'grid115@example.com',
          'grid116@example.com',
          'grid117@example.com',
          'grid118@example.com',
          'grid119@example.com',
        ].sort(),
      );
      expect((await get('/api/admin/email-list?page=2')).json()).toMatchObject({ status: 'ok', page: 2, page_size: 50 });
      expect((await get('/api/admin/email-list')).json().data).toHaveLength(total);
    });
  });

  describe('groups', () => {
    it('creates groups (required, unique), counts entries, moves contacts and keeps None', async () => {
      expect((await post('/api/admin/email-list/group', { group_type: '' })).json().errors).toEqual({ group_type: ['Required'] });
      const buyers = (await post('/api/admin/email-list/group', { group_type: 'Buyers' })).json().data;
      expect(buyers).toMatchObject({ group_type: 'Buyers', total_entries: 0 });
      expect((await post('/api/admin/email-list/group', { group_type: 'buyers' })).statusCode).toBe(409);

      const { data: contact } = await admin.email.createContact({ full_name: 'Gus Group', email: 'gus@example.com', group_type: 'Buyers' });
      expect(contact.group_type).toBe('Buyers');
      const { data: other } = await admin.email.createContact({ full_name: 'Hal Group', email: 'hal@example.com' });
      const changed = await post('/api/admin/email-list/group/change', { id: other.id, group_type: 'buyers' });
      expect(changed.json().data.group_type).toBe('Buyers');
      expect((await post('/api/admin/email-list/group/change', { id: other.id, group_type: 'Nobody' })).json().errors).toEqual({
        group_type: ['There is no such group.'],
      });

      const groups = (await get('/api/admin/email-list/group')).json().data as { id: number; group_type: string; total_entries: number }[];
      expect(groups[0]!.group_type).toBe('None');
      expect(groups.find((group) => group.group_type === 'Buyers')!.total_entries).toBe(2);
      expect((await get(`/api/admin/email-list/group/${buyers.id}`)).json().data.total_entries).toBe(2);
      const emails = (await get(`/api/admin/email-list/group/emails/${buyers.id}`)).json();
      expect(emails.data.map((row: { email: string }) => row.email).sort()).toEqual(['gus@example.com', 'hal@example.com']);
      expect((await admin.email.groupContacts({ group: 'Buyers' })).contacts).toHaveLength(2);

      const noneBefore = groups.find((group) => group.group_type === 'None')!;
      expect((await get(`/api/admin/email-list/group/delete/${noneBefore.id}`)).statusCode).toBe(409);
      expect((await get(`/api/admin/email-list/group/delete/${buyers.id}`)).json().status).toBe('ok');
      expect((await admin.email.contact({ id: contact.id })).group_type).toBe('None');
      expect((await admin.email.group({ id: noneBefore.id })).total_entries).toBe(noneBefore.total_entries + 2);
    });
  });

  describe('sync', () => {
    it("gathers the people who wrote through the site's forms once each, tagged by form", async () => {
      await sql(
        `insert into contact_inquiry (firstname, lastname, email_address, enquiry, created_at)
         values ('Ivy', 'Inquirer', 'ivy@example.com', 'Hi', now() - interval '1 day'), ('Ivy', 'Again', 'IVY@example.com', 'Hi again', now())`,
      );
      await sql(
        `insert into enquiry (full_name, email_address, phone_number, enquiry) values ('Jack Enquirer', 'jack@example.com', '4165550111', 'Price?'), ('Dana Known', 'dana@example.com', null, 'Known')`,
      );
      await sql(`insert into appointment (full_name, email_address, message, url_code) values ('Kim Visitor', 'kim@example.com', 'Tour', 'sync-code-1')`);
      const before = await t.count('email_contact');

      const response = await get('/api/admin/email-list/sync');
      expect(response.json()).toEqual({
        status: 'ok',
        message: '3 new contacts added.',
        data: { added: 3, by_source: { contact: 1, enquiry: 1, appointment: 1 } },
      });
      expect(await t.count('email_contact')).toBe(before + 3);
      const synced = await sql<{ email: string; full_name: string; source: string; phone_number: string | null }>(
        `select email, full_name, source, phone_number from email_contact where source in ('contact', 'enquiry', 'appointment') order by email`,
      );
      expect(synced).toEqual([
        { email: 'IVY@example.com', full_name: 'Ivy Again', source: 'contact', phone_number: null },
        { email: 'jack@example.com', full_name: 'Jack Enquirer', source: 'enquiry', phone_number: '4165550111' },
        { email: 'kim@example.com', full_name: 'Kim Visitor', source: 'appointment', phone_number: null },
      ]);
      expect((await get('/api/admin/email-list/sync')).json()).toMatchObject({ message: 'The list is up to date.', data: { added: 0 } });
    });
  });

  describe('CSV import', () => {
    it('answers each row: Success, or error with the reason', async () => {
      const response = await post('/api/admin/email-list/email/import', [
        ['Lia Import', 'lia@example.com', '416-555-0100'],
        ['Max Import', 'max@example.com', '', 'Sellers'],
        ['', 'noname@example.com', ''],
        ['Bad Email', 'bad-email', ''],
        ['Lia Twice', 'LIA@example.com', ''],
        ['Dana Known', 'dana@example.com', '905-555-0100'],
      ]);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual([
        { full_name: 'Lia Import', email: 'lia@example.com', phone_number: '416-555-0100', group_type: 'None', status: 'Success', message: 'Added.' },
        { full_name: 'Max Import', email: 'max@example.com', phone_number: '', group_type: 'Sellers', status: 'Success', message: 'Added.' },
        { full_name: '', email: 'noname@example.com', phone_number: '', group_type: 'None', status: 'error', message: 'Full name: Required' },
        { full_name: 'Bad Email', email: 'bad-email', phone_number: '', group_type: 'None', status: 'error', message: 'Email: Invalid email' },
        {
          full_name: 'Lia Twice',
          email: 'LIA@example.com',
          phone_number: '',
          group_type: 'None',
          status: 'error',
          message: 'The same email is on an earlier row of this file.',
        },
        {
          full_name: 'Dana Known',
          email: 'dana@example.com',
          phone_number: '905-555-0100',
          group_type: 'None',
          status: 'error',
          message: 'This email is already in the list. Update to overwrite it.',
        },
      ]);
      expect((await admin.email.groupContacts({ group: 'Sellers' })).contacts.map((row) => row.email)).toEqual(['max@example.com']);
    });

    it("overwrites an existing entry with the Update button: 'Entry updated.'", async () => {
      const response = await post('/api/admin/email-list/email/update/entry', {
        full_name: 'Dana Known',
        email: 'DANA@example.com',
        phone_number: '905-555-0100',
      });
      expect(response.json()).toMatchObject({
        status: 'ok',
        message: 'Entry updated.',
        data: { status: 'Success', message: 'Entry updated.', email: 'Dana@Example.com' },
      });
      const [row] = await sql('select full_name, phone_number from email_contact where lower(email) = $1', ['dana@example.com']);
      expect(row).toEqual({ full_name: 'Dana Known', phone_number: '905-555-0100' });
      expect((await post('/api/admin/email-list/email/update/entry', { full_name: 'X', email: 'bad' })).json().errors).toEqual({ email: ['Invalid email'] });
    });

    it('refuses a malformed file with a clear error and changes nothing', async () => {
      const before = await sql('select * from email_contact order by id');
      const groupsBefore = await t.count('email_group');
      for (const payload of [
        { not: 'rows' },
        [],
        [['Only', 'two']],
        [
          ['Good Row', 'good@example.com', '', 'New Group From Bad File'],
          ['Short', 'row'],
        ],
        [['Name', 'x'.repeat(2000), '']],
        [['Name', 42, '']],
      ]) {
        const response = await post('/api/admin/email-list/email/import', payload);
        expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
        expect(response.json().status).toBe('error');
      }
      const shortRow = await post('/api/admin/email-list/email/import', [
        ['A B', 'ab@example.com', ''],
        ['Short', 'row'],
      ]);
      expect(fieldErrors(shortRow)).toEqual({ 1: ['A row needs at least 3 columns: full name, email and phone.'] });
      expect(await sql('select * from email_contact order by id')).toEqual(before);
      expect(await t.count('email_group')).toBe(groupsBefore);
    });

    it('imports 10,000 rows in one request', async () => {
      const rows = Array.from({ length: 10_000 }, (_, index) => [
        `Bulk Person ${index}`,
        `bulk${index}@example.com`,
        `416-555-${String(index % 10_000).padStart(4, '0')}`,
        index % 2 ? 'Bulk A' : 'Bulk B',
      ]);
      const response = await post('/api/admin/email-list/email/import', rows);
      expect(response.statusCode).toBe(200);
      const results = response.json().data as { status: string }[];
      expect(results).toHaveLength(10_000);
      expect(results.every((result) => result.status === 'Success')).toBe(true);
      expect((await admin.email.groupContacts({ group: 'Bulk A' })).contacts).toHaveLength(5000);
    }, 60_000);
  });

  describe('composing', () => {
    it('uploads a block image as a mail-safe JPEG and refuses what is not an image', async () => {
      const png = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#c9973f' } })
        .png()
        .toBuffer();
      const response = await post('/api/admin/email-list/email/send/upload', { img: `data:image/png;base64,${png.toString('base64')}` });
      expect(response.statusCode).toBe(200);
      const url = response.json().data as string;
      expect(url).toMatch(/^https:\/\/agent\.example\.com\/media\/email\/[0-9a-f-]+\.jpg$/);
      const stored = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
      expect(stored.statusCode).toBe(200);
      const metadata = await sharp(stored.rawPayload).metadata();
      expect(metadata).toMatchObject({ format: 'jpeg', width: 1200 });

      const refused = await post('/api/admin/email-list/email/send/upload', { img: Buffer.from('<svg onload="alert(1)"/>').toString('base64') });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('Please choose an image file (JPEG, PNG, WebP or GIF).');
    });

    it('validates the send form: title, subject and message, or blocks for Custom', async () => {
      const response = await post('/api/admin/email-list/email/send/test', { template: 'reply', subject: '', msg: '' });
      expect(fieldErrors(response)).toMatchObject({ subject: ['Required'], msg: ['Required'] });
      const custom = await post('/api/admin/email-list/email/send/test', { template: 'Custom', subject: 'S', blocks: [] });
      expect(fieldErrors(custom)).toMatchObject({ blocks: ['Add at least one block.'] });
      const badImage = await post('/api/admin/email-list/email/send/test', {
        template: 'Custom',
        subject: 'S',
        blocks: [{ type: 'image', image: { src: 'javascript:alert(1)' } }],
      });
      expect(badImage.statusCode).toBe(400);
    });

    it('previews exactly what the recipient receives (dev mailbox), header and footer included', async () => {
      const { data: contact } = await admin.email.createContact({ full_name: 'Pia Preview', email: 'pia@example.com' });
      const content = {
        template: 'Custom' as const,
        subject: 'Open house this weekend',
        title: 'Open house',
        blocks: [
          { type: 'title' as const, text: 'Saturday 2 pm' },
          { type: 'paragraph' as const, text: 'Come and see <b>it</b> & bring friends.' },
          { type: 'image-paragraph' as const, image: { src: '/media/email/house.jpg', alt: 'The house' }, text: 'Three bedrooms.' },
        ],
      };
      const preview = (await post('/api/admin/email-list/email/send/test', { ...content, preview_name: 'Pia Preview' })).json().data;
      expect(preview.html).toContain('Alex Morgan — Toronto Real Estate');
      expect(preview.html).toContain('Unsubscribe</a>');
      expect(preview.html).toContain('Come and see &lt;b&gt;it&lt;/b&gt; &amp; bring friends.');
      expect(preview.html).toContain('src="https://agent.example.com/media/email/house.jpg"');
      expect(preview.text).toContain('SATURDAY 2 PM');

      const sent = await admin.email.send({ id: contact.id, ...content });
      const [{ id: deliveryId }] = (await sql<{ id: number }>('select id from email_delivery where message_id = $1', [sent.campaign_id])) as [{ id: number }];
      const mailer = createMailer(t.services.config);
      expect(mailer.kind).toBe('mailbox');
      expect(await deliverMail({ pool: t.services.pool, config: t.services.config, mailer }, deliveryId, { isFinalAttempt: false })).toBe('sent');
      expect(await deliverMail({ pool: t.services.pool, config: t.services.config, mailer }, deliveryId, { isFinalAttempt: false })).toBe('already-done');
      expect(await sql('select to_address, subject from mailbox_message where delivery_id = $1', [deliveryId])).toEqual([
        { to_address: 'pia@example.com', subject: 'Open house this weekend' },
      ]);

      const received = await admin.email.outboxMessage({ id: deliveryId });
      expect(received.captured).toBe(true);
      const [token] = (await sql<{ unsubscribe_token: string }>('select unsubscribe_token from email_contact where id = $1', [contact.id])).map(
        (row) => row.unsubscribe_token,
      );
      // The same bytes, except that the recipient's copy carries their own unsubscribe link.
      expect(received.html?.trim()).toBe(preview.html.replaceAll('preview-only-sample-link', token!).trim());
      expect(received.headers).toContainEqual({ name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' });
      expect(received.headers.find((header) => header.name === 'To')?.value).toBe('Pia Preview <pia@example.com>');

      const outbox = await admin.email.outbox({ page: 1 });
      expect(outbox.mailbox_enabled).toBe(true);
      expect(outbox.rows.find((row) => row.id === deliveryId)).toMatchObject({ status: 'sent', captured: true, to_address: 'pia@example.com' });
    });

    it('sends a test copy to the given address on request', async () => {
      const response = await post('/api/admin/email-list/email/send/test', {
        template: 'test',
        subject: 'Check',
        title: 'Check',
        msg: 'Looks right?',
        test_email: 'agent@example.com',
      });
      expect(response.json().data.test_sent_to).toBe('agent@example.com');
      const [row] = await sql(
        'select m.kind, m.subject, m.is_campaign, d.to_address from email_delivery d join email_message m on m.id = d.message_id order by d.id desc limit 1',
      );
      expect(row).toEqual({ kind: 'campaign.test', subject: '[Test] Check', is_campaign: false, to_address: 'agent@example.com' });
    });

    it('refuses to send to an address that is not in the list', async () => {
      const response = await post('/api/admin/email-list/email/bulk/send', { template: 'reply', subject: 'S', msg: 'M', emails: ['stranger@example.com'] });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Not in the email list: stranger@example.com.');
    });
  });
});
