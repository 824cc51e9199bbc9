import { describe, expect, it } from 'vitest';
import { ZMailContent } from '#shared/schemas/email.schema.ts';
import { personalize, renderCampaignMail, RECIPIENT_NAME, UNSUBSCRIBE_URL, type SenderIdentity } from './campaign-layout.ts';

const sender: SenderIdentity = {
  agentName: 'Alex <Morgan>',
  brokerage: 'Sample Realty Inc., Brokerage',
  address: '100 King Street West, Toronto',
  phone: '416-555-0123',
  email: 'alex@example.com',
  siteTitle: 'Alex Morgan & Co',
  logoUrl: null,
};
const SITE = 'https://agent.example.com';
const content = (input: unknown) => ZMailContent.parse(input);

describe('campaign mails', () => {
  it('escapes every piece of text, in the body, the title and the sender details', () => {
    const mail = renderCampaignMail(content({ template: 'reply', subject: 'Hi <you>', title: '<script>x</script>', msg: 'a & b\n"c"' }), sender, SITE);
    expect(mail.html).not.toMatch(/<script>|<Morgan>|<you>/);
    expect(mail.html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(mail.html).toContain('a &amp; b<br>&quot;c&quot;');
    expect(mail.html).toContain('Alex &lt;Morgan&gt;');
    expect(mail.html).toContain('Alex Morgan &amp; Co');
    expect(mail.text).toContain('a & b\n"c"');
  });

  it('keeps the recipient placeholders until each copy is personalised, with the name escaped only in HTML', () => {
    const mail = renderCampaignMail(content({ template: 'thanks', subject: 'Thanks', msg: 'Great year.' }), sender, SITE);
    expect(mail.html).toContain(RECIPIENT_NAME);
    expect(mail.html).toContain(`href="${UNSUBSCRIBE_URL}"`);
    const copy = personalize(mail, { name: 'Ann & $& Bob', unsubscribeUrl: `${SITE}/api/public/unsubscribe/abc?x=1&y=2` });
    expect(copy.html).toContain('Hi Ann &amp; $&amp; Bob,');
    expect(copy.html).toContain(`href="${SITE}/api/public/unsubscribe/abc?x=1&amp;y=2"`);
    expect(copy.text).toContain('Hi Ann & $& Bob,');
    expect(copy.text).toContain(`Unsubscribe: ${SITE}/api/public/unsubscribe/abc?x=1&y=2`);
    expect(copy.html + copy.text).not.toContain('%%');
  });

  it('lays out every Custom block, images made absolute, two-column blocks stacking on phones', () => {
    const mail = renderCampaignMail(
      content({
        template: 'Custom',
        subject: 'Open house',
        blocks: [
          { type: 'title', text: 'Saturday' },
          { type: 'paragraph', text: 'First.\n\nSecond.' },
          { type: 'image', image: { src: '/media/email/a.jpg', alt: 'Front' } },
          {
            type: 'images',
            images: [
              { src: '/media/email/b.jpg', alt: 'Kitchen' },
              { src: 'https://cdn.example.com/c.jpg', alt: '' },
            ],
          },
          { type: 'paragraph-image', text: 'Left text', image: { src: '/media/email/d.jpg', alt: 'Right' } },
          { type: 'image-paragraph', image: { src: '/media/email/e.jpg', alt: 'Left' }, text: 'Right text' },
        ],
      }),
      sender,
      SITE,
    );
    for (const src of ['a', 'b', 'd', 'e']) expect(mail.html).toContain(`src="${SITE}/media/email/${src}.jpg"`);
    expect(mail.html).toContain('src="https://cdn.example.com/c.jpg"');
    expect(mail.html.match(/class="stack/g)).toHaveLength(6);
    expect(mail.html).toContain('@media only screen and (max-width: 620px)');
    expect(mail.html).toContain('<meta name="viewport"');
    expect(mail.text).toContain('SATURDAY');
    expect(mail.text).toContain('First.\n\nSecond.');
    expect(mail.text).toContain(`[Front] ${SITE}/media/email/a.jpg`);
    expect(mail.text.indexOf('Left text')).toBeLessThan(mail.text.indexOf('[Right]'));
    expect(mail.text.indexOf('[Left]')).toBeLessThan(mail.text.indexOf('Right text'));
  });

  it('marks the test template as a test', () => {
    const mail = renderCampaignMail(content({ template: 'test', subject: 'T', msg: 'Body' }), sender, SITE);
    expect(mail.html).toContain('This is a test message.');
    expect(mail.text).toContain('[This is a test message.]');
  });
});
