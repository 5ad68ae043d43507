// The visitor's favourite and recently opened tools, kept in localStorage: React-free, so the
// parsing is unit- and property-tested alone. Each list has one versioned key; its value is a JSON array
// of tool paths ('/word-count', a generated page's '/dice-roller'). A value of another shape (corrupt,
// hand-edited, another version's or another site's) is discarded whole, never trusted in part.

export { FAVOURITES_KEY, RECENT_KEY } from './keys';
/** Tools the palette lists as recently opened. */
export const RECENT_COUNT = 5;
/** More favourites than any catalogue holds: a bound on what a foreign value can make us render. */
export const FAVOURITES_MAX = 200;

const TOOL_PATH = /^\/[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The list a stored value holds: an array of distinct tool paths, at most `max`; anything else is []. */
export function parseStoredList(raw: string | null, max: number): string[] {
  if (raw === null) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value) || value.length > max) return [];
  if (!value.every((item): item is string => typeof item === 'string' && TOOL_PATH.test(item))) return [];
  return new Set(value).size === value.length ? value : [];
}

/** `href` added (first) or removed. */
export function toggled(list: readonly string[], href: string): string[] {
  return list.includes(href) ? list.filter((item) => item !== href) : [href, ...list];
}
