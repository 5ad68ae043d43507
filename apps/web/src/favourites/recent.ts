import { RECENT_COUNT } from './stored-list';

/** `href` moved to the front, the oldest dropped past `max` (apart from stored-list.ts: tool pages need it, the home page does not). */
export function visited(list: readonly string[], href: string, max = RECENT_COUNT): string[] {
  return [href, ...list.filter((item) => item !== href)].slice(0, max);
}
