import type { CatalogueTool } from '@toolnest/registry';
import { Link } from 'react-router-dom';

export function PopularToolsPanel({ tools }: { tools: readonly CatalogueTool[] }) {
  return (
    <section aria-labelledby="popular-tools-heading" className="rounded-lg border border-border bg-card p-5 text-card-foreground">
      <h2 id="popular-tools-heading" className="font-semibold">
        Popular Tools
      </h2>
      <ul className="mt-3 space-y-1">
        {tools.map((tool) => {
          const Icon = tool.icon;
          return (
            <li key={tool.href}>
              <Link
                to={tool.href}
                className="flex items-center gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                <Icon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                {tool.title}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
