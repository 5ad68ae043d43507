import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while rendering on the server and while hydrating the prerendered HTML, true afterwards and
 * for anything mounted later. Lets a component render exactly what the server did, then what only
 * the browser knows (the URL's query, a random pick), without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
