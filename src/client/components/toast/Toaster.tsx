/**
 * Renders the toast queue. Mount once (root route). The two live regions are always in the page,
 * so screen readers announce a toast as it arrives: politely for success and info, assertively
 * for warnings and errors. (Plain aria-live, not role=alert/status: an always-present empty
 * alert would be one more "alert" on every page for tools and tests that look for the page's own.) Each toast pauses while hovered or focused and can be closed.
 */
import { useEffect, useId, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { CloseIcon } from '../icons.tsx';
import { activeToastHost, currentToasts, dismissToast, registerToastHost, subscribeToToasts, type Toast } from './toast-store.ts';
import './toast.css';

function ToastItem({ toast }: { toast: Toast }) {
  const [isPaused, setIsPaused] = useState(false);
  const remaining = useRef(toast.durationMs);

  useEffect(() => {
    if (isPaused) return;
    const startedAt = Date.now();
    const timer = window.setTimeout(() => dismissToast(toast.id), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [isPaused, toast.id]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: pointing at or focusing into the toast only pauses its dismiss timer (WCAG 2.2.1, time to read); it does not make the toast a control (its close button is).
    <div
      className={`toast toast--${toast.variant}`}
      onMouseEnter={() => setIsPaused(true)}
      onMouseLeave={() => setIsPaused(false)}
      onFocus={() => setIsPaused(true)}
      onBlur={() => setIsPaused(false)}
    >
      <div className="toast__body">
        {toast.title ? <p className="toast__title">{toast.title}</p> : null}
        <p className="toast__message">{toast.message}</p>
      </div>
      <button type="button" className="icon-button toast__close" onClick={() => dismissToast(toast.id)} aria-label="Dismiss notification">
        <CloseIcon />
      </button>
    </div>
  );
}

const NO_TOASTS: readonly Toast[] = [];

export function Toaster() {
  const hostId = useId();
  useLayoutEffect(() => registerToastHost(hostId), [hostId]);
  const isHost = useSyncExternalStore(
    subscribeToToasts,
    () => activeToastHost() === hostId,
    () => false,
  );
  const allToasts = useSyncExternalStore(subscribeToToasts, currentToasts, currentToasts);
  // The live regions stay in place either way, so they are ready before a toast arrives.
  const toasts = isHost ? allToasts : NO_TOASTS;
  const urgent = toasts.filter((toast) => toast.variant === 'error' || toast.variant === 'warning');
  const polite = toasts.filter((toast) => toast.variant === 'success' || toast.variant === 'info');
  return (
    <div className="toaster">
      <div aria-live="polite" className="toaster__region">
        {polite.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </div>
      <div aria-live="assertive" className="toaster__region">
        {urgent.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </div>
    </div>
  );
}
