/**
 * What visitors send, as they send it: the showing list → appointment → visiting list (with a
 * calendar file and a rating), the Contact Us form (errors after touch, then success), and the
 * agent answering the showing in the admin. axe-core checks the page content.
 */
import { describe, expect, it } from 'vitest';

import { newPage, suiteBrowser } from '../support/browser.ts';
import { TEST_ADMIN } from '../support/test-config.ts';
import { axeViolations } from '../support/axe.ts';

// Entries as a listing card would store them; the ids are not in this database, which the
// booking accepts (a listing may have left the site since it was added).
const HOMES = [
  {
    property_id: 990001,
    mls: 'C9900001',
    address: '15 Maple Grove Avenue',
    municipality: 'Toronto',
    price: 1150000,
    propertyType: 'resedential',
    latitude: 43.66,
    longitude: -79.39,
    url: null,
  },
  {
    property_id: 990002,
    mls: 'W9900002',
    address: '220 Lakeshore Road East',
    municipality: 'Mississauga',
    price: 829000,
    propertyType: 'condo',
    latitude: 43.55,
    longitude: -79.58,
    url: null,
  },
];

/** A time next year, as a datetime-local input takes it. */
const nextYearAt = (time: string) => `${new Date().getFullYear() + 1}-05-14T${time}`;

