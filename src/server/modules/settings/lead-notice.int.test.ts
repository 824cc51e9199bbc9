/**
 * New leads reach the agent: a contact message, a property enquiry and a showing request each
 * queue one mail to the agent's address (site settings), seen in the admin Mailbox as the agent
 * would receive it; "Email me new leads" off (or no address) queues none, and an enquiry the
 * agent logs in the admin does not mail the agent.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ipSequence, suiteApp } from '../../../../tests/support/suite-app.ts';
import type { TestApp } from '../../../../tests/support/test-app.ts';
import { CONTACT_MESSAGE, propertyEnquiry, showingRequest } from '../../../../tests/support/visitor-leads.ts';
import { fieldErrors } from '../../../../tests/support/json-shape.ts';

const freshIp = ipSequence('10.7.0');
const AGENT_EMAIL = 'alex.morgan@example.com';

describe('lead notices to the agent', () => {
  const t = suiteApp({
    listing: {
      listing_key: 'C9100001',
      feed_class: 'residential',
      address: '5 Lead Lane',
      municipality: 'Toronto',
      price: 925000,
      latitude: 43.7,
      longitude: -79.4,
    },
  });
  let admin: ReturnType<TestApp['caller']>;
  beforeAll(async () => {
    admin = t.caller(await t.adminToken());
  });

  const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: freshIp() });
  const agentMails = async () => (await admin.email.outbox({ page: 1 })).rows.filter((row) => row.to_address === AGENT_EMAIL && row.kind.startsWith('lead.'));
  const saveSettings = async (change: Record<string, unknown>) => {
    const current = await admin.settings.admin();
    return admin.settings.save({
      site_title: current.site_title,
      site_short_description: current.site_short_description,
      social_links: current.social_links,
      ...change,
    });
  };

  it('is on by default and uses the email of the profile', async () => {
    const settings = await admin.settings.admin();
    expect(settings).toMatchObject({ notify_new_leads: true, email: AGENT_EMAIL });
    // Visitors never see the preference.
    expect(await t.caller().settings.public()).not.toHaveProperty('notify_new_leads');
  });

  it('mails the agent a contact message, an enquiry and a showing request, readable in the Mailbox', async () => {
    const contact = await post('/api/public/contact/new', CONTACT_MESSAGE);
    expect(contact.statusCode, contact.body).toBe(200);
    const enquiry = await post('/api/public/enquiries/new', propertyEnquiry(t.listingId));
    expect(enquiry.statusCode, enquiry.body).toBe(200);
    const booking = await post('/api/public/appointments/new', showingRequest([{ property_id: t.listingId, address: '5 Lead Lane', municipality: 'Toronto' }]));
    expect(booking.statusCode, booking.body).toBe(200);

    const mails = await agentMails();
    expect(mails.map((mail) => [mail.kind, mail.subject]).sort()).toEqual([
      ['lead.appointment', 'New showing request from Priya Shah'],
      ['lead.contact', 'New contact message from Maria Lopez'],
      ['lead.enquiry', 'New enquiry about a property from Tom Baker'],
    ]);
    const byKind = Object.fromEntries(mails.map((mail) => [mail.kind, mail]));
    const enquiryMail = await admin.email.outboxMessage({ id: byKind['lead.enquiry']!.id });
    expect(enquiryMail.text).toContain('tom@example.com');
    expect(enquiryMail.text).toContain('Is the basement finished?');
    expect(enquiryMail.text).toContain('5 Lead Lane, Toronto (MLS® C9100001)');
    expect(enquiryMail.text).toContain('/admin/enquiries');
    const showingMail = await admin.email.outboxMessage({ id: byKind['lead.appointment']!.id });
    expect(showingMail.text).toMatch(/Saturday, June 1, 2030 at 2:30\sp\.m\./);
    expect(showingMail.text).toContain('6475550111');
    expect(showingMail.text).toContain('/admin/showings');
    // The mail is queued for the worker like every other mail.
    expect(await t.services.jobs.boss.findJobs('mail.send', { data: { deliveryId: byKind['lead.contact']!.id } })).toHaveLength(1);
  });

  it('does not mail the agent an enquiry the agent logs in the admin', async () => {
    const before = (await agentMails()).length;
    await admin.messages.logEnquiry({ listingId: t.listingId, fullName: 'Walk In', emailAddress: 'walkin@example.com', enquiry: 'Phoned in' });
    expect((await agentMails()).length).toBe(before);
  });

  it('sends nothing to the agent when "Email me new leads" is off, or when no address is set', async () => {
    expect((await saveSettings({ notify_new_leads: false })).notify_new_leads).toBe(false);
    const deliveries = await t.count('email_delivery');
    const off = await post('/api/public/contact/new', { firstname: 'Quiet', lastname: 'Visitor', email_address: 'quiet@example.com', enquiry: 'Hello' });
    expect(off.statusCode).toBe(200);
    expect(await t.count('contact_inquiry')).toBeGreaterThan(0);
    expect(await t.count('email_delivery')).toBe(deliveries);

    await saveSettings({ notify_new_leads: true, email: '' });
    const noAddress = await post('/api/public/contact/new', {
      firstname: 'Another',
      lastname: 'Visitor',
      email_address: 'another@example.com',
      enquiry: 'Hello',
    });
    expect(noAddress.statusCode).toBe(200);
    expect(await t.count('email_delivery')).toBe(deliveries);
  });

  it('refuses a preference that is not a yes or no with a field message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/settings/profile/site-settings',
      headers: await t.adminHeaders(),
      payload: { site_title: 'x', site_short_description: 'y', social_links: {}, notify_new_leads: 'sometimes' },
    });
    expect(fieldErrors(response)).toEqual({ notify_new_leads: ['Choose true or false.'] });
  });
});
