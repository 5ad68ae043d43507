import { Button, cn, Icon } from '@toolnest/ui';

/**
 * The star that makes a tool a favourite, on its card and its page: a toggle button naming the
 * tool. It holds no state: the caller passes what the stored list says (nothing while prerendering and
 * hydrating), so the home page's entry chunk carries only this markup, not the storage code.
 */
export function FavouriteButton({ title, pressed, onToggle, className }: { title: string; pressed: boolean; onToggle: () => void; className?: string }) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-pressed={pressed}
      aria-label={`Favourite ${title}`}
      // Colour and fill follow aria-pressed in CSS: no second branch in the catalogue's script.
      className={cn('text-muted-foreground aria-pressed:text-primary aria-pressed:[&_svg]:fill-current', className)}
      onClick={onToggle}
    >
      <Icon name="star" />
    </Button>
  );
}
