import type { Category, LiveToolRequest } from '@toolnest/api-client';
import { builtInTools, LIVE_REQUEST_ICON, type PaletteEntry } from '@toolnest/registry';
import type { ToolIconName } from '@toolnest/tool-kit';

export interface PaletteTool extends PaletteEntry {
  icon: ToolIconName;
}

/**
 * What the palette searches: every built-in tool, then every live generated page (its category's name as
 * its tag when the category is known; unlike the catalogue, a page without a category is listed too).
 */
export function paletteTools(live: readonly LiveToolRequest[], categories: readonly Category[]): PaletteTool[] {
  const names = new Map(categories.map((category) => [category.id, category.name]));
  const pages = live.flatMap((request): PaletteTool[] => {
    const path = request.generatedPagePath;
    if (path === null || !path.startsWith('/') || builtInTools.some((tool) => tool.href === path)) return [];
    const category = request.categoryId === null ? undefined : names.get(request.categoryId);
    return [{ title: request.toolName, description: request.description, tags: category === undefined ? [] : [category], href: path, icon: LIVE_REQUEST_ICON }];
  });
  return [...builtInTools, ...pages];
}
