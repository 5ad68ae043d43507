import { FavouriteButton } from './FavouriteButton';
import { toggleFavourite, useFavourites } from './tool-lists';

/** The star of a tool page or a live generated page (their chunks load the stored lists themselves). */
export function FavouriteStar({ href, title }: { href: string; title: string }) {
  return <FavouriteButton title={title} pressed={useFavourites().includes(href)} onToggle={() => toggleFavourite(href)} />;
}
