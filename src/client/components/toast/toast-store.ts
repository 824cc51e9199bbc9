/**
 * The toast queue, kept outside React so any code (a click handler, the showing-list module, a
 * mutation callback) can raise a toast; <Toaster/> (mounted once in the root route) renders it.
 * An open modal dialog makes the rest of the page inert, so Modal mounts its own <Toaster/>: the
 * most recently mounted toaster (the "host") is the one that shows the queue.
 */
export type ToastVariant = 'success' | 'error' | 'warning' | 'info';

export interface ToastInput {
  title?: string;
  message: string;
  variant?: ToastVariant;
  /** How long the toast stays; hovering or focusing it pauses the countdown. */
  durationMs?: number;
}

export interface Toast extends Required<Omit<ToastInput, 'title'>> {
  id: number;
  title: string | null;
}

/** The spec's success toasts last about 2 s; problems stay a little longer so they can be read. */
export const TOAST_DURATION_MS = { success: 2000, info: 2000, warning: 4000, error: 4000 } as const;
const MAX_VISIBLE = 4;

type Listener = () => void;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function emit(next: readonly Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

export function showToast(input: ToastInput): number {
  const variant = input.variant ?? 'info';
  const toast: Toast = {
    id: nextId++,
    title: input.title ?? null,
    message: input.message,
    variant,
    durationMs: input.durationMs ?? TOAST_DURATION_MS[variant],
  };
  emit([...toasts, toast].slice(-MAX_VISIBLE));
  return toast.id;
}

export function dismissToast(id: number): void {
  emit(toasts.filter((toast) => toast.id !== id));
}

export function subscribeToToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const currentToasts = (): readonly Toast[] => toasts;

// The toaster hosts, innermost (most recently mounted) last.
let hosts: readonly string[] = [];

export function registerToastHost(id: string): () => void {
  emitHosts([...hosts, id]);
  return () => emitHosts(hosts.filter((host) => host !== id));
}

function emitHosts(next: readonly string[]): void {
  hosts = next;
  for (const listener of listeners) listener();
}

export const activeToastHost = (): string | undefined => hosts.at(-1);
