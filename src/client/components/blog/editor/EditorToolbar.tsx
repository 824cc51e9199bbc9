/**
 * The editor's toolbar: marks, headings, quote, lists, link, picture, undo and redo. Buttons say
 * whether their format is on (aria-pressed) and keep the text selection (no focus steal on
 * mouse down). A link or a picture opens a small panel under the toolbar; the selection is kept
 * and restored when the panel applies.
 */
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Editor, Transforms, type BaseRange } from 'slate';
import { ReactEditor, useSlate } from 'slate-react';
import type { BlogMark } from '#shared/blog/blog-document.ts';
import { safeLinkUrl } from '#shared/blog/safe-url.ts';
import { readAsDataUrl } from '../../admin/images/image-files.ts';
import { insertImage, isBlockActive, isLinkActive, isMarkActive, removeLink, setLink, toggleBlock, toggleMark, type BlockFormat } from './editor-commands.ts';

export type UploadImage = (dataUrl: string) => Promise<{ url: string }>;

interface ToolbarButtonProps {
  label: string;
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}

function ToolbarButton({ label, pressed, disabled, onClick, children }: ToolbarButtonProps) {
  return (
    <button
      type="button"
      className="blog-toolbar__button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      // Keeps the editor's selection while the mouse is down on the button.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      <span aria-hidden="true">{children}</span>
    </button>
  );
}

const MARK_BUTTONS: { mark: BlogMark; label: string; glyph: ReactNode }[] = [
  { mark: 'bold', label: 'Bold (Ctrl+B)', glyph: <strong>B</strong> },
  { mark: 'italic', label: 'Italic (Ctrl+I)', glyph: <em>I</em> },
  { mark: 'underline', label: 'Underline (Ctrl+U)', glyph: <u>U</u> },
];

const listIcon = (marker: (y: number) => ReactNode) => (
  <svg width="18" height="18" viewBox="0 0 18 18" fill="currentColor" aria-hidden="true" focusable="false">
    {[4, 9, 14].map((y) => (
      <g key={y}>
        {marker(y)}
        <rect x="7" y={y - 1} width="10" height="2" rx="1" />
      </g>
    ))}
  </svg>
);

// Names carry the visible glyph ('H2'), so speech input users can say what they see.
const BLOCK_BUTTONS: { format: BlockFormat; label: string; glyph: ReactNode }[] = [
  { format: 'heading-two', label: 'H2 heading', glyph: 'H2' },
  { format: 'heading-three', label: 'H3 subheading', glyph: 'H3' },
  { format: 'block-quote', label: 'Quote', glyph: '❝' },
  { format: 'bulleted-list', label: 'Bulleted list', glyph: listIcon((y) => <circle cx="3" cy={y} r="1.6" />) },
  { format: 'numbered-list', label: 'Numbered list', glyph: listIcon((y) => <rect x="1.5" y={y - 2} width="3" height="4" rx="0.5" />) },
];

const BAD_LINK = 'Enter a web address (https://…), a path of this site (/…), an e-mail (mailto:…) or a phone link (tel:…).';

function stopEnter(event: KeyboardEvent, apply: () => void, cancel: () => void) {
  // The editor sits inside the post form: Enter here must not submit the post.
  if (event.key === 'Enter') {
    event.preventDefault();
    apply();
  } else if (event.key === 'Escape') {
    event.preventDefault();
    event.stopPropagation();
    cancel();
  }
}

