import type { ToolMeta } from '@toolnest/tool-kit';
import { useId, type ReactNode } from 'react';
import { HydrateOnDemand } from './hydrate-on-demand';
import { Link } from '../controls/link';
import { Icon } from '../controls/icon';

export type RelatedTool = Pick<ToolMeta, 'slug' | 'title' | 'description' | 'icon' | 'href'>;

export interface ToolPageProps {
  title: string;
  /** A short lead under the heading. */
  description?: ReactNode;
  /** Tools of the same group; the block is hidden when empty. */
  related: readonly RelatedTool[];
  /** The long explanatory article (h2/h3 inside; the page owns the h1). */
  article?: ReactNode;
  /** The tool itself. */
  children: ReactNode;
  /** A control beside the heading (the shell's favourite star). */
  action?: ReactNode;
}

/** The frame of every tool page: heading, tool, Related Tools, article. A tool component stays only the tool. */
export function ToolPage({ title, description, related, article, children, action }: ToolPageProps) {
  const relatedId = useId();
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6">
      <header className="mb-6 text-center">
        {action ? (
          <div className="flex items-center justify-center gap-2">
            <h1 className="text-3xl font-bold tracking-tight text-foreground sm:text-4xl">{title}</h1>
            {action}
          </div>
        ) : (
          <h1 className="text-3xl font-bold tracking-tight text-foreground sm:text-4xl">{title}</h1>
        )}
        {description ? <p className="mx-auto mt-3 max-w-2xl text-muted-foreground">{description}</p> : null}
      </header>

      <section aria-label={title} className="rounded-lg border border-border bg-card p-4 text-card-foreground shadow-sm sm:p-6">
        {children}
      </section>

      {related.length > 0 ? (
        <HydrateOnDemand name="related">
          <section aria-labelledby={relatedId} className="mt-12">
            <h2 id={relatedId} className="mb-4 text-2xl font-semibold text-foreground">
              Related Tools
            </h2>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {related.map(({ slug, title: toolTitle, description: toolDescription, icon, href }) => (
                <li key={slug}>
                  <Link
                    to={href}
                    className="flex h-full flex-col gap-2 rounded-lg border border-border bg-card p-4 text-card-foreground transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                  >
                    <Icon name={icon} className="size-6 text-primary" />
                    <span className="font-semibold">{toolTitle}</span>
                    <span className="text-sm text-muted-foreground">{toolDescription}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        </HydrateOnDemand>
      ) : null}

      {article ? (
        <HydrateOnDemand name="article">
          <article className="tn-prose mx-auto mt-12">{article}</article>
        </HydrateOnDemand>
      ) : null}
    </div>
  );
}
