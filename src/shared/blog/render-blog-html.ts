/**
 * The one serializer from a post's Slate JSON to the HTML readers get. It renders only what
 * normalizeBlogDocument keeps (the allow-list), emits a fixed set of tags and attributes, and
 * escapes every text and attribute value; nothing from the input is ever copied as markup.
 * Tags: p h2 h3 blockquote ul ol li a strong em u br figure img. Attributes: href and rel on
 * links; src, alt, loading and decoding on images.
 * The server renders posts with it; the admin preview uses the same function, so both agree.
 */
import { normalizeBlogDocument, type BlogBlock, type BlogInline, type BlogText } from './blog-document.ts';
import { escapeHtml } from '../text/escape.ts';

const BLOCK_TAGS = { paragraph: 'p', 'heading-two': 'h2', 'heading-three': 'h3', 'block-quote': 'blockquote' } as const;

function renderLeaf(leaf: BlogText): string {
  let html = escapeHtml(leaf.text).replace(/\n/g, '<br>');
  if (leaf.underline) html = `<u>${html}</u>`;
  if (leaf.italic) html = `<em>${html}</em>`;
  if (leaf.bold) html = `<strong>${html}</strong>`;
  return html;
}

function renderInline(inline: BlogInline): string {
  if (!('type' in inline)) return renderLeaf(inline);
  // Links leaving the site pass no referrer and no ranking credit.
  const rel = inline.url.startsWith('/') || inline.url.startsWith('#') ? '' : ' rel="nofollow noopener noreferrer"';
  return `<a href="${escapeHtml(inline.url)}"${rel}>${inline.children.map(renderLeaf).join('')}</a>`;
}

function renderBlock(block: BlogBlock): string {
  switch (block.type) {
    case 'image':
      return `<figure><img src="${escapeHtml(block.url)}" alt="${escapeHtml(block.alt)}" loading="lazy" decoding="async"></figure>`;
    case 'bulleted-list':
    case 'numbered-list': {
      const tag = block.type === 'bulleted-list' ? 'ul' : 'ol';
      return `<${tag}>${block.children.map((item) => `<li>${item.children.map(renderInline).join('')}</li>`).join('')}</${tag}>`;
    }
    default: {
      const tag = BLOCK_TAGS[block.type];
      return `<${tag}>${block.children.map(renderInline).join('')}</${tag}>`;
    }
  }
}

/** Untrusted JSON in, safe HTML out: whatever `content` holds, only allow-listed markup comes out. */
export function renderBlogHtml(content: unknown): string {
  return normalizeBlogDocument(content).document.map(renderBlock).join('\n');
}
