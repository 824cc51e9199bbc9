/**
 * What the toolbar and the shortcuts do to the document: marks, block types (headings, quote,
 * lists), links and images. Plain Slate transforms, testable without a browser.
 */
import { Editor, Element, Range, Transforms, type BaseEditor } from 'slate';
import { LIST_TYPES, type BlogImage, type BlogLink, type BlogListType, type BlogMark, type BlogTextBlockType } from '#shared/blog/blog-document.ts';
import './slate-types.ts';

export type BlockFormat = BlogTextBlockType | BlogListType;

const isListType = (type: string): type is BlogListType => (LIST_TYPES as readonly string[]).includes(type);
const isElementOfType = (node: unknown, type: string) => Element.isElement(node) && node.type === type;

/** Links are inline; images are void blocks (no editable text inside). */
export function withBlogElements<T extends BaseEditor>(editor: T): T {
  const { isInline, isVoid } = editor;
  editor.isInline = (element) => element.type === 'link' || isInline(element);
  editor.isVoid = (element) => element.type === 'image' || isVoid(element);
  return editor;
}

export function isMarkActive(editor: Editor, mark: BlogMark): boolean {
  return Editor.marks(editor)?.[mark] === true;
}

export function toggleMark(editor: Editor, mark: BlogMark): void {
  if (isMarkActive(editor, mark)) Editor.removeMark(editor, mark);
  else Editor.addMark(editor, mark, true);
}

export function isBlockActive(editor: Editor, format: BlockFormat): boolean {
  const { selection } = editor;
  if (!selection) return false;
  const [match] = Editor.nodes(editor, { at: Editor.unhangRange(editor, selection), match: (node) => isElementOfType(node, format) });
  return Boolean(match);
}

/** Turns the selected blocks into `format`, or back into paragraphs when they already are. */
export function toggleBlock(editor: Editor, format: BlockFormat): void {
  const isActive = isBlockActive(editor, format);
  const isList = isListType(format);
  Editor.withoutNormalizing(editor, () => {
    Transforms.unwrapNodes(editor, { match: (node) => Element.isElement(node) && isListType(node.type), split: true });
    const type = isActive ? 'paragraph' : isList ? 'list-item' : format;
    Transforms.setNodes(editor, { type }, { match: (node) => Element.isElement(node) && Editor.isBlock(editor, node) && node.type !== 'image' });
    if (!isActive && isList) Transforms.wrapNodes(editor, { type: format, children: [] });
  });
}

export function isLinkActive(editor: Editor): boolean {
  const [link] = Editor.nodes(editor, { match: (node) => isElementOfType(node, 'link') });
  return Boolean(link);
}

export function removeLink(editor: Editor): void {
  Transforms.unwrapNodes(editor, { match: (node) => isElementOfType(node, 'link') });
}

/** Links the selected words to `url` (already checked); with nothing selected, inserts the address as a link. */
export function setLink(editor: Editor, url: string): void {
  if (isLinkActive(editor)) removeLink(editor);
  const isCollapsed = !editor.selection || Range.isCollapsed(editor.selection);
  const link: BlogLink = { type: 'link', url, children: isCollapsed ? [{ text: url }] : [] };
  if (isCollapsed) {
    Transforms.insertNodes(editor, link);
  } else {
    Transforms.wrapNodes(editor, link, { split: true });
    Transforms.collapse(editor, { edge: 'end' });
  }
}

/**
 * Inserts a picture as a top-level block after the one holding the cursor (never inside a list
 * or a heading, where the document model has no place for it), with an empty paragraph after it
 * to keep writing in.
 */
export function insertImage(editor: Editor, url: string, alt: string): void {
  const image: BlogImage = { type: 'image', url, alt, children: [{ text: '' }] };
  const topIndex = editor.selection ? editor.selection.focus.path[0]! : editor.children.length - 1;
  const at = [topIndex + 1];
  Transforms.insertNodes(editor, [image, { type: 'paragraph', children: [{ text: '' }] }], { at });
  Transforms.select(editor, Editor.start(editor, [topIndex + 2]));
}

const MARK_KEYS: Record<string, BlogMark> = { b: 'bold', i: 'italic', u: 'underline' };

/** Ctrl/⌘+B, I and U; undo and redo are Slate's own (Ctrl/⌘+Z, Ctrl/⌘+Shift+Z, Ctrl+Y). */
export function markForShortcut(event: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean }): BlogMark | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return null;
  return MARK_KEYS[event.key.toLowerCase()] ?? null;
}
