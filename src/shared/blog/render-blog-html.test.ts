// @vitest-environment jsdom
/**
 * The post serializer against hostile content. Every output is parsed by a real HTML parser and
 * checked structurally: only allow-listed elements and attributes, links only to allowed schemes
 * (read the way a browser reads them), images only from our media store.
 */
import { describe, expect, it } from 'vitest';
import { BLOG_DOCUMENT_LIMITS } from './blog-document.ts';
import { renderBlogHtml } from './render-blog-html.ts';

const ALLOWED_ATTRIBUTES: Record<string, string[]> = {
  P: [],
  H2: [],
  H3: [],
  BLOCKQUOTE: [],
  UL: [],
  OL: [],
  LI: [],
  STRONG: [],
  EM: [],
  U: [],
  BR: [],
  FIGURE: [],
  A: ['href', 'rel'],
  IMG: ['src', 'alt', 'loading', 'decoding'],
};
const LINK_PROTOCOLS = ['http:', 'https:', 'mailto:', 'tel:'];

function parse(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  return container;
}

/** Parses the HTML and lists everything outside the allow-list (expected to be nothing). */
function expectOnlyAllowedMarkup(html: string): HTMLElement {
  const root = parse(html);
  const violations: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    const allowed = ALLOWED_ATTRIBUTES[element.tagName];
    if (!allowed) {
      violations.push(`element <${element.tagName.toLowerCase()}>`);
      continue;
    }
    for (const attribute of element.getAttributeNames()) {
      if (!allowed.includes(attribute)) violations.push(`attribute ${attribute} on <${element.tagName.toLowerCase()}>`);
    }
    if (element.tagName === 'A') {
      const href = element.getAttribute('href')!;
      if (!LINK_PROTOCOLS.includes(new URL(href, 'https://realtor.example/blogs/x/1').protocol)) violations.push(`link to ${href}`);
    }
    if (element.tagName === 'IMG') {
      const src = new URL(element.getAttribute('src')!, 'https://realtor.example/blogs/x/1');
      if (src.origin !== 'https://realtor.example' || !src.pathname.startsWith('/media/')) violations.push(`image from ${src.href}`);
    }
  }
  expect(violations).toEqual([]);
  // Markup written as text is escaped, so no tag of these kinds can even appear in the source.
  expect(html).not.toMatch(/<\s*(script|iframe|embed|object|style|svg|math|form|input|base|meta|link)\b/i);
  return root;
}

const paragraph = (...children: unknown[]) => ({ type: 'paragraph', children });

