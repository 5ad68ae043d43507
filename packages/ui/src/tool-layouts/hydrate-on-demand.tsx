import { Suspense, useSyncExternalStore, type ReactNode } from 'react';

const noSubscription = () => () => {};
// Regions whose first hydration attempt was held back, by name: a name is held back once per page load.
const heldBack = new Set<string>();

/**
 * Static content below the fold (an article, a list of links, the footer) that a prerendered page keeps as
 * the server's HTML until it is needed: until it comes into the viewport, until the visitor acts on it (React
 * hydrates the part under a click or a focus at once, then replays the event), or until its parent renders it
 * with new props. Hydrated at load, these stateless parts were a good share of a tool page's hydration work.
 * Rendered in the browser any other way (a navigation), it renders at once.
 */
export function HydrateOnDemand({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Gate name={name}>
        <div data-hydrate-on-demand={name}>{children}</div>
      </Gate>
    </Suspense>
  );
}

function Gate({ name, children }: { name: string; children: ReactNode }) {
  // True on the server and while hydrating (React reads the server snapshot then), false in any other render.
  const hydrating = useSyncExternalStore(noSubscription, () => false, () => true);
  // The server's HTML of the region, when this render hydrates it (a server render has no such element).
  const region = hydrating && !heldBack.has(name) && typeof document !== 'undefined' ? document.querySelector(`[data-hydrate-on-demand="${name}"]`) : null;
  if (region) {
    // Only the first attempt waits: a second one means React must hydrate the region now (an event in it, or
    // new props, which it could not otherwise apply without dropping the server's HTML).
    // Thrown, not use()d: a later render of the region must be able to go on without waiting.
    heldBack.add(name);
    throw whenNear(region);
  }
  return children;
}

function whenNear(region: Element): Promise<void> {
  return new Promise((resolve) => {
    if (typeof IntersectionObserver === 'undefined') return resolve();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: '0px' },
    );
    observer.observe(region);
  });
}
