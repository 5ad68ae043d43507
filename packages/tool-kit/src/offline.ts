/** What a tool that needs the server says when a call fails with the browser offline. */
export const OFFLINE_MESSAGE = 'You are offline. This tool needs the server: connect to the internet and try again.';

/** Whether the browser says it has no network; false where there is no browser (prerender, tests in node). */
export function browserIsOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}
