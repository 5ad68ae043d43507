// The consumer check (`pnpm turbo run test:consumer`): every tools/* package used the way an outside
// project uses it, with no list to keep. Each tool and the workspace packages it needs (tool-kit,
// ui, …) are packed with `pnpm pack` and installed from the pnpm store into a clean project outside
// the workspace.
// Then per tool: ./logic runs in plain Node (importing no package but tool-kit's pure ./text), ./meta
// is card data, the page module and its Article render with react-dom/server, and a Tailwind build of
// @toolnest/ui/styles.css plus the tool's styles.css holds the tool's class names; per tarball:
// publint and attw report nothing.
// Each kind of per-tool check runs in one Node process for all tools, and the tarballs are unpacked
// and checked by attw in this process: a process per tool and check, each loading React, Tailwind or
// TypeScript again (115 of them), was most of the check's CPU.
// It runs built code: `pnpm turbo run build` first (npm test does). The registry's package.json names no
// tool, so turbo's graph does not build them for this task alone. TOOLNEST_TOOLS=slug,slug narrows it.
import { checkPackage, createPackageFromTarballData, type Package } from '@arethetypeswrong/core';
import { problemKindInfo } from '@arethetypeswrong/core/problems';
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { TOOL_GROUPS, type ToolMeta } from '@toolnest/tool-kit';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const execFileAsync = promisify(execFile);
const root = resolve(import.meta.dirname, '../../..');

interface Manifest {
  name: string;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  exports?: Record<string, unknown>;
}

/** The workspace's packages by name (the folders of pnpm-workspace.yaml). */
const workspace = new Map<string, { dir: string; manifest: Manifest }>();
for (const group of ['apps', 'packages', 'tools']) {
  for (const folder of readdirSync(join(root, group))) {
    const file = join(root, group, folder, 'package.json');
    if (!existsSync(file)) continue;
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
    workspace.set(manifest.name, { dir: dirname(file), manifest });
  }
}

const only = process.env.TOOLNEST_TOOLS?.split(',').filter(Boolean);
const tools = [...workspace.entries()]
  .filter(([, { dir }]) => dirname(dir) === join(root, 'tools'))
  .map(([name, { dir }]) => ({ name, slug: dir.slice(dir.lastIndexOf('/') + 1) }))
  .filter((tool) => !only || only.includes(tool.slug));

/** The tools, ui (whose stylesheet a consumer imports) and every workspace package they need, transitively. */
function packagesToPack(): string[] {
  const names = new Set<string>();
  const visit = (name: string) => {
    if (names.has(name)) return;
    names.add(name);
    const { dependencies = {}, peerDependencies = {} } = workspace.get(name)!.manifest;
    for (const [dep, spec] of Object.entries({ ...dependencies, ...peerDependencies })) {
      if (spec.startsWith('workspace:')) visit(dep);
    }
  };
  for (const name of [...tools.map((tool) => tool.name), '@toolnest/ui']) visit(name);
  return [...names].sort();
}

/** Version ranges of the workspace catalog (pnpm-workspace.yaml), so the consumer gets the same React and Tailwind. */
function catalog(): Record<string, string> {
  const text = readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8');
  const block = /^catalog:\n((?:[ \t]+.*\n?)*)/m.exec(text)?.[1] ?? '';
  return Object.fromEntries([...block.matchAll(/^\s+'?([^':\s]+)'?:\s*(\S+)\s*$/gm)].map((m) => [m[1]!, m[2]!]));
}

// The child processes get the machine's environment, not the workspace's pnpm settings.
const cleanEnv = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(npm_|pnpm_)/i.test(key)));

