import { lazy, Suspense, type ReactNode } from 'react';

const loadProviders = () => import('./ToolProviders');
const ToolProviders = lazy(loadProviders);

/** Starts fetching the providers' chunk early, e.g. in parallel with a tool's own chunk. */
export function preloadProviders(): void {
  void loadProviders();
}

/**
 * Wraps children in the app's QueryClientProvider and TooltipProvider, fetched as their own chunk.
 * React 19 + react-router alone take ~80 kB gzip of the 90 kB home-page budget, so TanStack Query
 * (~10 kB) and Radix Tooltip stay off the critical path: pages that need them render inside this.
 */
export function LazyProviders({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <ToolProviders>{children}</ToolProviders>
    </Suspense>
  );
}
