// What the server (apps/api, which writes and serves generated pages) and the web shell (which loads them)
// must agree on. React-free and tool-free, so the server imports it without the catalogue.
import { slugify } from './slugify';
import { toolSlugs } from './tool-slugs.gen';

/**
 * Page names a generated tool may not take: every fixed path of the site (docs/site.md#routes; built tools or not),
 * the site's own top-level folders, and the route of every tool in tools/* (tool-slugs.gen.ts).
 */
export const RESERVED_PAGE_NAMES: ReadonlySet<string> = new Set([
  'tools',
  'admin',
  'api',
  'submissions',
  'assets',
  // The generated pages' frame runtime (apps/web/vite.frame.config.ts).
  'frame',
  'case-convert',
  'word-count',
  'url-encoder',
  'base64-converter',
  'hours-calculator',
  'spam-score-checker',
  'small-text-generator',
  'text-to-binary',
  'pdf-to-zip',
  'open-graph-generator',
  'binary-decoder',
  'cloaking-checker',
  'tiktok-downloader',
  'invisible-character',
  'plagiarism-checker',
  'youtube-downloader',
  'youtube-mp3-converter',
  'facebook-downloader',
  'password-generator',
  'text-diff',
  'check-splitter',
  'json-formatter',
  ...toolSlugs,
]);

/** The page name a request's tool name asks for: its slug, or `tool-{id}` when the name has no letter or digit. */
export function pageNameFor(toolName: string, id: number): string {
  return slugify(toolName) || `tool-${id}`;
}

/** `name` if free, else the first free of `name-2`, `name-3`, …; reserved names count as taken. */
export function firstFreePageName(name: string, isTaken: (candidate: string) => boolean): string {
  const taken = (candidate: string) => RESERVED_PAGE_NAMES.has(candidate) || isTaken(candidate);
  if (!taken(name)) return name;
  let suffix = 2;
  while (taken(`${name}-${suffix}`)) suffix += 1;
  return `${name}-${suffix}`;
}

/**
 * The global the web shell sets, frozen, before it `import()`s a generated page's module: one object per
 * module below, holding exactly the names listed. A page's imports of these specifiers are compiled to
 * reads of it, so the page runs on the shell's own React (not an import map: that needs an inline script).
 */
export const SHARED_MODULES_GLOBAL = '__toolnest_shared__';

/** What a generated page may import, and the names each module offers it; anything else fails to compile. */
export const SHARED_MODULES = {
  react: ['Fragment', 'useCallback', 'useEffect', 'useId', 'useMemo', 'useReducer', 'useRef', 'useState'],
  'react/jsx-runtime': ['Fragment', 'jsx', 'jsxs'],
  // index.ts's controls plus the ./field and ./copy-button subpaths', under one specifier.
  '@toolnest/ui': ['Button', 'Card', 'CardContent', 'CardHeader', 'CardTitle', 'CopyButton', 'Field', 'Input', 'Label', 'Textarea'],
} as const satisfies Record<string, readonly string[]>;

export type SharedModuleName = keyof typeof SHARED_MODULES;

/**
 * The value of the global: from each shared module, exactly its listed names, all frozen. The shell passes
 * the real modules (`@toolnest/ui`'s entry: index plus Field and CopyButton); a missing name throws.
 */
export function sharedModulesValue(modules: Record<SharedModuleName, Record<string, unknown>>): Readonly<Record<SharedModuleName, unknown>> {
  const entries = (Object.keys(SHARED_MODULES) as SharedModuleName[]).map((name) => {
    const module = modules[name];
    const picked = Object.fromEntries(
      SHARED_MODULES[name].map((exported) => {
        if (module[exported] === undefined) throw new Error(`The shared module ${name} has no export ${exported}.`);
        return [exported, module[exported]];
      }),
    );
    return [name, Object.freeze(picked)];
  });
  return Object.freeze(Object.fromEntries(entries) as Record<SharedModuleName, unknown>);
}
