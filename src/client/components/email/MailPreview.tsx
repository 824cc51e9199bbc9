/**
 * The mail exactly as a recipient gets it (the server renders it with the code that sends it),
 * in a sandboxed frame: no scripts, no access to the admin page. Desktop or phone width, to see
 * the responsive layout, and the plain-text part below.
 */
import { useState } from 'react';
import type { TPreview } from '#shared/schemas/email.schema.ts';
import { type Choice, ChoiceButtons } from '../admin/lists/ChoiceButtons.tsx';

interface MailPreviewProps {
  preview: TPreview | undefined;
  isUpdating: boolean;
  /** Shown instead of the preview while the form is not complete enough to render. */
  hint: string | null;
  error: string | null;
}

type PreviewWidth = 'desktop' | 'phone';
const WIDTH_CHOICES: Choice<PreviewWidth>[] = [
  { value: 'desktop', label: 'Desktop' },
  { value: 'phone', label: 'Phone' },
];

export function MailPreview({ preview, isUpdating, hint, error }: MailPreviewProps) {
  const [width, setWidth] = useState<PreviewWidth>('desktop');
  return (
    <section className="admin-card panel mail-preview" aria-labelledby="mail-preview-title">
      <div className="mail-preview__bar split-row">
        <h2 id="mail-preview-title" className="admin-card__title">
          Preview
        </h2>
        <ChoiceButtons label="Preview width" choices={WIDTH_CHOICES} value={width} onChange={setWidth} />
      </div>
      <p className="form-note" role="status">
        {error ??
          (hint
            ? hint
            : isUpdating
              ? 'Updating the preview…'
              : 'This is exactly what recipients receive; each copy greets its recipient and carries their own unsubscribe link.')}
      </p>
      {preview && !hint ? (
        <>
          <p className="mail-preview__subject">Subject: {preview.subject}</p>
          <div className="mail-preview__stage">
            <iframe className="mail-preview__frame" data-width={width} title="Preview of the mail" sandbox="" srcDoc={preview.html} />
          </div>
          <details>
            <summary>Plain-text part</summary>
            <pre className="mail-preview__text">{preview.text}</pre>
          </details>
        </>
      ) : null}
    </section>
  );
}
