/**
 * The post editor (Slate): its own lazily loaded chunk, imported only by the admin blog page.
 * The document it edits is the shared blog document model; the content area is 280 px high
 * (admin spec, section 9) and styled like the public post, so the agent sees what readers get.
 */
import { useState } from 'react';
import { createEditor, type Descendant } from 'slate';
import { withHistory } from 'slate-history';
import { Editable, Slate, withReact } from 'slate-react';
import { EMPTY_BLOG_DOCUMENT, type BlogDocument } from '#shared/blog/blog-document.ts';
import { markForShortcut, toggleMark, withBlogElements } from './editor-commands.ts';
import { renderElement, renderLeaf } from './EditorElements.tsx';
import { EditorToolbar, type UploadImage } from './EditorToolbar.tsx';

export interface BlogEditorProps {
  /** Read once, when the editor opens. */
  initialValue: BlogDocument;
  onChange: (document: BlogDocument) => void;
  onUploadImage: UploadImage;
  /** The content area's id (focused when the content is invalid) and its label's id. */
  id: string;
  labelId: string;
  errorId?: string | undefined;
}

export default function BlogEditor({ initialValue, onChange, onUploadImage, id, labelId, errorId }: BlogEditorProps) {
  const [editor] = useState(() => withBlogElements(withHistory(withReact(createEditor()))));
  const [startValue] = useState<Descendant[]>(() => structuredClone(initialValue.length > 0 ? initialValue : EMPTY_BLOG_DOCUMENT));
  return (
    <div className="blog-editor">
      <Slate editor={editor} initialValue={startValue} onValueChange={(value) => onChange(value as BlogDocument)}>
        <EditorToolbar onUploadImage={onUploadImage} />
        <Editable
          id={id}
          className="blog-editor__content blog-content"
          renderElement={renderElement}
          renderLeaf={renderLeaf}
          placeholder="Write the post…"
          aria-labelledby={labelId}
          aria-describedby={errorId}
          aria-invalid={errorId ? true : undefined}
          spellCheck
          onKeyDown={(event) => {
            const mark = markForShortcut(event);
            if (!mark) return;
            event.preventDefault();
            toggleMark(editor, mark);
          }}
        />
      </Slate>
    </div>
  );
}
