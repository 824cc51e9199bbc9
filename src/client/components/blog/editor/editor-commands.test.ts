import { describe, expect, it } from 'vitest';
import { createEditor, Transforms, type Descendant } from 'slate';
import { withHistory } from 'slate-history';
import { renderBlogHtml } from '#shared/blog/render-blog-html.ts';
import {
  insertImage,
  isBlockActive,
  isMarkActive,
  markForShortcut,
  removeLink,
  setLink,
  toggleBlock,
  toggleMark,
  withBlogElements,
} from './editor-commands.ts';

function editorWith(children: Descendant[]) {
  const editor = withBlogElements(withHistory(createEditor()));
  editor.children = children;
  return editor;
}

const paragraphs = (...texts: string[]): Descendant[] => texts.map((text) => ({ type: 'paragraph', children: [{ text }] }));

describe('editor commands', () => {
  it('makes the selected words bold and back', () => {
    const editor = editorWith(paragraphs('Hello world'));
    Transforms.select(editor, { anchor: { path: [0, 0], offset: 6 }, focus: { path: [0, 0], offset: 11 } });
    toggleMark(editor, 'bold');
    expect(editor.children).toEqual([{ type: 'paragraph', children: [{ text: 'Hello ' }, { text: 'world', bold: true }] }]);
    expect(isMarkActive(editor, 'bold')).toBe(true);
    toggleMark(editor, 'bold');
    expect(renderBlogHtml(editor.children)).toBe('<p>Hello world</p>');
  });

  it('turns paragraphs into a list and back, and into headings and quotes', () => {
    const editor = editorWith(paragraphs('one', 'two'));
    Transforms.select(editor, { anchor: { path: [0, 0], offset: 0 }, focus: { path: [1, 0], offset: 3 } });
    toggleBlock(editor, 'bulleted-list');
    expect(renderBlogHtml(editor.children)).toBe('<ul><li>one</li><li>two</li></ul>');
    expect(isBlockActive(editor, 'bulleted-list')).toBe(true);
    toggleBlock(editor, 'numbered-list');
    expect(renderBlogHtml(editor.children)).toBe('<ol><li>one</li><li>two</li></ol>');
    toggleBlock(editor, 'numbered-list');
    expect(renderBlogHtml(editor.children)).toBe('<p>one</p>\n<p>two</p>');
    Transforms.select(editor, { path: [0, 0], offset: 1 });
    toggleBlock(editor, 'heading-two');
    toggleBlock(editor, 'block-quote');
    expect(renderBlogHtml(editor.children)).toBe('<blockquote>one</blockquote>\n<p>two</p>');
  });

  it('links the selected words, replaces and removes a link', () => {
    const editor = editorWith(paragraphs('See the listing'));
    Transforms.select(editor, { anchor: { path: [0, 0], offset: 8 }, focus: { path: [0, 0], offset: 15 } });
    setLink(editor, 'https://example.com/');
    expect(renderBlogHtml(editor.children)).toBe('<p>See the <a href="https://example.com/" rel="nofollow noopener noreferrer">listing</a></p>');
    Transforms.select(editor, { path: [0, 1, 0], offset: 2 });
    removeLink(editor);
    expect(renderBlogHtml(editor.children)).toBe('<p>See the listing</p>');
  });

  it('inserts a picture as its own block with a paragraph after it, and undoes it', () => {
    const editor = editorWith(paragraphs('before'));
    Transforms.select(editor, { path: [0, 0], offset: 6 });
    insertImage(editor, '/media/blog/inline-1-1280.webp', 'A porch');
    expect(renderBlogHtml(editor.children)).toBe(
      '<p>before</p>\n<figure><img src="/media/blog/inline-1-1280.webp" alt="A porch" loading="lazy" decoding="async"></figure>\n<p></p>',
    );
    editor.undo();
    expect(renderBlogHtml(editor.children)).toBe('<p>before</p>');
  });

  it('puts a picture after the list the cursor is in, not inside it', () => {
    const editor = editorWith([
      {
        type: 'bulleted-list',
        children: [
          { type: 'list-item', children: [{ text: 'one' }] },
          { type: 'list-item', children: [{ text: 'two' }] },
        ],
      },
    ]);
    Transforms.select(editor, { path: [0, 0, 0], offset: 3 });
    insertImage(editor, '/media/blog/inline-2-1280.webp', '');
    expect(renderBlogHtml(editor.children)).toBe(
      '<ul><li>one</li><li>two</li></ul>\n<figure><img src="/media/blog/inline-2-1280.webp" alt="" loading="lazy" decoding="async"></figure>\n<p></p>',
    );
    expect(editor.selection?.anchor.path).toEqual([2, 0]);
  });

  it('maps Ctrl/⌘ + B, I, U to marks and nothing else', () => {
    const key = (key: string, modifiers: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean }> = {}) =>
      markForShortcut({ key, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...modifiers });
    expect(key('b', { ctrlKey: true })).toBe('bold');
    expect(key('I', { metaKey: true })).toBe('italic');
    expect(key('u', { ctrlKey: true })).toBe('underline');
    expect(key('b')).toBeNull();
    expect(key('b', { ctrlKey: true, shiftKey: true })).toBeNull();
    expect(key('z', { ctrlKey: true })).toBeNull();
  });
});
