/**
 * Imports a generated page's module from its same-origin URL: allowed by `script-src 'self'`, no eval, no
 * blob URL. Apart so tests can stand in for the browser's module loader.
 */
export function importModule(url: string): Promise<Record<string, unknown>> {
  return import(/* @vite-ignore */ url) as Promise<Record<string, unknown>>;
}
