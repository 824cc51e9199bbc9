/**
 * Tells Slate's types what a blog document is made of (the shared document model), so editor
 * code works with BlogElement and BlogText rather than untyped nodes. Imported by the editor only.
 */
import type { BaseEditor } from 'slate';
import type { HistoryEditor } from 'slate-history';
import type { ReactEditor } from 'slate-react';
import type { BlogElement, BlogText } from '#shared/blog/blog-document.ts';

export type BlogEditor = BaseEditor & ReactEditor & HistoryEditor;

declare module 'slate' {
  interface CustomTypes {
    Editor: BlogEditor;
    Element: BlogElement;
    Text: BlogText;
  }
}
