// The types of workspace-tools.cjs, for the TypeScript that imports it (tsup.ts, tests).
export declare const API: '@toolnest/api';
export declare const REGISTRY: '@toolnest/registry';
export interface WorkspaceTool {
  slug: string;
  name: string;
  /** Whether it has a "./server" export. */
  server: boolean;
}
export declare function workspaceTools(root?: string): WorkspaceTool[];
export declare function withToolDependencies<T extends { name?: string; dependencies?: Record<string, string> }>(manifest: T, root?: string): T;
