import { builtInTools, LIVE_REQUEST_ICON } from '@toolnest/registry';
import type { ToolIconName } from '@toolnest/tool-kit';

/** Icons the shell draws itself (a test checks every `<Icon name="…">` of apps/web is listed). */
export const SHELL_ICONS = ['menu', 'x', 'search', 'message-square-plus', 'plus', 'check', 'pencil', 'trash', 'log-out', 'wand-sparkles', 'eye', 'rocket', 'external-link', 'star'] as const satisfies readonly ToolIconName[];

/** Every symbol the sprite must hold: the shell's, each tool card's, the requested tools' card. */
export function spriteIconNames(): ToolIconName[] {
  return [...SHELL_ICONS, LIVE_REQUEST_ICON, ...builtInTools.map((tool) => tool.icon)];
}
