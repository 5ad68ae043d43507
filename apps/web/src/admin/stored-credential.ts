// The admin's credential "stored locally": the Authorization header value,
// in sessionStorage, so a reload stays logged in but closing the tab forgets the password (in
// localStorage it stayed on disk until Logout). Only ever touched from effects and event handlers, never
// while rendering: every page is prerendered on a server that has no storage.
const KEY = 'toolnest.admin.authorization';

/** The stored header, or null (none, or storage blocked by the browser). */
export function readStoredCredential(): string | null {
  try {
    return window.sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function storeCredential(authorization: string): void {
  try {
    window.sessionStorage.setItem(KEY, authorization);
  } catch {
    // Storage blocked: the session still works until the page is left.
  }
}

export function forgetStoredCredential(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was stored.
  }
  forgetLegacyCredential();
}

/**
 * Removes a header an earlier version left in localStorage. It is dropped, not moved to the session:
 * the admin logs in once more, and no password outlives a closed tab.
 */
export function forgetLegacyCredential(): void {
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    // Storage blocked: nothing can have been left there.
  }
}
