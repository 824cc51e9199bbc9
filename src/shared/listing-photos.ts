/**
 * How the detail page lays out listing photos. Shared because the server's preload hint for the
 * first photo must name the same `srcset` and `sizes` as the gallery's <img>, or the browser would
 * download a second file instead of using the preloaded one.
 */

/** The gallery shows 1, 2, 3 or 5 photos across at widths 0, 600, 700 and 1000 px (spec §9). */
export const DETAIL_GALLERY_SIZES = '(min-width: 1000px) 20vw, (min-width: 700px) 33vw, (min-width: 600px) 50vw, 100vw';