describe('visitors sending things', () => {
  const browser = suiteBrowser();

  it('books the showing list, gets the visiting list link and calendar file, and rates a home', async () => {
    const page = await newPage(browser());
    await page.goto('/showings');
    await expect.poll(() => page.getByText('There is no property in your showing list yet.').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'ADD NOW' }).getAttribute('href')).toBe('/estate/toronto');

    await page.evaluate((homes) => localStorage.setItem('showings', JSON.stringify(homes)), HOMES);
    await page.reload();
    await expect.poll(() => page.getByRole('cell', { name: /^15 Maple Grove Avenue/ }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('cell', { name: /^220 Lakeshore Road East/ }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: /View details of 15 Maple Grove Avenue/ }).getAttribute('href')).toBe('/estate/details/990001/resedential');

    // Sending empty shows the three required messages and sends nothing.
    await page.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => page.getByText('Required', { exact: true }).count()).toBe(3);

    await page.getByLabel('Your Name').fill('Priya Shah');
    await page.getByLabel('Email address').fill('priya@example.com');
    await page.getByLabel('Message').fill('Saturday morning works best.');
    await page.getByLabel(/Date and Time/).fill(nextYearAt('10:30'));
    expect(await axeViolations(page, '#main-content')).toEqual([]);
    await page.getByRole('button', { name: 'Send' }).click();

    await expect.poll(() => page.getByRole('heading', { name: 'Your appointment created successfully' }).isVisible()).toBe(true);
    const visitingLink = page.getByRole('link', { name: 'Open your visiting list' });
    const href = await visitingLink.getAttribute('href');
    expect(href).toMatch(/^\/showings\/[0-9a-z]{6}$/);
    expect(await page.evaluate(() => localStorage.getItem('showings'))).toBeNull();

    const calendar = page.getByRole('link', { name: 'Add to calendar (.ics)' });
    expect(await calendar.getAttribute('download')).toBe(`showing-${href!.split('/')[2]}.ics`);
    const ics = decodeURIComponent((await calendar.getAttribute('href'))!.replace(/^data:text\/calendar;charset=utf-8,/, ''));
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toContain(`DTSTART;TZID=America/Toronto:${nextYearAt('103000').replace(/-/g, '')}`);
    expect(ics.replace(/\r\n /g, '')).toContain('15 Maple Grove Avenue\\, Toronto');

    await visitingLink.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(href);
    await expect.poll(() => page.getByRole('cell', { name: /^15 Maple Grove Avenue/ }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('cell', { name: /^220 Lakeshore Road East/ }).isVisible()).toBe(true);
    expect(await page.getByRole('columnheader').allTextContents()).toEqual(['#', 'Address', 'Date and Time', 'Find Route', 'Your rating']);
    expect(await page.getByRole('link', { name: /Directions to 15 Maple Grove Avenue/ }).getAttribute('href')).toContain(
      'destination=15%20Maple%20Grove%20Avenue%2C%20Toronto%2C%20ON',
    );
    expect(await axeViolations(page, '#main-content')).toEqual([]);

    // Rate the first home: 2 stars by default, two steps up makes 3, then Rate Now.
    await page.getByRole('button', { name: /Rate 15 Maple Grove Avenue/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Rate 15 Maple Grove Avenue' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const stars = dialog.getByRole('slider', { name: 'Your rating' });
    expect(await stars.getAttribute('aria-valuetext')).toBe('2 stars, Poor+');
    await stars.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await stars.getAttribute('aria-valuetext')).toBe('3 stars, Ok+');
    await dialog.getByLabel('Comment').fill('Bright kitchen, small yard.');
    await dialog.getByRole('button', { name: 'Rate Now' }).click();
    await expect.poll(() => page.getByText('Thank you for your feedback').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('★ 3').isVisible()).toBe(true);

    await page.goto('/showings/zzzzzz');
    await expect.poll(() => page.getByText('No data found').isVisible()).toBe(true);
    await page.context().close();
  });

  it('contact form: errors only after a field is touched, then "Message successfully"', async () => {
    const page = await newPage(browser());
    await page.goto('/contact-us');
    await expect.poll(() => page.getByRole('link', { name: '416-555-0123' }).first().isVisible()).toBe(true);

    const firstName = page.getByLabel('First name');
    await firstName.fill('Al');
    expect(await page.getByText('Too Short!').count()).toBe(0);
    await firstName.blur();
    await expect.poll(() => page.getByText('Too Short!').isVisible()).toBe(true);
    expect(await page.getByText('Required', { exact: true }).count()).toBe(0);

    await page.getByRole('button', { name: 'Submit' }).click();
    // Last name, email and message are required; the phone is optional.
    await expect.poll(() => page.getByText('Required', { exact: true }).count()).toBe(3);
    await page.getByLabel('Email').fill('not-an-email');
    await expect.poll(() => page.getByText('Invalid email').isVisible()).toBe(true);

    await firstName.fill('Alana');
    await page.getByLabel('Last name').fill('Brooks');
    await page.getByLabel('Phone number').fill('4165550188');
    await page.getByLabel('Email').fill('alana@example.com');
    await page.getByLabel('Message').fill('Can we talk about selling my condo?');
    expect(await axeViolations(page, '#main-content')).toEqual([]);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => page.getByText('Message successfully').isVisible()).toBe(true);
    expect(await page.getByText('Done', { exact: true }).isVisible()).toBe(true);
    // The form is ready for another message.
    expect(await firstName.inputValue()).toBe('');
    await page.context().close();
  });

  it('the agent sees the showing and the contact message, and accepts the showing with a reply', async () => {
    const page = await newPage(browser());
    const booked = await page.request.post('/api/public/appointments/new', {
      data: { full_name: 'Omar Haddad', email_address: 'omar@example.com', message: 'Evenings please', properties: [HOMES[0]] },
    });
    expect(booked.status()).toBe(200);
    const login = await page.request.post('/api/auth/login', { data: TEST_ADMIN });
    const { data: auth } = (await login.json()) as { data: unknown };
    await page.goto('/');
    await page.evaluate((stored) => localStorage.setItem('auth', JSON.stringify(stored)), auth);

    await page.goto('/admin/enquiries');
    await expect.poll(() => page.getByRole('heading', { name: 'Contact messages' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('cell', { name: 'alana@example.com' }).isVisible()).toBe(true);

    await page.goto('/admin/showings');
    const row = page.getByRole('row', { name: /Omar Haddad/ });
    await expect.poll(() => row.isVisible()).toBe(true);
    expect(await row.getByRole('button', { name: /Mark as completed/ }).isDisabled()).toBe(true);
    await row.getByRole('button', { name: /^Accept/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Reply to Omar Haddad' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByLabel('Subject').fill('');
    await dialog.getByRole('button', { name: 'Send reply' }).click();
    await expect.poll(() => dialog.getByText('Required', { exact: true }).count()).toBe(2);
    await dialog.getByLabel('Subject').fill('Your showing');
    await dialog.getByLabel('Message').fill('Tuesday at 6 pm works.');
    await dialog.getByRole('button', { name: 'Send reply' }).click();
    await expect.poll(() => page.getByText('Successfully replied').isVisible()).toBe(true);
    await expect.poll(() => row.getByRole('button', { name: /^Accept/ }).isDisabled()).toBe(true);
    await expect.poll(() => row.getByRole('button', { name: /Mark as completed/ }).isEnabled()).toBe(true);
    expect(await axeViolations(page, '#main-content')).toEqual([]);

    // Schedule the showing: a duplicate add warns (the toast shows above the modal), then save.
    await row.getByRole('button', { name: /^Manage list/ }).click();
    const manage = page.getByRole('dialog', { name: 'Manage showing list — Omar Haddad' });
    await expect.poll(() => manage.isVisible()).toBe(true);
    await manage.getByRole('button', { name: /^Add 15 Maple Grove Avenue/ }).click();
    await manage.getByRole('button', { name: /^Add 15 Maple Grove Avenue/ }).click();
    await expect.poll(() => manage.getByText("This item is already in the available list or You haven't set any appointments yet!").isVisible()).toBe(true);
    await manage.getByLabel('Date and Time').fill(nextYearAt('18:00'));
    await manage.getByRole('button', { name: 'Save list' }).click();
    await expect.poll(() => page.getByText('List saved successfully').isVisible()).toBe(true);
    const code = (await row.getByRole('link', { name: /^\/showings\// }).textContent())!.split('/')[2]!;
    const visiting = await (await page.request.get(`/api/public/showings/get/${code}`)).json();
    expect(visiting.data[0]).toMatchObject({ address: '15 Maple Grove Avenue', availableTime: nextYearAt('18:00').replace('T', ' ') });
    await page.context().close();
  });
});
