// The build of every library package (tools/*, packages/ui, tool-kit, registry), read from the
// package's own package.json so that nothing is written twice and no package can drift:
//   - one entry per `exports` subpath that has a `@toolnest/source` file: the source is the entry,
//     named after the subpath's `import` file (`./dist/CaseConvert.js` → `CaseConvert`);
//   - every dependency and peerDependency stays external, with its subpaths (`lucide-react/icons/copy`);
//   - every `src/<name>.worker.ts` (a module worker, see @toolnest/ui/worker-task) is an entry too, and the
//     page code's `new URL('./<name>.worker.ts', import.meta.url)` is pointed at the built `./<name>.worker.js`;
//   - ESM, dist/ emptied first; the .d.ts files come after tsup, from scripts/declarations.mjs (the
//     package's `build` script), which writes them with the type-check's own TypeScript program;
//   - an export `"./styles.css": "./dist/styles.css"` gets a Tailwind `@source` hint written there,
//     so a consumer's Tailwind build finds the package's class names (see README, "Adding a tool").
// A tool's build runs `tsup --config ../../packages/tooling/tsup.config.ts` (no config file of its own);
// another package's tsup.config.ts is two lines: import packageBuild and export packageBuild().
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, posix } from 'node:path';
import type * as WorkspaceTools from './workspace-tools.cjs';

// Required at run time: tsup bundles its config as ES modules, where the CommonJS file's own require() fails.
const { withToolDependencies } = createRequire(import.meta.url)('./workspace-tools.cjs') as typeof WorkspaceTools;

interface PackageJson {
  name: string;
  exports?: Record<string, string | Record<string, string>>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

const SOURCE = '@toolnest/source';
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `{ CaseConvert: './src/CaseConvert.tsx', … }`: the entries the `exports` map asks for. */
export function entriesOf(pkg: PackageJson): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const [subpath, target] of Object.entries(pkg.exports ?? {})) {
    if (typeof target === 'string' || !target[SOURCE]) continue;
    const file = /^\.\/dist\/(.+)\.js$/.exec(target.import ?? '');
    if (!file || target.types !== `./dist/${file[1]}.d.ts`) {
      throw new Error(`${pkg.name}: exports["${subpath}"] must have "types": "./dist/<name>.d.ts" and "import": "./dist/<name>.js"`);
    }
    entries[file[1]!] = target[SOURCE];
  }
  if (Object.keys(entries).length === 0) throw new Error(`${pkg.name}: no exports with a "${SOURCE}" file to build`);
  return entries;
}

/** Every dependency and peer dependency, and anything under it, as tsup `external` patterns. */
export function externalsOf(pkg: PackageJson): RegExp[] {
  const names = new Set([...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})]);
  return [...names].sort().map((name) => new RegExp(`^${escapeRegExp(name)}(?:/.*)?$`));
}

/** `{ 'diff.worker': './src/diff.worker.ts' }`: the module workers in the package's src/. */
export function workerEntriesOf(dir: string): Record<string, string> {
  const src = join(dir, 'src');
  if (!existsSync(src)) return {};
  const workers = readdirSync(src).filter((file) => file.endsWith('.worker.ts'));
  return Object.fromEntries(workers.map((file) => [file.slice(0, -'.ts'.length), `./src/${file}`]));
}

/** Points `new URL('./x.worker.ts', import.meta.url)` at the built worker, `./x.worker.js` (esbuild leaves the URL as written). */
export function builtWorkerUrls(code: string): string {
  return code.replace(/(new URL\(\s*["']\.\/[\w.-]+\.worker)\.ts(["'])/g, '$1.js$2');
}

const STYLES_HINT = './dist/styles.css';

/** The tsup options of the package in `dir` (tsup runs in the package folder, so that is the default). */
export function packageBuild(dir = process.cwd()) {
  // As pnpm sees it: the registry's tools are dependencies, so external, though its package.json names none.
  const pkg = withToolDependencies(JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as PackageJson);
  const wantsStylesHint = pkg.exports?.['./styles.css'] === STYLES_HINT;
  const workers = workerEntriesOf(dir);
  return {
    entry: { ...entriesOf(pkg), ...workers },
    format: ['esm' as const],
    dts: false,
    clean: true,
    external: externalsOf(pkg),
    async onSuccess() {
      if (Object.keys(workers).length > 0) {
        const dist = join(dir, 'dist');
        for (const file of readdirSync(dist).filter((name) => name.endsWith('.js'))) {
          const code = readFileSync(join(dist, file), 'utf8');
          const built = builtWorkerUrls(code);
          if (built !== code) writeFileSync(join(dist, file), built);
        }
      }
      if (!wantsStylesHint) return;
      const hint = [
        `/* ${pkg.name}: where its Tailwind class names are. Import after @toolnest/ui/styles.css. */`,
        '@source "./";',
        '',
      ].join('\n');
      writeFileSync(join(dir, posix.normalize(STYLES_HINT)), hint);
    },
  };
}
