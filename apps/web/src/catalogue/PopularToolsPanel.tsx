import type { CatalogueTool } from '@toolnest/registry';
import { Icon, Link } from '@toolnest/ui';
import { panelLinkClass, SidePanel } from './SidePanel';

export function PopularToolsPanel({ tools }: { tools: readonly CatalogueTool[] }) {
  return (
    <SidePanel title="Popular Tools">
      <ul className="mt-3 space-y-1">
        {tools.map(({ href, icon, title }) => (
          <li key={href}>
            <Link to={href} className={`${panelLinkClass} items-center gap-2`}>
              <Icon name={icon} className="size-4 shrink-0 text-muted-foreground" />
              {title}
            </Link>
          </li>
        ))}
      </ul>
    </SidePanel>
  );
}