async function run(command: string, args: string[], cwd: string) {
  try {
    return await execFileAsync(command, args, { cwd, env: cleanEnv, maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${stdout}\n${stderr}`, { cause: error });
  }
}

let project = '';
const tarballs = new Map<string, string>();
/** Each tarball's files, unpacked once (in this process) for the manifest and attw checks. */
const unpacked = new Map<string, Package>();

/** One kind of per-tool check: each tool's result, or the error the check threw for it; and the process's stderr. */
interface ToolResults<T> {
  results: Map<string, { value: T } | { error: string }>;
  stderr: string;
}

/**
 * Runs one kind of check for every tool in a single Node process in the consumer project. `source` is
 * an ES module defining `async function check(name)`; its JSON result is kept per tool, and a tool whose
 * check throws gets its error while the others still run. The results go through a file, so a tool
 * printing to stdout cannot garble them.
 */
async function checkEachTool<T>(source: string): Promise<ToolResults<T>> {
  const file = join(project, `check-${Math.random().toString(36).slice(2)}.mjs`);
  const output = `${file}.json`;
  writeFileSync(
    file,
    `${source}
    const results = {};
    for (const name of ${JSON.stringify(tools.map((tool) => tool.name))}) {
      try {
        results[name] = { value: await check(name) };
      } catch (error) {
        results[name] = { error: error instanceof Error ? error.stack : String(error) };
      }
    }
    (await import('node:fs')).writeFileSync(${JSON.stringify(output)}, JSON.stringify(results));
  `,
  );
  const { stderr } = await run(process.execPath, [file], project);
  const results = JSON.parse(readFileSync(output, 'utf8')) as Record<string, { value: T } | { error: string }>;
  return { results: new Map(Object.entries(results)), stderr };
}

/** A tool's result of a check; a check that threw for the tool fails its test with that error. */
function resultFor<T>({ results }: ToolResults<T>, name: string): T {
  const result = results.get(name);
  if (!result) throw new Error(`no result for ${name}`);
  if ('error' in result) throw new Error(result.error);
  return result.value;
}

beforeAll(async () => {
  const names = packagesToPack();
  const unbuilt = names.filter((name) => !existsSync(join(workspace.get(name)!.dir, 'dist')));
  if (unbuilt.length > 0) throw new Error(`Build first (pnpm turbo run build): no dist/ in ${unbuilt.join(', ')}`);

  // Outside the workspace, so nothing resolves through its node_modules.
  project = mkdtempSync(join(tmpdir(), 'toolnest-consumer-'));
  const packs = join(project, 'tarballs');
  mkdirSync(packs);
  await Promise.all(
    names.map(async (name) => {
      // pnpm pack writes real versions for workspace:/catalog: and drops the source condition (.pnpmfile.cjs).
      const { stdout } = await run('pnpm', ['pack', '--json', '--pack-destination', packs], workspace.get(name)!.dir);
      const tarball = (JSON.parse(stdout) as { filename: string }).filename;
      tarballs.set(name, tarball);
      unpacked.set(name, createPackageFromTarballData(new Uint8Array(readFileSync(tarball))));
    }),
  );

  const versions = catalog();
  const fileSpec = (name: string) => `file:${tarballs.get(name)}`;
  const dependencies: Record<string, string> = {
    react: versions.react!,
    'react-dom': versions['react-dom']!,
    // What a consumer needs to build the stylesheet: Tailwind, through its Node API and scanner.
    tailwindcss: versions.tailwindcss!,
    '@tailwindcss/node': versions.tailwindcss!,
    '@tailwindcss/oxide': versions.tailwindcss!,
    '@toolnest/ui': fileSpec('@toolnest/ui'),
  };
  for (const tool of tools) dependencies[tool.name] = fileSpec(tool.name);
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify({ name: 'toolnest-consumer', private: true, type: 'module', dependencies }, null, 2),
  );
  // The tarballs name each other by version: point those at the tarballs too, never at the registry.
  // pnpm refuses to install while a dependency's build script is neither allowed nor declined: the
  // downloaders' BullMQ brings msgpackr's optional native speed-up, declined as the workspace does.
  writeFileSync(
    join(project, 'pnpm-workspace.yaml'),
    ['overrides:', ...names.map((name) => `  '${name}': '${fileSpec(name)}'`), 'allowBuilds:', '  msgpackr-extract: false', ''].join('\n'),
  );
  // --prefer-offline: no request for anything cached; a cold cache (a fresh CI) fetches package metadata once.
  await run('pnpm', ['install', '--prefer-offline', '--no-frozen-lockfile', '--reporter=silent'], project);
  mkdirSync(join(project, 'css'));
});

afterAll(() => {
  if (project) rmSync(project, { recursive: true, force: true });
});

/** Files a module reaches through relative imports, and the packages it imports. */
function importGraph(entry: string): { files: string[]; packages: string[] } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const [, spec = ''] of readFileSync(file, 'utf8').matchAll(/\b(?:from|import)\s*\(?\s*["']([^"']+)["']/g)) {
      if (/^\.\.?\//.test(spec)) visit(join(dirname(file), spec));
      else packages.add(spec);
    }
  };
  visit(entry);
  return { files: [...files], packages: [...packages].sort() };
}

/** The shared pure helpers a tool's ./logic may import; they import no package themselves. */
const PURE_HELPERS = ['@toolnest/tool-kit/text'];

/** The file a package import in `file` loads, found as Node finds it: the nearest node_modules, then the `exports` import target. */
function resolvePackageImport(specifier: string, file: string): string {
  const [, name = '', subpath = ''] = /^((?:@[^/]+\/)?[^/]+)(\/.*)?$/.exec(specifier) ?? [];
  for (let dir = dirname(realpathSync(file)); dir !== dirname(dir); dir = dirname(dir)) {
    const manifestFile = join(dir, 'node_modules', name, 'package.json');
    if (!existsSync(manifestFile)) continue;
    const target = (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest).exports?.[`.${subpath}`] as { import?: string } | undefined;
    if (!target?.import) throw new Error(`${name} exports no "import" for .${subpath}`);
    return join(dirname(manifestFile), target.import);
  }
  throw new Error(`${specifier} is not installed where ${file} can import it`);
}

/** The fields of a catalogue card: exactly tool-kit's ToolMeta (the type below fails when they part). */
const CARD_FIELDS = ['id', 'slug', 'title', 'description', 'tags', 'group', 'heading', 'icon', 'href', 'testId'] as const;
const everyCardField: Record<Exclude<keyof ToolMeta, (typeof CARD_FIELDS)[number]>, never> = {};
void everyCardField;

// ./logic gets a process of its own, importing nothing else: window and document are undefined there
// until a ./logic defines one, and the first tool after whose import one is defined is the one named.
const logicCheck = `
  let domSince = null;
  async function check(name) {
    const logic = await import(name + '/logic');
    domSince ??= typeof window !== 'undefined' || typeof document !== 'undefined' ? name : null;
    return { url: import.meta.resolve(name + '/logic'), exports: Object.keys(logic), domSince };
  }
`;

const metaCheck = `
  import { createRequire } from 'node:module';
  import { realpathSync } from 'node:fs';
  import { isDeepStrictEqual } from 'node:util';
  // The sprite draws card icons from lucide-react, a dependency of ui.
  const fromUi = createRequire(realpathSync('node_modules/@toolnest/ui') + '/package.json');
  async function check(name) {
    const { default: meta } = await import(name + '/meta');
    let icon = true;
    try { fromUi.resolve('lucide-react/icons/' + meta.icon); } catch { icon = false; }
    // Plain data survives JSON both ways, so no component, function, undefined or Date hides in it.
    const plain = isDeepStrictEqual(JSON.parse(JSON.stringify(meta)), meta);
    return { url: import.meta.resolve(name + '/meta'), meta, plain, icon };
  }
`;

// Warnings reach stderr (console.error and console.warn, Node's process warnings): each tool's are
// caught apart, so the test that fails names the tool.
const renderCheck = `
  import { createElement } from 'react';
  import { renderToString } from 'react-dom/server';
  async function check(name) {
    let stderr = '';
    const write = process.stderr.write;
    process.stderr.write = (chunk) => { stderr += chunk; return true; };
    try {
      const page = await import(name);
      const html = renderToString(createElement(page.default));
      const article = renderToString(createElement(page.Article));
      // Process warnings are written on a later tick.
      await new Promise((resolve) => setImmediate(resolve));
      return { html, article, pageDescription: page.pageDescription, pageTitle: page.pageTitle ?? null, stderr };
    } finally {
      process.stderr.write = write;
    }
  }
`;

const tailwindCheck = String.raw`
  import { realpathSync } from 'node:fs';
  import { compile, __unstable__loadDesignSystem as loadDesignSystem } from '@tailwindcss/node';
  import { Scanner } from '@tailwindcss/oxide';
  const base = realpathSync('css');
  const CLASS_SELECTOR = /\.(?:\\.|[\w-])+/g;
  // What the tailwindcss CLI does: compile, scan the sources the stylesheet names, build.
  async function classesBuilt(css) {
    const compiler = await compile(css, { base, onDependency() {} });
    const root = compiler.root === 'none' ? [] : [compiler.root ?? { base, pattern: '**/*' }];
    const sources = [...root, ...compiler.sources].map((source) => ({ negated: false, ...source }));
    const built = compiler.build(new Scanner({ sources }).scan());
    return new Set(built.match(CLASS_SELECTOR));
  }
  const uiOnly = '@import "@toolnest/ui/styles.css";';
  const before = await classesBuilt(uiOnly);
  async function check(name) {
    const withTool = uiOnly + '\n@import "' + name + '/styles.css";';
    const after = await classesBuilt(withTool);
    // The tool's class names: what Tailwind finds in its dist/ and knows as utilities.
    const dist = realpathSync('node_modules/' + name + '/dist');
    const candidates = new Scanner({ sources: [{ base: dist, pattern: '**/*', negated: false }] }).scan();
    const design = await loadDesignSystem(withTool, { base });
    const selectors = design.candidatesToCss(candidates).flatMap((rule, i) => {
      const selector = rule?.match(CLASS_SELECTOR)?.[0];
      return selector ? [[candidates[i], selector]] : [];
    });
    return {
      missing: selectors.filter(([, s]) => !after.has(s)).map(([c]) => c),
      ownClasses: selectors.filter(([, s]) => !before.has(s)).map(([c]) => c),
      uiClasses: before.size,
    };
  }
`;

interface LogicResult { url: string; exports: string[]; domSince: string | null }
interface MetaResult { url: string; meta: ToolMeta; plain: boolean; icon: boolean }
interface RenderResult { html: string; article: string; pageDescription: unknown; pageTitle: unknown; stderr: string }
interface TailwindResult { missing: string[]; ownClasses: string[]; uiClasses: number }
const checked = {} as {
  logic: ToolResults<LogicResult>;
  meta: ToolResults<MetaResult>;
  render: ToolResults<RenderResult>;
  tailwind: ToolResults<TailwindResult>;
};

beforeAll(async () => {
  [checked.logic, checked.meta, checked.render, checked.tailwind] = await Promise.all([
    checkEachTool<LogicResult>(logicCheck),
    checkEachTool<MetaResult>(metaCheck),
    checkEachTool<RenderResult>(renderCheck),
    checkEachTool<TailwindResult>(tailwindCheck),
  ]);
});

describe.each(tools)('$name from its tarball', ({ name, slug }) => {
  it("./logic runs in plain Node and imports nothing outside its own files but tool-kit's pure helpers", () => {
    const out = resultFor(checked.logic, name);
    expect(out.domSince, `window or document is defined since ${out.domSince}/logic was imported`).toBeNull();
    expect(out.exports.length).toBeGreaterThan(0);
    const logicFile = fileURLToPath(out.url);
    const { packages } = importGraph(logicFile);
    expect(packages.filter((specifier) => !PURE_HELPERS.includes(specifier))).toEqual([]);
    for (const helper of packages) expect(importGraph(resolvePackageImport(helper, logicFile)).packages, helper).toEqual([]);
  });

  it('./meta is card data and imports nothing but tool-kit', () => {
    const out = resultFor(checked.meta, name);
    const card = out.meta;
    expect(Object.keys(card).sort()).toEqual([...CARD_FIELDS].sort());
    expect(out.plain, 'meta is plain JSON data').toBe(true);
    expect(card).toMatchObject({ slug, href: `/${slug}`, testId: `tool-card-${slug}` });
    expect(Number.isInteger(card.id) && card.id > 0).toBe(true);
    expect(Object.keys(TOOL_GROUPS)).toContain(card.group);
    expect(card.title.trim()).not.toBe('');
    expect(card.description.trim()).not.toBe('');
    expect(card.tags.length).toBeGreaterThan(0);
    expect(out.icon, `lucide-react has no icon "${card.icon}"`).toBe(true);
    expect(importGraph(fileURLToPath(out.url)).packages).toEqual(['@toolnest/tool-kit']);
  });

  it('renders the page module and its Article with react-dom/server, without warnings', () => {
    const out = resultFor(checked.render, name);
    expect(out.stderr, `${name} wrote to stderr while it was imported and rendered`).toBe('');
    expect(checked.render.stderr, 'the render process wrote to stderr outside any tool').toBe('');
    expect(out.html).toMatch(/^<[a-z]/);
    expect(out.article).toContain('<h2');
    expect(typeof out.pageDescription === 'string' && out.pageDescription.length > 50).toBe(true);
    expect(out.pageTitle === null || (typeof out.pageTitle === 'string' && out.pageTitle !== '')).toBe(true);
  });

  it("a Tailwind build of @toolnest/ui/styles.css and the tool's styles.css has every class of the tool", () => {
    const out = resultFor(checked.tailwind, name);
    // The build found class names at all; a tool may have none of its own (a page made only of ui
    // controls, like the TextConverter tools), so the count that must not be 0 is ui's.
    expect(out.uiClasses).toBeGreaterThan(0);
    expect(out.missing, `classes of its own, beyond ui's: ${out.ownClasses.join(' ')}`).toEqual([]);
  });
});

