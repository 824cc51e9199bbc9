/**
 * The email list in the browser: CSV import (per-row results, the Update button, a malformed file
 * refused), composing a Custom mail with blocks and its exact preview in a sandboxed frame, the
 * campaign's progress while the worker sends it, and the dev mailbox showing what went out.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, suiteBrowser } from '../support/browser.ts';
import { TEST_ADMIN } from '../support/test-config.ts';
import { axeViolations } from '../support/axe.ts';

const csvFile = (name: string, text: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });

describe('admin: email list and mailing', () => {
  const browser = suiteBrowser();
  let page: Page;
  const consoleErrors: string[] = [];

  beforeAll(async () => {
    page = await newPage(browser());
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(`${message.text()} (${message.location().url})`);
    });
    const login = await page.request.post('/api/auth/login', { data: TEST_ADMIN });
    const { data: auth } = (await login.json()) as { data: { access_token: string } };
    const headers = { authorization: `Bearer ${auth.access_token}` };
    expect(
      (await page.request.post('/api/admin/email-list', { data: { full_name: 'Existing Person', email: 'existing@example.com' }, headers })).status(),
    ).toBe(200);
    await page.goto('/');
    await page.evaluate((stored) => localStorage.setItem('auth', JSON.stringify(stored)), auth);
  });

  it('imports a CSV file row by row and updates an existing entry', async () => {
    await page.goto('/admin/email-list/import');
    await expect.poll(() => page.getByRole('heading', { name: 'CSV Import' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Download a sample CSV' }).getAttribute('href')).toBe('/sample-email-list.csv');
    const sample = await page.request.get('/sample-email-list.csv');
    expect(sample.status()).toBe(200);
    expect((await sample.text()).split('\n')[0]).toBe('Full Name,Email,Phone Number,Group');

    await page.getByLabel('Choose a CSV file').setInputFiles(csvFile('broken.csv', 'Name,Email,Phone\n"Unclosed,quote@example.com,1\n'));
    await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/broken\.csv: The file could not be read as CSV.*Nothing was imported\./);

    await page
      .getByLabel('Choose a CSV file')
      .setInputFiles(
        csvFile(
          'contacts.csv',
          'Full Name,Email,Phone\nNew Person,new.person@example.com,416-555-0101\nExisting Again,EXISTING@example.com,647-555-0102\nNo Email,,1\nTwo,columns\n',
        ),
      );
    await expect.poll(() => page.getByRole('heading', { name: 'Result of contacts.csv' }).isVisible()).toBe(true);
    const rows = page.getByRole('table', { name: 'Import result per row' }).getByRole('row');
    await expect.poll(() => rows.count()).toBe(4);
    expect(await rows.nth(1).textContent()).toContain('Success');
    expect(await rows.nth(2).textContent()).toContain('This email is already in the list.');
    expect(await rows.nth(3).textContent()).toContain('Email: Required');
    expect(await page.getByText('1 rows with 2 columns or fewer skipped').isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Update row 2' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Update' }).click();
    await expect.poll(() => rows.nth(2).textContent()).toContain('Entry updated.');
    expect(await page.getByRole('button', { name: 'Update row 2' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Update row 1' }).isDisabled()).toBe(true);
  });

  it('lists the contacts and groups', async () => {
    await page.goto('/admin/email-list');
    await expect.poll(() => page.getByRole('cell', { name: 'new.person@example.com', exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('table', { name: 'Contacts' }).getByRole('columnheader').allTextContents()).toEqual([
      'ID',
      'Full Name',
      'Email',
      'Phone number',
      'Group Type',
      'Actions',
    ]);
    await page.getByRole('button', { name: 'Group List' }).click();
    const groupRow = page.getByRole('table', { name: 'Groups' }).getByRole('row', { name: /None/ });
    await expect.poll(() => groupRow.textContent()).toMatch(/None\s*2/);

    await page.getByRole('button', { name: 'New Email' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Add' }).click();
    await expect.poll(() => page.getByRole('dialog').getByText('Required', { exact: true }).count()).toBe(2);
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  });

  it('composes a Custom mail with blocks, previews it exactly, sends it and shows the progress', async () => {
    consoleErrors.length = 0;
    await page.goto('/admin/email-list/send');
    await expect.poll(() => page.getByRole('heading', { name: 'Compose Mail' }).isVisible()).toBe(true);
    await page.getByLabel('Custom').check({ force: true });
    await page.getByLabel('Group').selectOption('None');
    await expect.poll(() => page.getByText(/2 of 2 contacts will receive this mail/).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Remove existing@example.com' }).click();
    await expect.poll(() => page.getByText(/1 of 2 contacts will receive this mail/).isVisible()).toBe(true);

    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Spring open houses');
    await page.getByRole('textbox', { name: 'Subject', exact: true }).fill('Open houses this weekend');
    await page.getByRole('button', { name: '+ Title' }).click();
    await page.getByRole('button', { name: '+ Paragraph', exact: true }).click();
    await page.getByLabel('Title text').fill('Saturday, 2 to 4 pm');
    await page.getByLabel('Paragraph', { exact: true }).fill('Come & see <three> homes.');
    await page.getByRole('button', { name: 'Move up block 2' }).click();
    expect(await page.getByRole('listitem', { name: /^Block 1:/ }).getAttribute('aria-label')).toBe('Block 1: Paragraph');
    await page.getByRole('button', { name: 'Move down block 1' }).click();

    const frame = page.getByTitle('Preview of the mail');
    await expect.poll(() => frame.getAttribute('srcdoc'), { timeout: 15_000 }).toContain('Come &amp; see &lt;three&gt; homes.');
    expect(await frame.getAttribute('sandbox')).toBe('');
    const srcdoc = (await frame.getAttribute('srcdoc'))!;
    expect(srcdoc).toContain('Saturday, 2 to 4 pm');
    expect(srcdoc).toContain('Unsubscribe</a>');
    expect(srcdoc).toContain('Sample Realty Inc., Brokerage');
    expect(await page.frameLocator('iframe[title="Preview of the mail"]').getByText('Spring open houses').isVisible()).toBe(true);
    expect(await axeViolations(page, '#main-content')).toEqual([]);
    // The sandboxed preview runs no script and asks for none: no "Blocked script execution in
    // 'about:srcdoc'" (that message came from a checker adding its own <script> to the frame).
    await page.getByRole('button', { name: 'Phone' }).click();
    await expect.poll(() => frame.getAttribute('data-width')).toBe('phone');
    await page.getByRole('button', { name: 'Desktop' }).click();
    expect(consoleErrors).toEqual([]);

    await page.getByRole('button', { name: 'Send Now (1)' }).click();
    // One question first: nothing is sent until the agent says yes.
    const question = page.getByRole('dialog', { name: 'Send this mail now?' });
    await expect.poll(() => question.isVisible()).toBe(true);
    expect(await question.getByText(/goes to 1 recipient\. It cannot be called back\./).isVisible()).toBe(true);
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => question.count()).toBe(0);
    expect(await page.getByRole('heading', { name: /Sent: Open houses this weekend/ }).count()).toBe(0);
    await page.getByRole('button', { name: 'Send Now (1)' }).click();
    await question.getByRole('button', { name: 'Send now' }).click();
    await expect.poll(() => page.getByRole('heading', { name: /Sent: Open houses this weekend/ }).isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await page.getByTestId('count-sent').textContent()).toBe('1');
    expect(await page.getByTestId('count-pending').textContent()).toBe('0');
  });

  it('shows the sent mail in the dev mailbox, as the recipient receives it', async () => {
    await page.getByRole('link', { name: 'Mailbox' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Mailbox' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText(/SMTP_URL is not set/).isVisible()).toBe(true);
    const row = page.getByRole('row', { name: /Open houses this weekend/ });
    await expect.poll(() => row.textContent()).toContain('new.person@example.com');
    expect(await row.textContent()).toContain('sent');
    expect(await page.getByRole('row', { name: /existing@example.com/ }).count()).toBe(0);

    await row.getByRole('button', { name: /View/ }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByText('List-Unsubscribe-Post', { exact: true }).isVisible()).toBe(true);
    expect(await dialog.getByText('List-Unsubscribe=One-Click', { exact: true }).isVisible()).toBe(true);
    const kept = dialog.getByTitle('The mail to new.person@example.com');
    expect(await kept.getAttribute('sandbox')).toBe('');
    expect(await kept.getAttribute('srcdoc')).toContain('Come &amp; see &lt;three&gt; homes.');
  });
});
