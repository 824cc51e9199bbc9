/**
 * The detail page's photo carousel: 1, 2, 3 or 5 photos in view by width (spec §9), advancing on
 * its own every few seconds except while hovered, focused or when the visitor prefers reduced
 * motion. The first photos load eagerly (the first with high priority), the rest lazily.
 * Choosing a photo opens the full-screen viewer at it.
 */
import { useEffect, useState } from 'react';
import { DETAIL_GALLERY_SIZES } from '#shared/listing-photos.ts';
import type { TListingImage } from '#shared/schemas/listing.schema.ts';
import { carouselItemsForWidth } from './detail-format.ts';
import { PhotoViewer } from './PhotoViewer.tsx';
import { useServerMarkup } from '../../ssr/render-phase.ts';

export const AUTOPLAY_MS = 3500;

/** A phone's width: what the server renders for (no width to read there), and what hydration starts from. */
const SERVER_VIEWPORT_WIDTH = 390;

function useViewportWidth(): number {
  const serverMarkup = useServerMarkup();
  const [width, setWidth] = useState(() => (serverMarkup ? SERVER_VIEWPORT_WIDTH : window.innerWidth));
  useEffect(() => {
    const onResize = () => setWidth(window.innerWidth);
    onResize();
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return width;
}

function usePrefersReducedMotion(): boolean {
  const serverMarkup = useServerMarkup();
  const [reduced, setReduced] = useState(() => !serverMarkup && (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false));
  useEffect(() => {
    const query = window.matchMedia?.('(prefers-reduced-motion: reduce)');
    if (!query) return undefined;
    const onChange = () => setReduced(query.matches);
    onChange();
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

interface GalleryProps {
  images: readonly TListingImage[];
  /** Used in the photos' alternative texts. */
  address: string;
}

export function Gallery({ images, address }: GalleryProps) {
  const perView = Math.min(carouselItemsForWidth(useViewportWidth()), Math.max(images.length, 1));
  const reducedMotion = usePrefersReducedMotion();
  const [start, setStart] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [viewerIndex, setViewerIndex] = useState<number | null>(null);
  const positions = Math.max(images.length - perView + 1, 1);
  const paused = hovered || focused || reducedMotion || viewerIndex !== null || positions <= 1;

  useEffect(() => {
    if (paused) return undefined;
    const timer = window.setInterval(() => setStart((current) => (current + 1) % positions), AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [paused, positions]);

  const first = Math.min(start, positions - 1);

  if (images.length === 0) {
    return (
      <div className="detail-gallery detail-gallery--empty" role="img" aria-label={`Photos of ${address} are not available yet`}>
        <span>Photos coming soon</span>
      </div>
    );
  }

  return (
    <section
      className="detail-gallery"
      aria-roledescription="carousel"
      aria-label={`Photos of ${address}`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="detail-gallery__viewport">
        <ul className="detail-gallery__track" style={{ transform: `translateX(-${(first * 100) / perView}%)` }}>
          {images.map((image, index) => {
            const inView = index >= first && index < first + perView;
            return (
              <li
                key={image.url}
                className="detail-gallery__slide"
                style={{ flexBasis: `${100 / perView}%` }}
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${images.length}`}
                aria-hidden={!inView}
              >
                <button
                  type="button"
                  className="detail-gallery__open"
                  tabIndex={inView ? 0 : -1}
                  onClick={() => setViewerIndex(index)}
                  aria-label={`Open photo ${index + 1} of ${images.length} full screen`}
                >
                  <img
                    src={image.url}
                    srcSet={image.srcset ?? undefined}
                    sizes={DETAIL_GALLERY_SIZES}
                    width={image.width ?? undefined}
                    height={image.height ?? undefined}
                    alt={`${address}, ${index + 1} of ${images.length}`}
                    loading={index < perView ? 'eager' : 'lazy'}
                    fetchPriority={index === 0 ? 'high' : 'auto'}
                    decoding="async"
                  />
                </button>
              </li>
            );
          })}
        </ul>
      </div>
      {positions > 1 && (
        <div className="detail-gallery__controls">
          <button
            type="button"
            className="btn btn--sm detail-gallery__nav"
            onClick={() => setStart((first - 1 + positions) % positions)}
            aria-label="Previous photos"
          >
            ‹
          </button>
          <span className="detail-gallery__position" aria-live={paused ? 'polite' : 'off'}>
            {/* One photo per view reads "Photo 1 of 5", not "1–1 of 5". */}
            {perView === 1 ? `Photo ${first + 1} of ${images.length}` : `${first + 1}–${first + perView} of ${images.length}`}
          </span>
          <button type="button" className="btn btn--sm detail-gallery__nav" onClick={() => setStart((first + 1) % positions)} aria-label="Next photos">
            ›
          </button>
        </div>
      )}
      {viewerIndex !== null && (
        <PhotoViewer images={images} address={address} index={viewerIndex} onIndexChange={setViewerIndex} onClose={() => setViewerIndex(null)} />
      )}
    </section>
  );
}
