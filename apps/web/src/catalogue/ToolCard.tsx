import type { CatalogueTool } from '@toolnest/registry';
import { Icon, Link } from '@toolnest/ui';
import { memo } from 'react';
import { FavouriteButton } from '../favourites/FavouriteButton';

/**
 * A catalogue card: icon, title, description, tags, the favourite star; the whole card follows the title's link.
 * Memoised: a list's arrival or a keystroke in the search re-renders only the cards whose tool or star changed.
 */
export const ToolCard = memo(function ToolCard({
  tool,
  favourite,
  onToggleFavourite,
}: {
  tool: CatalogueTool;
  favourite: boolean;
  onToggleFavourite: (href: string) => void;
}) {
  return (
    <article
      data-testid={tool.testId}
      className="group relative flex flex-col gap-3 rounded-lg border border-border bg-card p-5 text-card-foreground shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md"
    >
      <div className="flex items-center gap-3 pr-8">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-md bg-primary/10 text-primary">
          <Icon name={tool.icon} className="size-5" />
        </span>
        <h3 className="font-semibold leading-tight">
          {/* The link's ::after covers the card, so the card is one click target with one accessible name. */}
          <Link to={tool.href} className="outline-none after:absolute after:inset-0 after:rounded-lg">
            {tool.title}
          </Link>
        </h3>
      </div>
      {/* Above the link's ::after, so it takes its own clicks. */}
      <FavouriteButton title={tool.title} pressed={favourite} onToggle={() => onToggleFavourite(tool.href)} className="absolute top-2 right-2 z-10" />
      <p className="text-sm text-muted-foreground">{tool.description}</p>
      {tool.tags.length > 0 && (
        <ul aria-label="Tags" className="mt-auto flex flex-wrap gap-1.5">
          {tool.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-secondary px-2 py-0.5 text-xs font-medium text-secondary-foreground">
              {tag}
            </li>
          ))}
        </ul>
      )}
    </article>
  );
});
