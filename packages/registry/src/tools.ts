// Maintained by scripts/new-tool.mjs (`pnpm gen:tool <slug>`): one import line per tool, array in id order.
// Card data only (tool-kit's ToolMeta): every page's entry chunk carries this list.
import type { ToolMeta } from '@toolnest/tool-kit';
import caseConvert from '@toolnest/case-convert/meta';

/** Every built-in tool, in tool id order. */
export const builtInTools: readonly ToolMeta[] = [
  caseConvert,
];
