import { useDeferredValue, useSyncExternalStore } from 'react';
import { readJson } from './request';
import type { ApprovedToolRequest, Category, LiveToolRequest } from './schemas';

/** The public lists the browser reads. */
export const LIST_URLS = {
  categories: '/api/categories',
  liveToolRequests: '/api/tool-requests/live',
  approvedToolRequests: '/api/tool-requests/approved',
} as const;
export type ListUrl = (typeof LIST_URLS)[keyof typeof LIST_URLS];

export interface ListState<T> {
  status: 'pending' | 'success' | 'error';
  data: readonly T[] | undefined;
  error: Error | undefined;
}

interface Entry {
  state: ListState<unknown>;
  reading: Promise<void> | null;
  listeners: Set<() => void>;
}

const PENDING: ListState<never> = { status: 'pending', data: undefined, error: undefined };

/**
 * The one cache of API lists in the browser, small enough for the home page's entry chunk (TanStack
 * Query would cost ~10 kB there). Reads as docs/api.md describes them: one read per list until a write
 * refreshes it, never retried, never refetched on focus, never stale.
 */
const entries = new Map<ListUrl, Entry>();

function entryOf(url: ListUrl): Entry {
  let entry = entries.get(url);
  if (!entry) {
    entry = { state: PENDING, reading: null, listeners: new Set() };
    entries.set(url, entry);
  }
  return entry;
}

function set(entry: Entry, state: ListState<unknown>) {
  entry.state = state;
  for (const listener of entry.listeners) listener();
}

function read(url: ListUrl): Promise<void> {
  const entry = entryOf(url);
  const reading = readJson<unknown[]>(url).then(
    (data) => {
      if (entry.reading === reading) set(entry, { status: 'success', data, error: undefined });
    },
    (error: unknown) => {
      const failure = error instanceof Error ? error : new Error(String(error));
      if (entry.reading === reading) set(entry, { status: 'error', data: entry.state.data, error: failure });
    },
  );
  entry.reading = reading;
  return reading;
}

/** Reads a list again and tells every reader; the old data stays shown meanwhile. Call after a write. */
export function refreshList(url: ListUrl): Promise<void> {
  return read(url);
}

/**
 * Reads again every list read so far (an admin change may touch any of them). A list nobody has read is
 * left alone: its first reader reads it fresh anyway.
 */
export function refreshReadLists(): Promise<void> {
  return Promise.all([...entries.keys()].map((url) => read(url))).then(() => undefined);
}

/** Forgets every list read so far (tests). */
export function forgetLists(): void {
  entries.clear();
}

/**
 * A list from the API: read once on first use, shared by every component, empty on the server. A store's
 * change re-renders synchronously, in one task however big the page; deferred, a list's arrival renders in a
 * transition, which React splits into slices that leave the main thread free (the home catalogue took a
 * 30-45 ms task per list on this machine, 4 times that on a phone).
 */
export function useList<T>(url: ListUrl): ListState<T> {
  const entry = entryOf(url);
  const state = useSyncExternalStore(
    (onChange) => {
      entry.listeners.add(onChange);
      if (!entry.reading) void read(url);
      return () => entry.listeners.delete(onChange);
    },
    () => entry.state as ListState<T>,
    () => PENDING,
  );
  return useDeferredValue(state);
}

export const useCategories = () => useList<Category>(LIST_URLS.categories);
export const useLiveToolRequests = () => useList<LiveToolRequest>(LIST_URLS.liveToolRequests);
export const useApprovedToolRequests = () => useList<ApprovedToolRequest>(LIST_URLS.approvedToolRequests);
