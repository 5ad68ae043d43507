import type { ToolMeta } from '@toolnest/tool-kit';
import { builtInTools } from './tools';

export { builtInTools } from './tools';
export * from './catalogue';
export { slugify } from './slugify';

/** The built-in tool whose route is '/{slug}', if any. */
export function findTool(slug: string): ToolMeta | undefined {
  return builtInTools.find((tool) => tool.slug === slug);
}
export * from './palette-search';
