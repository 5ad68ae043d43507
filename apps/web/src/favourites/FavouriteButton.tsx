import { Button, cn, Icon } from '@toolnest/ui';
import { toggleFavourite, useFavourites } from './tool-lists';

/**
 * The star that makes a tool a favourite (issue 22), on its card and its page. Unpressed in the
 * prerendered HTML and while hydrating; the stored favourites press it after mount.
 */
export function FavouriteButton({ href, title, className }: { href: string; title: string; className?: string }) {
  const pressed = useFavourites().includes(href);
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-pressed={pressed}
      aria-label={`Favourite ${title}`}
      // Colour and fill follow aria-pressed in CSS: no second branch in the catalogue's script.
      className={cn('text-muted-foreground aria-pressed:text-primary aria-pressed:[&_svg]:fill-current', className)}
      onClick={() => toggleFavourite(href)}
    >
      <Icon name="star" />
    </Button>
  );
}
