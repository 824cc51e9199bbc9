/** First focusable element of every page: lets keyboard users jump past the navigation. */
export const MAIN_CONTENT_ID = 'main-content';

export function SkipLink() {
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
      Skip to main content
    </a>
  );
}
