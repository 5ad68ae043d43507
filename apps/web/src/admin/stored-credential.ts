// The admin's credential "stored locally" (spec 2 §4 "Admin session"): the Authorization header value,
// in localStorage. Only ever touched from effects and event handlers, never while rendering: every page
// is prerendered on a server that has no storage.
const KEY = 'toolnest.admin.authorization';

/** The stored header, or null (none, or storage blocked by the browser). */
export function readStoredCredential(): string | null {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function storeCredential(authorization: string): void {
  try {
    window.localStorage.setItem(KEY, authorization);
  } catch {
    // Storage blocked: the session still works until the page is left.
  }
}

export function forgetStoredCredential(): void {
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    // Nothing was stored.
  }
}
