/** 'Go Back': to the previous page of this visit, or to the blog when the visit started here. */
import { useCanGoBack, useRouter } from '@tanstack/react-router';

export function GoBackButton() {
  const router = useRouter();
  const canGoBack = useCanGoBack();
  return (
    <button type="button" className="btn btn--ghost" onClick={() => (canGoBack ? router.history.back() : void router.navigate({ to: '/blogs' }))}>
      <span aria-hidden="true">←</span> Go Back
    </button>
  );
}
