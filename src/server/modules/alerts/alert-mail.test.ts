import { describe, expect, it } from 'vitest';
import type { SenderIdentity } from '#server/mail/campaign-layout.ts';
import { alertSubject, collapseItems, itemHeadline, renderAlertMail, type AlertMailItem } from './alert-mail.ts';

const item = (overrides: Partial<AlertMailItem>): AlertMailItem => ({
  kind: 'new',
  listingId: 1,
  address: '10 Main St',
  municipality: 'Toronto',
  transactionType: 'Sale',
  price: 950000,
  fromPrice: null,
  toPrice: 950000,
  closePrice: null,
  beds: 3,
  bedsPlus: 1,
  baths: 2,
  photoUrl: 'https://agent.example.com/media/l/1-640.webp',
  link: 'https://agent.example.com/a/c1.sig',
  ...overrides,
});

const sender: SenderIdentity = {
  agentName: 'Alex <Morgan>',
  brokerage: 'Sample Realty',
  address: '100 King St W',
  phone: '416-555-0123',
  email: 'alex@example.com',
  siteTitle: 'Alex Morgan Real Estate',
  logoUrl: null,
};

describe('alert mail', () => {
  it('says what happened in words a buyer reads', () => {
    expect(itemHeadline(item({ kind: 'relisted', fromPrice: 800000 }))).toBe('Re-listed, was $800,000');
    expect(itemHeadline(item({ kind: 'price_changed', fromPrice: 1000000, toPrice: 950000 }))).toBe('Price reduced: $1,000,000 → $950,000');
    expect(itemHeadline(item({ kind: 'price_changed', fromPrice: 2800, toPrice: 2900, transactionType: 'Lease' }))).toBe(
      'Price changed: $2,800/month → $2,900/month',
    );
    expect(itemHeadline(item({ kind: 'back_on_market' }))).toBe('Back on the market');
    expect(itemHeadline(item({ kind: 'sold', closePrice: 1010000 }))).toBe('Sold for $1,010,000');
    expect(itemHeadline(item({ kind: 'leased', closePrice: null }))).toBe('Leased');
  });

  it('shows one item per listing, the re-listing or the new listing before its price change', () => {
    const collapsed = collapseItems([item({ kind: 'price_changed' }), item({ kind: 'new' }), item({ listingId: 2, kind: 'price_changed' })]);
    expect(collapsed.map((entry) => [entry.listingId, entry.kind])).toEqual([
      [1, 'new'],
      [2, 'price_changed'],
    ]);
  });

  it('names the subject by cadence and count', () => {
    const section = (count: number) => ({
      searchName: 'Mine',
      summary: 'Houses',
      searchUrl: 'https://x/s',
      unsubscribeUrl: null,
      items: Array.from({ length: count }, (_, index) => item({ listingId: index })),
    });
    expect(alertSubject({ cadence: 'instant', sections: [section(1)] })).toBe('New listing: 10 Main St, Toronto');
    expect(alertSubject({ cadence: 'instant', sections: [section(3)] })).toBe('3 listing updates for “Mine”');
    expect(alertSubject({ cadence: 'daily', sections: [section(2), section(1)] })).toBe('Your daily listing alerts: 3 listing updates');
  });

  it('escapes everything, identifies the agent, links each search’s and all alerts’ unsubscribe, and carries the back-off notice', () => {
    const mail = renderAlertMail({
      cadence: 'daily',
      recipientName: '<b>Eve</b>',
      sender,
      sections: [
        {
          searchName: 'A "search" <script>',
          summary: 'Houses',
          searchUrl: 'https://x/s?a=1&b=2',
          unsubscribeUrl: 'https://x/alerts/unsubscribe#s1.sig',
          items: [item({})],
        },
      ],
      backoffNotice: true,
      unsubscribeAllUrl: 'https://x/alerts/unsubscribe#a1.sig',
      accountUrl: 'https://x/account',
      savedByAgent: false,
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>Eve</b>');
    expect(mail.html).toContain('&lt;b&gt;Eve&lt;/b&gt;');
    expect(mail.html).toContain('Alex &lt;Morgan&gt;');
    expect(mail.html).toContain('https://x/s?a=1&amp;b=2');
    expect(mail.html).toContain('src="https://agent.example.com/media/l/1-640.webp"');
    expect(mail.html).not.toMatch(/width="1" height="1"/);
    expect(mail.text).toContain('3+1 beds · 2 baths');
    expect(mail.text).toContain('Stop alerts for “A "search" <script>”: https://x/alerts/unsubscribe#s1.sig');
    expect(mail.text).toContain('Stop all listing alerts: https://x/alerts/unsubscribe#a1.sig');
    expect(mail.text).toContain('You have not opened a listing from the last 5 alerts');
    expect(mail.text).toContain('416-555-0123');
  });
});
