// Apart from request.ts, which the home page's entry chunk holds: only pages that call the server need this.
import { OFFLINE_MESSAGE, browserIsOffline } from '@toolnest/tool-kit';
import { ApiError } from './request';

/**
 * The server's `{ error }` sentence when `error` is an ApiError carrying one; OFFLINE_MESSAGE when no answer
 * came and the browser is offline; `fallback` otherwise (a proxy's page, a network error online).
 */
export function serverMessageOr(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage || fallback;
  return browserIsOffline() ? OFFLINE_MESSAGE : fallback;
}
