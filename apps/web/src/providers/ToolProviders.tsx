import { QueryClientProvider } from '@tanstack/react-query';
import { TooltipProvider } from '@toolnest/ui';
import type { ReactNode } from 'react';
import { queryClient } from './query-client';

/** TanStack Query and Radix Tooltip context: loaded lazily (see LazyProviders), never with the home page's first paint. */
export default function ToolProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>{children}</TooltipProvider>
    </QueryClientProvider>
  );
}
