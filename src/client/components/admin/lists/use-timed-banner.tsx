/** A short message that clears itself (the settings create banner shows for 1500 ms). */
import { useEffect, useState } from 'react';

export interface Banner {
  tone: 'success' | 'error';
  text: string;
}

export function useTimedBanner(durationMs: number) {
  const [banner, setBanner] = useState<Banner | null>(null);
  useEffect(() => {
    if (!banner) return undefined;
    const timer = window.setTimeout(() => setBanner(null), durationMs);
    return () => window.clearTimeout(timer);
  }, [banner, durationMs]);
  return { banner, show: setBanner };
}

export function BannerMessage({ banner }: { banner: Banner | null }) {
  return (
    <div role="status" aria-live="polite" className="banner-slot">
      {banner ? <p className={`banner banner--${banner.tone}`}>{banner.text}</p> : null}
    </div>
  );
}
