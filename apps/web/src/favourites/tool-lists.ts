import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { FAVOURITES_KEY, FAVOURITES_MAX, parseStoredList, RECENT_COUNT, RECENT_KEY, toggled, visited } from './stored-list';

const NONE: readonly string[] = Object.freeze([]);

interface StoredList {
  value: readonly string[];
  read: boolean;
  listeners: Set<() => void>;
}

const lists = new Map<string, StoredList>();

function listOf(key: string): StoredList {
  let list = lists.get(key);
  if (!list) {
    list = { value: NONE, read: false, listeners: new Set() };
    lists.set(key, list);
  }
  return list;
}

function maxOf(key: string): number {
  return key === RECENT_KEY ? RECENT_COUNT : FAVOURITES_MAX;
}

/** Storage may be missing or refuse (a private window, a full quota, a sandbox): the lists then live in memory. */
function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function load(key: string) {
  const list = listOf(key);
  list.read = true;
  list.value = parseStoredList(readStorage(key), maxOf(key));
  for (const listener of list.listeners) listener();
}

function update(key: string, change: (value: readonly string[]) => string[]) {
  const list = listOf(key);
  if (!list.read) load(key);
  list.value = change(list.value);
  try {
    window.localStorage.setItem(key, JSON.stringify(list.value));
  } catch {
    // Kept for this visit only.
  }
  for (const listener of list.listeners) listener();
}

let listening = false;

// Another tab changed a list: read it again (a cleared storage sends key null).
function onStorage(event: StorageEvent) {
  for (const key of lists.keys()) if (event.key === null || event.key === key) load(key);
}

/**
 * A stored list: empty while rendering on the server and while hydrating (the prerendered HTML shows no
 * favourites, so hydration matches), read from storage when first subscribed (after mount, never in render).
 */
function useStoredList(key: string): readonly string[] {
  const list = listOf(key);
  return useSyncExternalStore(
    useCallback(
      (onChange: () => void) => {
        list.listeners.add(onChange);
        if (!listening) window.addEventListener('storage', onStorage);
        listening = true;
        if (!list.read) load(key);
        return () => void list.listeners.delete(onChange);
      },
      [key, list],
    ),
    () => list.value,
    () => NONE,
  );
}

export const useFavourites = () => useStoredList(FAVOURITES_KEY);
export const useRecentTools = () => useStoredList(RECENT_KEY);

export function toggleFavourite(href: string): void {
  update(FAVOURITES_KEY, (value) => toggled(value, href));
}

/** Records that the tool at `href` was opened (a tool page or a live generated page mounted). */
export function useRecordVisit(href: string): void {
  useEffect(() => update(RECENT_KEY, (value) => visited(value, href)), [href]);
}

/** Forgets what was read (tests). */
export function forgetToolLists(): void {
  lists.clear();
}