function LinkPanel({ onApply, onCancel }: { onApply: (url: string) => void; onCancel: () => void }) {
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const apply = () => {
    const url = safeLinkUrl(value);
    if (!url) setError(BAD_LINK);
    else onApply(url);
  };
  return (
    <div className="blog-editor__panel" role="group" aria-labelledby={`${id}-label`}>
      <label id={`${id}-label`} htmlFor={id}>
        Link address
      </label>
      <input
        id={id}
        className="input"
        type="text"
        inputMode="url"
        placeholder="https://"
        value={value}
        // biome-ignore lint/a11y/noAutofocus: the panel opens on a click of its toolbar button; focus moves into what the click opened (disclosure focus management), not on page load.
        autoFocus
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          setValue(event.target.value);
          setError(null);
        }}
        onKeyDown={(event) => stopEnter(event, apply, onCancel)}
      />
      <div className="blog-editor__panel-actions">
        <button type="button" className="btn btn--primary btn--sm" onClick={apply}>
          Add link
        </button>
        <button type="button" className="btn btn--ghost btn--sm" onClick={onCancel}>
          Cancel
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function ImagePanel({ onUpload, onCancel }: { onUpload: (file: File, alt: string) => Promise<void>; onCancel: () => void }) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isUploading, setIsUploading] = useState(false);
  const upload = async () => {
    if (!file) {
      setError('Choose a picture first.');
      return;
    }
    setIsUploading(true);
    setError(null);
    try {
      await onUpload(file, alt.trim());
    } catch {
      setError('The picture could not be uploaded. Please try a JPEG, PNG or WebP file.');
      setIsUploading(false);
    }
  };
  return (
    <div className="blog-editor__panel" role="group" aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className="blog-editor__panel-title">
        Insert a picture
      </p>
      <label htmlFor={`${id}-file`}>Picture file</label>
      {/* biome-ignore lint/a11y/noAutofocus: the panel opens on a click of its toolbar button; focus moves into what the click opened (disclosure focus management), not on page load. */}
      <input id={`${id}-file`} type="file" accept="image/*" autoFocus onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
      <label htmlFor={`${id}-alt`}>Description for screen readers</label>
      <input
        id={`${id}-alt`}
        className="input"
        type="text"
        maxLength={300}
        value={alt}
        onChange={(event) => setAlt(event.target.value)}
        onKeyDown={(event) => stopEnter(event, () => void upload(), onCancel)}
      />
      <div className="blog-editor__panel-actions">
        <button type="button" className="btn btn--primary btn--sm" onClick={() => void upload()} disabled={isUploading} aria-busy={isUploading}>
          {isUploading ? 'Uploading…' : 'Insert picture'}
        </button>
        <button type="button" className="btn btn--ghost btn--sm" onClick={onCancel} disabled={isUploading}>
          Cancel
        </button>
      </div>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function EditorToolbar({ onUploadImage }: { onUploadImage: UploadImage }) {
  const editor = useSlate();
  const [panel, setPanel] = useState<'link' | 'image' | null>(null);
  const savedSelection = useRef<BaseRange | null>(null);

  /**
   * Slate reads the browser's selection changes with a short delay; a button pressed right after
   * selecting with the keyboard must act on what is selected now, so it is read first.
   */
  const syncSelection = () => {
    const domSelection = window.getSelection();
    if (!domSelection?.anchorNode || !ReactEditor.toDOMNode(editor, editor).contains(domSelection.anchorNode)) return;
    const range = ReactEditor.toSlateRange(editor, domSelection, { exactMatch: false, suppressThrow: true });
    if (range) Transforms.select(editor, range);
  };
  const run = (action: () => void) => {
    syncSelection();
    action();
    ReactEditor.focus(editor);
  };
  const openPanel = (kind: 'link' | 'image') => {
    syncSelection();
    savedSelection.current = editor.selection;
    setPanel(kind);
  };
  /** Puts the selection back where it was when the panel opened (or at the end), then applies. */
  const applyAtSavedSelection = (action: () => void) => {
    Transforms.select(editor, savedSelection.current ?? Editor.end(editor, []));
    action();
    setPanel(null);
    ReactEditor.focus(editor);
  };
  const closePanel = () => {
    setPanel(null);
    if (savedSelection.current) Transforms.select(editor, savedSelection.current);
    ReactEditor.focus(editor);
  };

  const linkActive = isLinkActive(editor);
  return (
    <>
      <div className="blog-toolbar" role="toolbar" aria-label="Formatting">
        {MARK_BUTTONS.map(({ mark, label, glyph }) => (
          <ToolbarButton key={mark} label={label} pressed={isMarkActive(editor, mark)} onClick={() => run(() => toggleMark(editor, mark))}>
            {glyph}
          </ToolbarButton>
        ))}
        <span className="blog-toolbar__separator" aria-hidden="true" />
        {BLOCK_BUTTONS.map(({ format, label, glyph }) => (
          <ToolbarButton key={format} label={label} pressed={isBlockActive(editor, format)} onClick={() => run(() => toggleBlock(editor, format))}>
            {glyph}
          </ToolbarButton>
        ))}
        <span className="blog-toolbar__separator" aria-hidden="true" />
        <ToolbarButton
          label={linkActive ? 'Remove link' : 'Link'}
          pressed={linkActive}
          onClick={() => (linkActive ? run(() => removeLink(editor)) : openPanel('link'))}
        >
          🔗
        </ToolbarButton>
        <ToolbarButton label="Picture" pressed={panel === 'image'} onClick={() => openPanel('image')}>
          🖼
        </ToolbarButton>
        <span className="blog-toolbar__separator" aria-hidden="true" />
        <ToolbarButton label="Undo (Ctrl+Z)" disabled={editor.history.undos.length === 0} onClick={() => run(() => editor.undo())}>
          ↶
        </ToolbarButton>
        <ToolbarButton label="Redo (Ctrl+Shift+Z)" disabled={editor.history.redos.length === 0} onClick={() => run(() => editor.redo())}>
          ↷
        </ToolbarButton>
      </div>
      {panel === 'link' ? <LinkPanel onCancel={closePanel} onApply={(url) => applyAtSavedSelection(() => setLink(editor, url))} /> : null}
      {panel === 'image' ? (
        <ImagePanel
          onCancel={closePanel}
          onUpload={async (file, alt) => {
            const { url } = await onUploadImage(await readAsDataUrl(file));
            applyAtSavedSelection(() => insertImage(editor, url, alt));
          }}
        />
      ) : null}
    </>
  );
}
