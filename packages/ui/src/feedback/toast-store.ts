import { useSyncExternalStore } from 'react';

/** The notices' limits (docs/site.md#frame-of-every-page): one at a time, 5 s, removed long after dismissal. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION = 5000;
export const TOAST_REMOVE_DELAY = 1_000_000;

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title: string;
  /** Line breaks in it are kept. */
  description?: string;
  variant?: ToastVariant;
  /** A link under the description, to a page of the site ('Tool is Live!' → View Live). */
  link?: { to: string; label: string };
  /** A button under the description that does something now ('Updated — reload' → Reload). */
  action?: { label: string; onClick: () => void };
}

export interface ToastItem extends ToastOptions {
  id: string;
  open: boolean;
}

// One module-level store so `toast()` works from anywhere, even outside React.
let toasts: readonly ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function setToasts(next: readonly ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => toasts;

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  // Kept (closed) in state for a long while (1,000,000 ms), so exit animations never lose their node.
  const timer = setTimeout(() => {
    removalTimers.delete(id);
    setToasts(toasts.filter((t) => t.id !== id));
  }, TOAST_REMOVE_DELAY);
  removalTimers.set(id, timer);
}

/** Closes one toast, or every toast when no id is given. */
export function dismissToast(id?: string): void {
  for (const t of toasts) if (id === undefined || t.id === id) scheduleRemoval(t.id);
  setToasts(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
}

/** Forgets every toast, open or closed, and their removal timers (tests: each file starts with none). */
export function forgetToasts(): void {
  for (const timer of removalTimers.values()) clearTimeout(timer);
  removalTimers.clear();
  setToasts([]);
}

/** Shows a notice; a new toast replaces the current one (limit 1). */
export function toast(options: ToastOptions): { id: string; dismiss: () => void } {
  if (!options || typeof options.title !== 'string' || options.title === '') {
    throw new Error('toast: a non-empty title is required');
  }
  const id = String(++counter);
  setToasts([{ ...options, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

/** The current toasts plus the two actions, re-rendering on every change. */
export function useToast() {
  const current = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { toasts: current, toast, dismiss: dismissToast };
}