describe('renderBlogHtml: what an author writes', () => {
  it('renders headings, marks, lists, quotes, links, images and line breaks', () => {
    const html = renderBlogHtml([
      { type: 'heading-two', children: [{ text: 'Buying in Toronto' }] },
      { type: 'heading-three', children: [{ text: 'First steps' }] },
      paragraph(
        { text: 'Plain, ' },
        { text: 'bold', bold: true },
        { text: ', ' },
        { text: 'all', bold: true, italic: true, underline: true },
        { text: '.\nNext line' },
      ),
      { type: 'block-quote', children: [{ text: 'Location, location.' }] },
      {
        type: 'bulleted-list',
        children: [
          { type: 'list-item', children: [{ text: 'one' }] },
          { type: 'list-item', children: [{ text: 'two' }] },
        ],
      },
      { type: 'numbered-list', children: [{ type: 'list-item', children: [{ text: 'first' }] }] },
      paragraph(
        { text: 'See ' },
        { type: 'link', url: 'https://www.crea.ca/housing', children: [{ text: 'CREA' }] },
        { text: ' or ' },
        { type: 'link', url: '/calculators', children: [{ text: 'our calculators' }] },
      ),
      { type: 'image', url: '/media/blog/editor/kitchen-1280.webp', alt: 'A bright kitchen', children: [{ text: '' }] },
    ]);
    expect(html).toBe(
      [
        '<h2>Buying in Toronto</h2>',
        '<h3>First steps</h3>',
        '<p>Plain, <strong>bold</strong>, <strong><em><u>all</u></em></strong>.<br>Next line</p>',
        '<blockquote>Location, location.</blockquote>',
        '<ul><li>one</li><li>two</li></ul>',
        '<ol><li>first</li></ol>',
        '<p>See <a href="https://www.crea.ca/housing" rel="nofollow noopener noreferrer">CREA</a> or <a href="/calculators">our calculators</a></p>',
        '<figure><img src="/media/blog/editor/kitchen-1280.webp" alt="A bright kitchen" loading="lazy" decoding="async"></figure>',
      ].join('\n'),
    );
    expectOnlyAllowedMarkup(html);
  });

  it('turns a typed host name into an https link and keeps e-mail and phone links', () => {
    const html = renderBlogHtml([
      paragraph(
        { type: 'link', url: 'www.example.com/page', children: [{ text: 'a' }] },
        { type: 'link', url: 'mailto:agent@example.com', children: [{ text: 'b' }] },
        { type: 'link', url: 'tel:+14165550123', children: [{ text: 'c' }] },
      ),
    ]);
    const links = [...parse(html).querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(links).toEqual(['https://www.example.com/page', 'mailto:agent@example.com', 'tel:+14165550123']);
  });

  it('renders nothing for anything that is not a list of nodes', () => {
    for (const value of [null, undefined, 42, 'text', { type: 'paragraph', children: [{ text: 'x' }] }, true]) {
      expect(renderBlogHtml(value)).toBe('');
    }
  });
});

describe('renderBlogHtml: hostile content', () => {
  it('drops script nodes with their text, and escapes markup typed as text', () => {
    const html = renderBlogHtml([
      { type: 'script', children: [{ text: 'alert(1)' }] },
      paragraph({ text: '<script>alert(1)</script><img src=x onerror=alert(2)>' }),
      { type: 'paragraph', children: [{ type: 'script', children: [{ text: 'alert(3)' }] }, { text: 'kept' }] },
      paragraph({ text: '"><svg onload=alert(4)>' }),
    ]);
    const root = expectOnlyAllowedMarkup(html);
    expect(root.querySelectorAll('p')).toHaveLength(3);
    expect(root.querySelectorAll('p')[0]!.textContent).toBe('<script>alert(1)</script><img src=x onerror=alert(2)>');
    expect(root.textContent).not.toContain('alert(3)');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('ignores event handlers, styles and markup smuggled in marks, attributes or data', () => {
    const html = renderBlogHtml([
      {
        type: 'paragraph',
        onclick: 'alert(1)',
        style: 'background:url(javascript:alert(1))',
        attributes: { onmouseover: 'alert(2)' },
        data: { onerror: 'alert(3)', html: '<img src=x onerror=alert(4)>' },
        children: [
          { text: 'marks', bold: '"><img src=x onerror=alert(5)>', italic: 'true', underline: 1, onerror: 'alert(6)', className: 'x" onload="alert(7)' },
          { text: 'strong', bold: true, href: 'javascript:alert(8)', 'data-x': '<script>' },
        ],
      },
      {
        type: 'image',
        url: '/media/blog/a-1280.webp',
        alt: '" onerror="alert(9)" x="',
        onerror: 'alert(10)',
        srcset: 'javascript:alert(11)',
        data: { onload: 'alert(12)' },
        children: [{ text: '<script>alert(13)</script>' }],
      },
      { type: 'link', url: 'https://example.com" onclick="alert(14)', children: [{ text: 'quote in url' }] },
    ]);
    const root = expectOnlyAllowedMarkup(html);
    expect(html).toContain('<p>marks<strong>strong</strong></p>');
    const image = root.querySelector('img')!;
    expect(image.getAttribute('alt')).toBe('" onerror="alert(9)" x="');
    expect(image.getAttribute('src')).toBe('/media/blog/a-1280.webp');
    expect(root.textContent).not.toContain('alert(13)');
    // The quote is part of the address (percent-encoded), never the end of the attribute.
    expect(root.querySelector('a')!.getAttributeNames()).toEqual(['href', 'rel']);
    expect(root.querySelector('a')!.getAttribute('href')).not.toMatch(/["\s]/);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '  javascript:alert(1)',
    '\tjavascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'java\rscript:alert(1)',
    'java\u0000script:alert(1)',
    '\u0001javascript:alert(1)',
    '\u00a0javascript:alert(1)',
    'javascript&colon;alert(1)',
    '&#106;avascript:alert(1)',
    '&#x6A;avascript:alert(1)',
    'jav&#x09;ascript:alert(1)',
    '%6Aavascript:alert(1)',
    'vbscript:msgbox(1)',
    'VBScript:MsgBox(1)',
    ' vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    ' data:image/svg+xml,<svg onload=alert(1)>',
    'file:///etc/passwd',
    'blob:https://example.com/uuid',
    'livescript:alert(1)',
    'https://bank.example@evil.example/',
    'x'.repeat(5000),
  ])('never links to %j', (url) => {
    const html = renderBlogHtml([paragraph({ type: 'link', url, children: [{ text: 'click me' }] })]);
    const root = expectOnlyAllowedMarkup(html);
    expect(root.textContent).toBe('click me');
    for (const link of root.querySelectorAll('a')) {
      // Whatever survives is a harmless web address (a host name that happens to read oddly).
      expect(['http:', 'https:']).toContain(new URL(link.getAttribute('href')!, 'https://realtor.example/').protocol);
    }
    expect(html).not.toMatch(/href="\s*(javascript|vbscript|data|file|blob|livescript):/i);
  });

  it.each([
    ['a foreign picture', 'https://evil.example/pixel.png'],
    ['a protocol-relative picture', '//evil.example/media/x.png'],
    ['a data URL', 'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+'],
    ['a script URL', 'javascript:alert(1)'],
    ['a path leaving the media store', '/media/../api/admin/blogs'],
    ['an encoded path leaving the media store', '/media/%2e%2e/trpc/x'],
    ['a backslash path', '/media\\..\\x'],
    ['no address', undefined],
  ])('drops an image with %s', (_label, url) => {
    expect(renderBlogHtml([{ type: 'image', url, alt: 'x', children: [{ text: '' }] }])).toBe('');
  });

  it.each([
    'iframe',
    'embed',
    'object',
    'video',
    'audio',
    'style',
    'svg',
    'form',
    'input',
    'meta',
    'base',
    'html',
    'template',
    'heading-one-and-a-half',
    'IMAGE',
    'Paragraph',
  ])('drops a %s node with everything in it', (type) => {
    const html = renderBlogHtml([
      { type, url: 'https://evil.example/embed', src: 'https://evil.example', children: [{ text: 'inside' }] },
      paragraph({ text: 'after' }),
    ]);
    expect(html).toBe('<p>after</p>');
  });

  it('keeps the words of a link whose address is refused, without the link', () => {
    expect(renderBlogHtml([paragraph({ text: 'go ' }, { type: 'link', url: 'javascript:alert(1)', children: [{ text: 'here', bold: true }] })])).toBe(
      '<p>go <strong>here</strong></p>',
    );
  });

  it('does not let inherited properties act as marks or types', () => {
    const leaf = JSON.parse('{"__proto__": {"bold": true, "type": "script"}, "text": "plain"}');
    const block = JSON.parse('{"__proto__": {"type": "paragraph"}, "children": [{"text": "orphan"}]}');
    expect(renderBlogHtml([paragraph(leaf), block])).toBe('<p>plain</p>');
  });

  it('strips control characters from text', () => {
    expect(renderBlogHtml([paragraph({ text: 'a\u0000b\u0007c\u001bd\u0085e\tf' })])).toBe('<p>abcde\tf</p>');
  });

  // No wall-clock bound here: a renderer without node budgets would never finish these inputs, and
  // the test's own timeout fails it; the counts below prove the budgets applied.
  it('renders only what the shape allows from deeply nested junk, without exhausting the stack', () => {
    let nested: Record<string, unknown> = { text: 'deep' };
    for (let depth = 0; depth < 100_000; depth += 1)
      nested = { type: depth % 2 ? 'paragraph' : 'bulleted-list', children: [nested, { type: 'list-item', children: [nested] }] };
    const html = renderBlogHtml([nested, paragraph({ text: 'after' })]);
    expectOnlyAllowedMarkup(html);
    expect(html).not.toContain('deep');
    expect(html.endsWith('<p>after</p>')).toBe(true);
  });

  it('cuts a huge document at the budgets', () => {
    const manyBlocks = Array.from({ length: 300_000 }, (_, index) => paragraph({ text: `p${index}` }));
    const html = renderBlogHtml(manyBlocks);
    // Each paragraph is two nodes (the block and its leaf).
    expect(html.match(/<p>/g)).toHaveLength(BLOG_DOCUMENT_LIMITS.maxNodes / 2);

    const longText = renderBlogHtml([paragraph({ text: '<'.repeat(5_000_000) })]);
    expect(longText.match(/&lt;/g)).toHaveLength(BLOG_DOCUMENT_LIMITS.maxTextLength);
    expect(longText).not.toMatch(/<(?!\/?p>)/);

    const wideLink = renderBlogHtml([
      paragraph({ type: 'link', url: 'https://example.com', children: Array.from({ length: 100_000 }, () => ({ text: 'x' })) }),
    ]);
    expect(wideLink.length).toBeLessThan(BLOG_DOCUMENT_LIMITS.maxNodes + 200);
    expectOnlyAllowedMarkup(wideLink);
  });
});
