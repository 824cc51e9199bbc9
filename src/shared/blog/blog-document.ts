/**
 * A blog post's content: a Slate document in a deliberately small shape. Blocks hold inline
 * content (text leaves and links) directly; lists hold list items; images are void blocks that
 * point at our own media. Nothing else exists in a stored post.
 *
 * normalizeBlogDocument is the allow-list: it rebuilds a document from untrusted JSON, keeping
 * only the node types, marks and attributes below and dropping everything else (unknown nodes
 * with their content, unsafe URLs, extra keys). It never descends further than the shape allows,
 * and it stops at fixed budgets, so hostile nesting or size cannot exhaust the stack or the CPU.
 * The server runs it before storing and again before rendering.
 */
import { safeImageUrl, safeLinkUrl } from './safe-url.ts';

export interface BlogText {
  text: string;
  bold?: true;
  italic?: true;
  underline?: true;
}
export type BlogMark = 'bold' | 'italic' | 'underline';
export const BLOG_MARKS: readonly BlogMark[] = ['bold', 'italic', 'underline'];

export interface BlogLink {
  type: 'link';
  url: string;
  children: BlogText[];
}
export type BlogInline = BlogText | BlogLink;

export const TEXT_BLOCK_TYPES = ['paragraph', 'heading-two', 'heading-three', 'block-quote'] as const;
export type BlogTextBlockType = (typeof TEXT_BLOCK_TYPES)[number];
export interface BlogTextBlock {
  type: BlogTextBlockType;
  children: BlogInline[];
}

export interface BlogListItem {
  type: 'list-item';
  children: BlogInline[];
}
export const LIST_TYPES = ['bulleted-list', 'numbered-list'] as const;
export type BlogListType = (typeof LIST_TYPES)[number];
export interface BlogList {
  type: BlogListType;
  children: BlogListItem[];
}

export interface BlogImage {
  type: 'image';
  url: string;
  alt: string;
  children: [{ text: '' }];
}

export type BlogBlock = BlogTextBlock | BlogList | BlogImage;
export type BlogElement = BlogBlock | BlogListItem | BlogLink;
export type BlogDocument = BlogBlock[];

/** Budgets of one document. A real post is far below them; past them the rest is cut off. */
export const BLOG_DOCUMENT_LIMITS = {
  /** Nodes of any kind (blocks, items, links, leaves). */
  maxNodes: 20_000,
  /** Characters of text in the whole document. */
  maxTextLength: 200_000,
  maxAltLength: 300,
} as const;

export const EMPTY_BLOG_DOCUMENT: BlogDocument = [{ type: 'paragraph', children: [{ text: '' }] }];

export interface NormalizedBlogDocument {
  document: BlogDocument;
  /** True when a budget was reached and part of the input was left out. */
  isTruncated: boolean;
}

type JsonRecord = Record<string, unknown>;
const isRecord = (value: unknown): value is JsonRecord => typeof value === 'object' && value !== null && !Array.isArray(value);
const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T => typeof value === 'string' && (list as readonly string[]).includes(value);

// C0 controls other than tab and line feed, DEL, and the C1 range never belong in post text.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

class Budget {
  nodes = 0;
  text = 0;
  isExhausted = false;

  /** Takes one node; false once the budget is spent. */
  takeNode(): boolean {
    if (this.nodes >= BLOG_DOCUMENT_LIMITS.maxNodes) this.isExhausted = true;
    if (this.isExhausted) return false;
    this.nodes += 1;
    return true;
  }

  /** Takes as much of the text as the budget allows. */
  takeText(text: string): string {
    const room = BLOG_DOCUMENT_LIMITS.maxTextLength - this.text;
    if (text.length > room) this.isExhausted = true;
    const kept = text.length > room ? text.slice(0, Math.max(0, room)) : text;
    this.text += kept.length;
    return kept;
  }
}

function normalizeText(value: JsonRecord, budget: Budget): BlogText | null {
  if (typeof value.text !== 'string' || !budget.takeNode()) return null;
  const leaf: BlogText = { text: budget.takeText(value.text.replace(CONTROL_CHARACTERS, '')) };
  for (const mark of BLOG_MARKS) if (value[mark] === true) leaf[mark] = true;
  return leaf;
}

/** The text leaves of a link; anything else inside a link (a nested link, a block) is dropped. */
function normalizeLink(value: JsonRecord, budget: Budget): BlogInline[] {
  if (!budget.takeNode()) return [];
  const children: BlogText[] = [];
  for (const child of Array.isArray(value.children) ? value.children : []) {
    if (budget.isExhausted) break;
    if (!isRecord(child) || 'type' in child) continue;
    const leaf = normalizeText(child, budget);
    if (leaf) children.push(leaf);
  }
  const url = safeLinkUrl(value.url);
  if (children.length === 0) return [];
  // A link whose address is not allowed keeps its words, without the link.
  return url ? [{ type: 'link', url, children }] : children;
}

