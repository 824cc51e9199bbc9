/**
 * Full-screen photo viewer on a native modal <dialog> (focus trapped, page behind inert).
 * Previous/next wrap around (last → first and back, spec §4); ←/→ move, Escape closes, and focus
 * returns to the photo that opened it.
 */
import { useEffect, useRef } from 'react';
import type { TListingImage } from '#shared/schemas/listing.schema.ts';
import { CloseIcon } from '../icons.tsx';

interface PhotoViewerProps {
  images: readonly TListingImage[];
  address: string;
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

export function wrapIndex(index: number, count: number): number {
  return ((index % count) + count) % count;
}

/** A modal dialog still lets Tab leave for the browser's own controls: cycle within the viewer instead. */
function keepFocusInside(dialog: HTMLDialogElement, event: { shiftKey: boolean; preventDefault: () => void }) {
  const focusable = [...dialog.querySelectorAll<HTMLElement>('button, [href], [tabindex]:not([tabindex="-1"])')];
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !dialog.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

export function PhotoViewer({ images, address, index, onIndexChange, onClose }: PhotoViewerProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const image = images[index]!;
  const count = images.length;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    return () => {
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      opener?.focus();
    };
  }, []);

  const go = (step: number) => onIndexChange(wrapIndex(index + step, count));

  return (
    <dialog
      ref={dialogRef}
      className="photo-viewer"
      aria-label={`Photos of ${address}`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Tab') {
          keepFocusInside(event.currentTarget, event);
        } else if (event.key === 'ArrowRight') {
          event.preventDefault();
          go(1);
        } else if (event.key === 'ArrowLeft') {
          event.preventDefault();
          go(-1);
        }
      }}
    >
      <div className="photo-viewer__bar">
        <p className="photo-viewer__count" aria-live="polite">
          Photo {index + 1} of {count}
        </p>
        <button type="button" className="photo-viewer__close" onClick={onClose} aria-label="Close photo viewer">
          <CloseIcon />
        </button>
      </div>
      <figure className="photo-viewer__figure">
        <img src={image.url} srcSet={image.srcset ?? undefined} sizes="100vw" alt={`${address}, ${index + 1} of ${count}`} />
      </figure>
      {count > 1 && (
        <>
          <button type="button" className="photo-viewer__nav photo-viewer__nav--prev" onClick={() => go(-1)} aria-label="Previous photo">
            ‹
          </button>
          <button type="button" className="photo-viewer__nav photo-viewer__nav--next" onClick={() => go(1)} aria-label="Next photo">
            ›
          </button>
        </>
      )}
    </dialog>
  );
}