/** attw's esm-only profile: what a CommonJS consumer (require, node10) would resolve is not checked. */
const IGNORED_RESOLUTIONS = ['node10', 'node16-cjs'];

describe.each(packagesToPack())('the %s tarball', (name) => {
  it('publishes dist/ conditions only, with real versions, naming files it ships', () => {
    const files = unpacked.get(name)!;
    const packageDir = `/node_modules/${files.packageName}/`;
    const manifest = files.readFile(`${packageDir}package.json`);
    expect(manifest).not.toMatch(/@toolnest\/source|"workspace:|"catalog:/);
    const shipped = new Set(files.listFiles().map((path) => `./${path.slice(packageDir.length)}`));
    const targets = (function leaves(value: unknown): string[] {
      return typeof value === 'string' ? [value] : Object.values(value ?? {}).flatMap(leaves);
    })((JSON.parse(manifest) as Manifest).exports);
    expect(targets.length).toBeGreaterThan(0);
    expect(targets.filter((target) => !shipped.has(target))).toEqual([]);
    // Module workers (`new URL('./diff.worker.js', import.meta.url)`, rewritten by packages/tooling/tsup.ts) ship beside their page code.
    const urls: string[] = [];
    for (const file of [...shipped].filter((path) => path.startsWith('./dist/') && path.endsWith('.js'))) {
      const code = files.readFile(packageDir + file.slice(2));
      for (const [, url = ''] of code.matchAll(/new URL\(\s*["'](\.\.?\/[^"']+)["'],\s*import\.meta\.url/g)) urls.push(join(dirname(file), url));
    }
    expect(urls.filter((url) => !shipped.has(`./${url}`))).toEqual([]);
  });

  it('passes publint', async () => {
    const tarball = readFileSync(tarballs.get(name)!);
    const { messages, pkg } = await publint({
      pack: { tarball: tarball.buffer.slice(tarball.byteOffset, tarball.byteOffset + tarball.byteLength) },
      level: 'warning',
    });
    expect(messages.map((message) => `${message.type}: ${formatMessage(message, pkg, { color: false })}`)).toEqual([]);
  });

  it('passes attw (are the types wrong?) for ESM consumers', async () => {
    const { exports = {} } = workspace.get(name)!.manifest;
    // Stylesheets are export subpaths too, but no module: attw has nothing to resolve there.
    const stylesheets = Object.entries(exports).flatMap(([subpath, target]) =>
      typeof target === 'string' && target.endsWith('.css') ? [subpath] : [],
    );
    // A package read from a tarball brings no @types package along (the CLI's --no-definitely-typed).
    const analysis = await checkPackage(unpacked.get(name)!, { excludeEntrypoints: stylesheets });
    // attw checks nothing in a package where it finds no types at all: that is a failure here.
    if (!analysis.types) throw new Error(`attw found no type declarations in ${name}`);
    const problems = analysis.problems.filter((problem) => !('resolutionKind' in problem && IGNORED_RESOLUTIONS.includes(problem.resolutionKind)));
    expect(problems.map(({ kind, ...where }) => `${problemKindInfo[kind].title}: ${JSON.stringify(where)}`)).toEqual([]);
  });
});
