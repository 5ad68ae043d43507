import { useCallback, useEffect, useState } from 'react';
import { FAVOURITES_KEY } from './keys';

const NONE: readonly string[] = [];
const ignore = () => {};
// The stored lists' code is a chunk of its own, fetched after the catalogue mounts and only when it has
// something to show (a stored value) or to do (a star pressed): a first visit to the home page downloads
// none of it (it must stay within its 90 kB budget), and the first paint shows no favourites anyway.
const lists = () => import('./tool-lists');

/** The catalogue's favourites (none before mount, so the prerendered page hydrates as is) and their toggle. */
export function useCatalogueFavourites(): [favourites: readonly string[], toggle: (href: string) => void] {
  const [favourites, setFavourites] = useState(NONE);
  const [starred, setStarred] = useState(false);
  useEffect(() => {
    let stored = starred;
    try {
      stored ||= localStorage.getItem(FAVOURITES_KEY) !== null;
    } catch {
      // No storage: nothing to show until a star is pressed.
    }
    if (!stored) {
      // Until then, another tab's first star wakes it.
      const wake = (event: StorageEvent) => event.key === FAVOURITES_KEY && setStarred(true);
      addEventListener('storage', wake);
      return () => removeEventListener('storage', wake);
    }
    // A chunk that fails to load leaves the catalogue without favourites, as before.
    const watching = lists().then(
      (module) => module.watchFavourites(setFavourites),
      () => ignore,
    );
    return () => void watching.then((stop) => stop());
  }, [starred]);
  // One function for the page's life, so the memoised cards keep their render.
  const toggle = useCallback((href: string) => {
    setStarred(true);
    lists().then((module) => module.toggleFavourite(href), ignore);
  }, []);
  return [favourites, toggle];
}
