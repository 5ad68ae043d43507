import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './request';

/** The API's read and write rules (docs/api.md#conventions): reads never poll, never refetch on focus, never go stale, never retry; writes never retry. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
