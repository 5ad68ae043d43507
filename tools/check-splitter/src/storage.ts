// The check kept in the browser's localStorage under one versioned key. Only ever called from effects
// and event handlers, never while rendering: every page is prerendered on a server that has no storage.
import { parseStoredCheck, serializeCheck, type Check } from './logic';

export const STORAGE_KEY = 'toolnest:check-splitter:v1';

export type LoadResult =
  /** Storage works; `check` is what it held (null: nothing yet), `dropped` when a value was unreadable. */
  | { available: true; check: Check | null; dropped: boolean }
  /** Storage is off (blocked by the browser or a privacy setting). */
  | { available: false };

export function loadCheck(): LoadResult {
  let text: string | null;
  try {
    text = window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return { available: false };
  }
  const stored = parseStoredCheck(text);
  if (stored.status === 'dropped') {
    try {
      window.localStorage.removeItem(STORAGE_KEY);
    } catch {
      // It is overwritten by the next save anyway.
    }
  }
  return { available: true, check: stored.status === 'ok' ? stored.check : null, dropped: stored.status === 'dropped' };
}

/** False when the browser refused (storage full or turned off): the check then lives in memory only. */
export function saveCheck(check: Check): boolean {
  try {
    window.localStorage.setItem(STORAGE_KEY, serializeCheck(check));
    return true;
  } catch {
    return false;
  }
}
