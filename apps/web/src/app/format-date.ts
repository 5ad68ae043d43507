// Made on first use: building an Intl.DateTimeFormat loads ICU's locale data (~25 ms on a fast machine),
// which at the module's top level ran inside the entry's evaluation on every page, dates or not.
let dateFormat: Intl.DateTimeFormat | undefined;

/** An API timestamp as a short date ('Jan 5, 2026'); null when it is not a date. */
export function formatDate(iso: string): string | null {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return null;
  dateFormat ??= new Intl.DateTimeFormat('en', { dateStyle: 'medium' });
  return dateFormat.format(ms);
}
