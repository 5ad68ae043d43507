const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });

/** An API timestamp as a short date ('Jan 5, 2026'); null when it is not a date. */
export function formatDate(iso: string): string | null {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : dateFormat.format(ms);
}
