// Card data only (tool-kit's ToolMeta): every page's entry chunk carries this list. The tools are the
// packages in tools/*, listed in tools.gen.ts (written at install by packages/tooling/tool-lists.mjs).
import type { ToolMeta } from '@toolnest/tool-kit';
import { toolCards } from './tools.gen';

/** Every built-in tool, in tool id order. */
export const builtInTools: readonly ToolMeta[] = [...toolCards].sort((a, b) => a.id - b.id);
