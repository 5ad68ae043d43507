import { useId, type ReactNode } from 'react';

/** Classes of a link row inside a side panel. */
export const panelLinkClass =
  'flex rounded-md px-2 py-1.5 text-sm hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/** A titled card beside the catalogue (Popular Tools, Recent Requests). */
export function SidePanel({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-border bg-card p-5 text-card-foreground">
      <h2 id={headingId} className="font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
