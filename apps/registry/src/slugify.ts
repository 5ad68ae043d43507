/**
 * Route name of a tool generated from a visitor request: lowercased,
 * runs of non-alphanumeric characters turned into single hyphens, leading and
 * trailing hyphens trimmed. ASCII only, so the result is always a valid URL path segment.
 */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
