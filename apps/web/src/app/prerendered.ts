// Which page the browser received prerendered, so its hydration can repeat the server's choices.
let prerenderedPath: string | null = null;

/** Called once before hydrating the server's HTML for `path`. */
export function markPrerendered(path: string): void {
  prerenderedPath = path;
}

/**
 * True on the server, and once in the browser for the page it received prerendered (its hydration
 * must pick what the server picked); false for pages reached by navigating in the browser. Read in a
 * state initializer, not a subscription: a re-render after hydration would replace the tool's
 * still-dehydrated Suspense boundaries with their fallbacks (a visible layout shift).
 */
export function takePrerendered(path: string): boolean {
  if (typeof window === 'undefined') return true;
  if (prerenderedPath !== path) return false;
  prerenderedPath = null;
  return true;
}
