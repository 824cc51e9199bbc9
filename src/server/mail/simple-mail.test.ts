import { describe, expect, it } from 'vitest';
import { renderSimpleMail } from './simple-mail.ts';

describe('simple transactional mails', () => {
  it('escapes every piece of text and keeps paragraphs and line breaks', () => {
    const { html, text } = renderSimpleMail({
      greeting: 'Hi <script>alert(1)</script>,',
      body: 'Line one\nline "two"\n\nSecond & last',
      list: { title: 'Homes', items: ['1 <b>Bold</b> St'] },
      link: { label: 'Your list', url: 'https://example.com/showings/abc123?a=1&b=2' },
      signature: ['Agent <a>', ''],
    });
    expect(html).not.toMatch(/<script>|<b>|<a>/);
    expect(html).toContain('Hi &lt;script&gt;alert(1)&lt;/script&gt;,');
    expect(html).toContain('Line one<br>line &quot;two&quot;</p>');
    expect(html).toContain('Second &amp; last');
    expect(html).toContain('<li>1 &lt;b&gt;Bold&lt;/b&gt; St</li>');
    expect(html).toContain('href="https://example.com/showings/abc123?a=1&amp;b=2"');
    expect(text).toContain('1. 1 <b>Bold</b> St');
    expect(text).toContain('Your list: https://example.com/showings/abc123?a=1&b=2');
  });

  it('never puts a non-http link into an href', () => {
    const { html, text } = renderSimpleMail({ greeting: 'Hi', body: 'x', link: { label: 'Click', url: 'javascript:alert(1)' }, signature: ['A'] });
    expect(html).not.toContain('javascript:');
    expect(text).not.toContain('javascript:');
  });
});
