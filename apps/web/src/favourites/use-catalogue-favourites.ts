import { useEffect, useState } from 'react';

const NONE: readonly string[] = [];
// The stored lists' code is a chunk of its own, fetched after the catalogue mounts: the home page's entry
// stays within its budget (issue 6), and the first paint shows no favourites anyway (issue 22).
const lists = () => import('./tool-lists');

/** The catalogue's favourites (none before mount, so the prerendered page hydrates as is) and their toggle. */
export function useCatalogueFavourites(): [favourites: readonly string[], toggle: (href: string) => void] {
  const [favourites, setFavourites] = useState(NONE);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let mounted = true;
    // A chunk that fails to load leaves the catalogue without favourites, as before.
    lists().then((module) => mounted && (stop = module.watchFavourites(setFavourites)), () => {});
    return () => {
      mounted = false;
      stop?.();
    };
  }, []);
  return [favourites, (href) => void lists().then((module) => module.toggleFavourite(href), () => {})];
}
