import { useId } from 'react';
import type { PageReview } from './load-page';

/**
 * A generated page's source for the admin, beside its preview, with what the server's lint found in it. The
 * lint reads names, which code can build at run time; the sandboxed frame is what keeps the page from the site.
 */
export function PageSource({ review }: { review: PageReview }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid min-w-0 content-start gap-3">
      <h2 id={headingId} className="text-xl font-semibold">
        Source
      </h2>
      <p className="text-sm text-muted-foreground">
        The page runs in a sandboxed frame: it cannot read your session, reach the site&apos;s API or send anything out. Read what it does all the same
        before it goes live.
      </p>
      {review.lint.length > 0 ? (
        <div className="grid gap-1 text-sm">
          <p className="font-medium">The check found:</p>
          <ul className="list-disc pl-5">
            {review.lint.map((finding) => (
              <li key={finding}>{finding}</li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="text-sm">The check found nothing to point out.</p>
      )}
      <pre
        tabIndex={0}
        aria-label="Page source"
        className="max-h-[70vh] overflow-auto rounded-md border border-border bg-muted p-3 font-mono text-xs leading-relaxed text-foreground"
      >
        <code>{review.source}</code>
      </pre>
    </section>
  );
}
