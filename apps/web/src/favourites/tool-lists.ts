import { useEffect, useSyncExternalStore } from 'react';
import { FAVOURITES_KEY, FAVOURITES_MAX, parseStoredList, RECENT_COUNT, RECENT_KEY, toggled } from './stored-list';

// Loaded after the home page's first paint (use-catalogue-favourites.ts) and by the tool pages' chunks.
const NONE: readonly string[] = [];
/** The lists read so far, by key. */
const values = new Map<string, readonly string[]>();
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Storage may be missing or refuse (a private window, a sandbox): the lists then live in memory. */
function load(key: string) {
  let raw = null;
  try {
    raw = localStorage.getItem(key);
  } catch {
    // Nothing stored, then.
  }
  values.set(key, parseStoredList(raw, key === RECENT_KEY ? RECENT_COUNT : FAVOURITES_MAX));
}

export function updateList(key: string, change: (value: readonly string[]) => readonly string[]): void {
  if (!values.has(key)) load(key);
  const value = change(values.get(key)!);
  values.set(key, value);
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Kept for this visit only.
  }
  notify();
}

let listening = false;

function subscribe(listener: () => void) {
  // Another tab changed a list (or cleared the storage): read what was read again. Kept for the page's life.
  if (!listening) {
    listening = true;
    addEventListener('storage', () => {
      for (const key of values.keys()) load(key);
      notify();
    });
  }
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * A stored list: empty on the server and while hydrating (the prerendered HTML shows no favourites, so
 * hydration matches), read from storage in an effect after mount, never while rendering.
 */
function useStoredList(key: string): readonly string[] {
  useEffect(() => {
    if (values.has(key)) return;
    load(key);
    notify();
  }, [key]);
  return useSyncExternalStore(subscribe, () => values.get(key) ?? NONE, () => NONE);
}

export const useFavourites = () => useStoredList(FAVOURITES_KEY);
export const useRecentTools = () => useStoredList(RECENT_KEY);

/** Calls `onChange` with the favourites now (read from storage if need be) and on every change; returns the stop. */
export function watchFavourites(onChange: (favourites: readonly string[]) => void): () => void {
  const tell = () => onChange(values.get(FAVOURITES_KEY)!);
  const stop = subscribe(tell);
  if (!values.has(FAVOURITES_KEY)) load(FAVOURITES_KEY);
  tell();
  return stop;
}

export function toggleFavourite(href: string): void {
  updateList(FAVOURITES_KEY, (value) => toggled(value, href));
}

/** Forgets what was read (tests). */
export function forgetToolLists(): void {
  values.clear();
}
