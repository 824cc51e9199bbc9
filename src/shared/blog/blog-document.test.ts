import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZBlogCategoryDeleteInput, ZBlogPostInput } from '../schemas/blog.schema.ts';
import { formatBlogDate } from './blog-date.ts';
import { EMPTY_BLOG_DOCUMENT, isBlogDocumentEmpty, normalizeBlogDocument, parseBlogContent } from './blog-document.ts';

describe('normalizeBlogDocument', () => {
  it('keeps a clean document as it is', () => {
    const document = [
      { type: 'heading-two', children: [{ text: 'Title' }] },
      { type: 'paragraph', children: [{ text: 'a ' }, { type: 'link', url: 'https://example.com/', children: [{ text: 'link', bold: true }] }, { text: '' }] },
      { type: 'numbered-list', children: [{ type: 'list-item', children: [{ text: 'item', italic: true }] }] },
      { type: 'image', url: '/media/blog/x-1280.webp', alt: 'x', children: [{ text: '' }] },
    ];
    expect(normalizeBlogDocument(document)).toEqual({ document, isTruncated: false });
  });

  it('rebuilds nodes with only the allowed keys, gives empty elements a leaf and wraps loose leaves', () => {
    const { document } = normalizeBlogDocument([
      { type: 'paragraph', id: 7, style: 'x', children: [{ text: 'a', bold: true, color: 'red' }] },
      { type: 'block-quote', children: [] },
      { text: 'loose', underline: true },
      { type: 'bulleted-list', children: [{ type: 'paragraph', children: [{ text: 'not an item' }] }] },
    ]);
    expect(document).toEqual([
      { type: 'paragraph', children: [{ text: 'a', bold: true }] },
      { type: 'block-quote', children: [{ text: '' }] },
      { type: 'paragraph', children: [{ text: 'loose', underline: true }] },
    ]);
  });

  it('says when a budget cut the document', () => {
    expect(normalizeBlogDocument([{ type: 'paragraph', children: [{ text: 'x'.repeat(300_000) }] }]).isTruncated).toBe(true);
    expect(normalizeBlogDocument(Array.from({ length: 30_000 }, () => ({ type: 'paragraph', children: [{ text: 'x' }] }))).isTruncated).toBe(true);
  });
});

describe('parseBlogContent', () => {
  it('reads Slate JSON sent as text, and plain text as paragraphs of text', () => {
    expect(parseBlogContent('[{"type":"paragraph","children":[{"text":"json"}]}]').document).toEqual([{ type: 'paragraph', children: [{ text: 'json' }] }]);
    expect(parseBlogContent('First <b>para</b>\n\nSecond').document).toEqual([
      { type: 'paragraph', children: [{ text: 'First <b>para</b>' }] },
      { type: 'paragraph', children: [{ text: 'Second' }] },
    ]);
    expect(parseBlogContent('[not json').document).toEqual([{ type: 'paragraph', children: [{ text: '[not json' }] }]);
  });
});

describe('isBlogDocumentEmpty', () => {
  it('is true without words or pictures', () => {
    expect(isBlogDocumentEmpty(EMPTY_BLOG_DOCUMENT)).toBe(true);
    expect(isBlogDocumentEmpty([{ type: 'bulleted-list', children: [{ type: 'list-item', children: [{ text: '  ' }] }] }])).toBe(true);
    expect(isBlogDocumentEmpty([{ type: 'bulleted-list', children: [{ type: 'list-item', children: [{ text: 'x' }] }] }])).toBe(false);
    expect(isBlogDocumentEmpty([{ type: 'image', url: '/media/x.webp', alt: '', children: [{ text: '' }] }])).toBe(false);
  });
});

describe('blog schemas', () => {
  it('gives every missing post field its spec message at once', () => {
    const result = ZBlogPostInput.safeParse({ title: ' ', excerpt: '', content: [{ type: 'paragraph', children: [{ text: ' ' }] }] });
    expect(result.success).toBe(false);
    expect(z.flattenError(result.error!).fieldErrors).toEqual({
      title: ['Please enter a blog title.'],
      category: ['Please select a category'],
      excerpt: ['Please enter excerpt text.'],
      content: ['Blog content is empty.'],
    });
  });

  it('needs exactly one choice to delete a category', () => {
    const errors = (input: object) => {
      const result = ZBlogCategoryDeleteInput.safeParse(input);
      return result.success ? null : z.flattenError(result.error).fieldErrors;
    };
    expect(errors({ category: 'News' })).toEqual({ choice: ['You need to choose something!'] });
    expect(errors({ category: 'News', changePosts: true, deleteAllPosts: true })).toEqual({
      choice: ["Choose one: delete the posts, or move them to 'Other'."],
    });
    expect(errors({ category: 'News', changePosts: 'true' })).toBeNull();
    expect(errors({ category: 'News', deleteAllPosts: 1 })).toBeNull();
  });
});

describe('formatBlogDate', () => {
  it('reads DD MMM YYYY on the Toronto calendar', () => {
    const dates = ['2026-03-05T15:00:00Z', '2026-09-01T03:00:00Z', '2026-09-12T12:00:00Z', 'not a date'];
    expect(dates.map(formatBlogDate)).toEqual(['05 Mar 2026', '31 Aug 2026', '12 Sep 2026', '']);
  });
});
