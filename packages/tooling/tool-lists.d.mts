// The types of tool-lists.mjs, for the TypeScript that imports it (tests).
import type { WorkspaceTool } from './workspace-tools.cjs';

export declare const CARDS_FILE: 'apps/registry/src/tools.gen.ts';
export declare const PAGES_FILE: 'apps/registry/src/pages.gen.ts';
export declare const SLUGS_FILE: 'apps/registry/src/tool-slugs.gen.ts';
export declare const SERVERS_FILE: 'apps/api/src/plugins/tool-servers.gen.ts';
export declare function renderToolLists(found: readonly WorkspaceTool[]): Record<string, string>;
export declare function writeToolLists(root: string): string[];
