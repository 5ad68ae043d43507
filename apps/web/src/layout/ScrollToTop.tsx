import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Scrolls the window to the top whenever the location changes. */
export function ScrollToTop() {
  const { pathname, search, hash } = useLocation();
  // Layout effect: scroll before paint, so the new page never flashes at the old offset.
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search, hash]);
  return null;
}
