import { lazy, Suspense, type ReactNode } from 'react';

const ToolProviders = lazy(() => import('./ToolProviders'));

/**
 * Wraps children in the app's QueryClientProvider and TooltipProvider, fetched as their own chunk.
 * React 19 + react-router alone take ~84 kB gzip of the 90 kB home-page budget, so TanStack Query
 * (~10 kB) and Radix Tooltip stay off the home page: Request a Tool and the admin render inside this.
 */
export function LazyProviders({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <ToolProviders>{children}</ToolProviders>
    </Suspense>
  );
}
