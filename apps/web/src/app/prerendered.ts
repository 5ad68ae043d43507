// Which page the browser received prerendered, so its hydration can repeat the server's choices.
import { useEffect } from 'react';

let prerenderedPath: string | null = null;

/** Called once before hydrating the server's HTML for `path`. */
export function markPrerendered(path: string): void {
  prerenderedPath = path;
}

/**
 * True on the server, and in the browser for the page it received prerendered until that page's route has
 * committed (usePrerenderedCommitted); false for pages reached by navigating in the browser. Read in a state
 * initializer, not a subscription: a re-render after hydration would replace the tool's still-dehydrated
 * Suspense boundaries with their fallbacks (a visible layout shift). Not consumed by the read: React may start a
 * hydrating render over (an event reaching the page mid-hydration does), and the new attempt must pick what the
 * server picked again, or the HTML it hydrates no longer matches.
 */
export function isPrerendered(path: string): boolean {
  if (typeof window === 'undefined') return true;
  return prerenderedPath === path;
}

/** Once the route at `path` has committed, later visits to it in the browser are the browser's own. */
export function usePrerenderedCommitted(path: string): void {
  useEffect(() => {
    if (prerenderedPath === path) prerenderedPath = null;
  }, [path]);
}