function normalizeInlines(children: unknown, budget: Budget): BlogInline[] {
  const inlines: BlogInline[] = [];
  for (const child of Array.isArray(children) ? children : []) {
    if (budget.isExhausted) break;
    if (!isRecord(child)) continue;
    if (child.type === undefined) {
      const leaf = normalizeText(child, budget);
      if (leaf) inlines.push(leaf);
    } else if (child.type === 'link') {
      inlines.push(...normalizeLink(child, budget));
    }
  }
  // Slate needs at least one leaf in every element.
  return inlines.length > 0 ? inlines : [{ text: '' }];
}

function normalizeList(value: JsonRecord & { type: BlogListType }, budget: Budget): BlogList | null {
  if (!budget.takeNode()) return null;
  const items: BlogListItem[] = [];
  for (const child of Array.isArray(value.children) ? value.children : []) {
    if (budget.isExhausted) break;
    if (!isRecord(child) || child.type !== 'list-item' || !budget.takeNode()) continue;
    items.push({ type: 'list-item', children: normalizeInlines(child.children, budget) });
  }
  return items.length > 0 ? { type: value.type, children: items } : null;
}

function normalizeImage(value: JsonRecord, budget: Budget): BlogImage | null {
  const url = safeImageUrl(value.url);
  if (!url || !budget.takeNode()) return null;
  const alt = typeof value.alt === 'string' ? value.alt.replace(CONTROL_CHARACTERS, '').trim().slice(0, BLOG_DOCUMENT_LIMITS.maxAltLength) : '';
  return { type: 'image', url, alt, children: [{ text: '' }] };
}

function normalizeBlock(value: unknown, budget: Budget): BlogBlock | null {
  if (!isRecord(value)) return null;
  if (isOneOf(TEXT_BLOCK_TYPES, value.type)) {
    if (!budget.takeNode()) return null;
    return { type: value.type, children: normalizeInlines(value.children, budget) };
  }
  if (isOneOf(LIST_TYPES, value.type)) return normalizeList(value as JsonRecord & { type: BlogListType }, budget);
  if (value.type === 'image') return normalizeImage(value, budget);
  // Loose inline content at the top level (a bare leaf or link) becomes a paragraph.
  if ((value.type === undefined && typeof value.text === 'string') || value.type === 'link') {
    if (!budget.takeNode()) return null;
    const children = normalizeInlines([value], budget);
    return { type: 'paragraph', children };
  }
  return null;
}

export function normalizeBlogDocument(value: unknown): NormalizedBlogDocument {
  const budget = new Budget();
  const document: BlogDocument = [];
  for (const candidate of Array.isArray(value) ? value : []) {
    if (budget.isExhausted) break;
    const block = normalizeBlock(candidate, budget);
    if (block) document.push(block);
  }
  return { document, isTruncated: budget.isExhausted };
}

/**
 * Content as an API client may send it: the Slate JSON itself, that JSON as a string, or plain
 * text (paragraphs separated by blank lines), which is kept as text, never as markup.
 */
export function parseBlogContent(value: unknown): NormalizedBlogDocument {
  if (typeof value !== 'string') return normalizeBlogDocument(value);
  const trimmed = value.trim();
  if (trimmed.startsWith('[')) {
    try {
      return normalizeBlogDocument(JSON.parse(trimmed));
    } catch {
      // Not JSON after all: it is text.
    }
  }
  const paragraphs = trimmed
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => ({ type: 'paragraph', children: [{ text: paragraph }] }));
  return normalizeBlogDocument(paragraphs);
}

export const isBlogList = (block: BlogBlock): block is BlogList => isOneOf(LIST_TYPES, block.type);

function inlineText(inlines: BlogInline[]): string {
  return inlines.map((inline) => ('type' in inline ? inline.children.map((leaf) => leaf.text).join('') : inline.text)).join('');
}

/** The document's words, one line per block (list items included). */
export function blogDocumentText(document: BlogDocument): string {
  const lines: string[] = [];
  for (const block of document) {
    if (block.type === 'image') continue;
    if (isBlogList(block)) {
      for (const item of block.children) lines.push(inlineText(item.children));
    } else {
      lines.push(inlineText(block.children));
    }
  }
  return lines.join('\n');
}

/** Nothing a reader could see: no words and no picture. */
export function isBlogDocumentEmpty(document: BlogDocument): boolean {
  return !document.some((block) => block.type === 'image') && blogDocumentText(document).trim() === '';
}
