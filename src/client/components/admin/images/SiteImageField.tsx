/**
 * One image of the site settings (favicon, logo, profile picture): the current one, a picker for
 * a new one (images only) and its removal. `value` undefined keeps the current image, a data URL
 * replaces it, null removes it.
 */
import { useId, useState } from 'react';
import { pickImages, skippedMessage } from './image-files.ts';
import { FieldFrame, fieldErrorId } from '../../forms/FieldFrame.tsx';

interface SiteImageFieldProps {
  label: string;
  currentUrl: string | null;
  value: string | null | undefined;
  onChange: (value: string | null | undefined) => void;
  error?: string | undefined;
}

export function SiteImageField({ label, currentUrl, value, onChange, error }: SiteImageFieldProps) {
  const id = useId();
  const [notice, setNotice] = useState<string | null>(null);
  const shown = value === undefined ? currentUrl : value;
  return (
    <FieldFrame id={id} label={label} className="field site-image-field" error={error}>
      <div className="site-image-field__row cluster">
        {shown ? (
          <img className="site-image-field__preview" src={shown} alt={`${label} preview`} />
        ) : (
          <div className="image-grid__placeholder site-image-field__preview">None</div>
        )}
        <div className="site-image-field__controls">
          <input
            id={id}
            type="file"
            accept="image/*"
            aria-describedby={error ? fieldErrorId(id) : undefined}
            onChange={async (event) => {
              const { images, skipped } = event.target.files ? await pickImages(event.target.files) : { images: [], skipped: [] };
              setNotice(skippedMessage(skipped));
              if (images[0]) onChange(images[0].src);
            }}
          />
          {shown ? (
            <button type="button" className="btn btn--ghost btn--sm" onClick={() => onChange(null)}>
              Remove<span className="visually-hidden"> {label}</span>
            </button>
          ) : null}
          {value !== undefined ? (
            <button type="button" className="btn btn--ghost btn--sm" onClick={() => onChange(undefined)}>
              Undo<span className="visually-hidden"> {label} change</span>
            </button>
          ) : null}
        </div>
      </div>
      {notice ? (
        <p className="field-error" role="alert">
          {notice}
        </p>
      ) : null}
    </FieldFrame>
  );
}
