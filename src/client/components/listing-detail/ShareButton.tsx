/** Share: the system share sheet where the browser has one, else the link copied with a toast. */
import { useToast } from '../toast/use-toast.ts';

export const LINK_COPIED = 'Link copied to the clipboard.';

export function ShareButton({ title }: { title: string }) {
  const toast = useToast();
  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The visitor closed the share sheet: nothing to do.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Share', LINK_COPIED);
    } catch {
      toast.show({ title: 'Share', message: `Copy this link: ${url}`, variant: 'info', durationMs: 8000 });
    }
  };
  return (
    <button type="button" className="btn btn--ghost btn--sm" onClick={() => void share()}>
      Share
    </button>
  );
}
