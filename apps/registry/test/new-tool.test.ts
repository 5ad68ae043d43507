import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TOOL_GROUP_ORDER } from '@toolnest/tool-kit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CARDS_FILE, PAGES_FILE, SERVERS_FILE, SLUGS_FILE } from '../../../packages/tooling/tool-lists.mjs';
import { withToolDependencies } from '../../../packages/tooling/workspace-tools.cjs';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const script = join(repo, 'scripts/new-tool.mjs');
const LISTS = [CARDS_FILE, PAGES_FILE, SLUGS_FILE, SERVERS_FILE];
// A copy of what the generator and the tools' discovery read, and of the shared files a tool once had to be
// added to, so that a test can see they stay as they were; the real tree is never touched.
const COPIED = [
  'apps/registry/src/tools.ts',
  'apps/registry/src/pages.ts',
  'apps/registry/package.json',
  'apps/storybook/package.json',
  'apps/api/src/plugins/tool-servers.ts',
  'apps/api/package.json',
  // Every tool's card (the generator reads the ids taken there) and package.json (the discovery reads it).
  ...readdirSync(join(repo, 'tools')).flatMap((slug) => [`tools/${slug}/src/meta.ts`, `tools/${slug}/package.json`]),
];
const MODEL = 'tools/case-convert';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'new-tool-'));
  for (const file of COPIED) {
    mkdirSync(join(root, file, '..'), { recursive: true });
    cpSync(join(repo, file), join(root, file));
  }
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const read = (file: string) => readFileSync(join(root, file), 'utf8');
/** The generator on the copy; it never runs `pnpm install` there (the generator check does, in a whole copy). */
const generate = (...args: string[]) =>
  spawnSync(process.execPath, [script, ...args, '--no-install', '--root', root], { encoding: 'utf8' });

/** Every file of the copy with its text, by path from its root. */
function snapshot(): Map<string, string> {
  return new Map(filesOf(root).map((file) => [file, read(file)]));
}

/** A package's own files (what git would list), relative to it. */
function filesOf(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .filter((file) => !/^(node_modules|dist|\.turbo)\//.test(file))
    .sort();
}

describe('scripts/new-tool.mjs', () => {
  it('writes the tool package from the templates', () => {
    const run = generate('sample-text-tool', '--title', 'Sample Text Tool', '--id', '60', '--tags', 'Text, Writing,Analytics');
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('pnpm install');

    const dir = 'tools/sample-text-tool/';
    expect(filesOf(join(root, dir))).toEqual([
      'README.md',
      'e2e/sample-text-tool.spec.ts',
      'package.json',
      'src/SampleTextTool.stories.tsx',
      'src/SampleTextTool.test.tsx',
      'src/SampleTextTool.tsx',
      'src/article.tsx',
      'src/logic.bench.ts',
      'src/logic.test.ts',
      'src/logic.ts',
      'src/meta.ts',
      'tsconfig.json',
    ]);
    const pkg = JSON.parse(read(`${dir}package.json`));
    expect(pkg.name).toBe('@toolnest/sample-text-tool');
    expect(Object.keys(pkg.exports)).toEqual(['.', './meta', './logic', './styles.css']);
    expect(pkg.exports['.']['@toolnest/source']).toBe('./src/SampleTextTool.tsx');
    expect(pkg.exports['./meta']['@toolnest/source']).toBe('./src/meta.ts');

    const meta = read(`${dir}src/meta.ts`);
    expect(meta).toContain('id: 60,');
    expect(meta).toContain("slug: 'sample-text-tool',");
    expect(meta).toContain("title: 'Sample Text Tool',");
    expect(meta).toContain("tags: ['Text', 'Writing', 'Analytics'],");
    expect(meta).toContain("group: 'text',");
    expect(meta).toContain("icon: 'wrench',");
    expect(meta).not.toMatch(/load:|pageDescription|pageTitle/);
    // The component file is the page module: the tool as default export, plus the article and page description.
    const page = read(`${dir}src/SampleTextTool.tsx`);
    expect(page).toContain("export { Article, pageDescription } from './article';");
    expect(page).toContain('export default SampleTextTool;');
    expect(read(`${dir}src/article.tsx`)).toMatch(/^export const pageDescription = 'Use Sample Text Tool online/m);
    // The browser test is the test kit's TextConverter suite with the tool's data (the page smoke covers the rest).
    expect(read(`${dir}e2e/sample-text-tool.spec.ts`)).toContain("import { textConverterSuite } from '@toolnest/test-kit/suites';");
    expect(read(`${dir}e2e/sample-text-tool.spec.ts`)).toContain("path: '/sample-text-tool',");
    // Storybook indexes titles statically: it must be one string literal.
    expect(read(`${dir}src/SampleTextTool.stories.tsx`)).toContain("title: 'Tools/Sample Text Tool',");
    const written = filesOf(join(root, dir)).map((file) => read(dir + file));
    expect(written.join('\n').match(/__[A-Z_]+__/g)).toBeNull();
  });

  it('writes what tools/case-convert, the model tool, has: the same configuration and the same shape', () => {
    expect(generate('sample-text-tool').status).toBe(0);
    const dir = join(root, 'tools/sample-text-tool');
    const model = join(repo, MODEL);
    const generic = (text: string, slug: string, component: string) =>
      text.replaceAll(component, '<Component>').replaceAll(slug, '<slug>');
    const modelFiles = filesOf(model).map((file) => generic(file, 'case-convert', 'CaseConvert'));
    const newFiles = filesOf(dir).map((file) => generic(file, 'sample-text-tool', 'SampleTextTool'));
    // Every file the template writes has its counterpart in the model; outside src/ (config, e2e) they match one to one.
    expect(modelFiles).toEqual(expect.arrayContaining(newFiles));
    expect(newFiles.filter((file) => !file.startsWith('src/'))).toEqual(modelFiles.filter((file) => !file.startsWith('src/')));

    // Build and test config come from packages/tooling: a tool's only config files are package.json and tsconfig.json.
    expect(readFileSync(join(dir, 'tsconfig.json'), 'utf8')).toBe(readFileSync(join(model, 'tsconfig.json'), 'utf8'));
    expect(newFiles.filter((file) => !file.includes('/') && !file.endsWith('.md'))).toEqual(['package.json', 'tsconfig.json']);
    // package.json: the same fields, scripts, exports and dependencies, in the same order.
    const manifest = (file: string, slug: string, component: string) => {
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      return generic(JSON.stringify({ ...pkg, description: '<description>' }, null, 2), slug, component);
    };
    expect(manifest(join(dir, 'package.json'), 'sample-text-tool', 'SampleTextTool')).toBe(
      manifest(join(model, 'package.json'), 'case-convert', 'CaseConvert'),
    );
    // meta.ts: the same card fields.
    const fields = (file: string) => [...readFileSync(file, 'utf8').matchAll(/^ {2}(\w+):/gm)].map((m) => m[1]);
    expect(fields(join(dir, 'src/meta.ts'))).toEqual(fields(join(model, 'src/meta.ts')));
    // The page module (the component file) and the article export what the model's do.
    for (const [tool, component] of [[dir, 'SampleTextTool'], [model, 'CaseConvert']] as const) {
      const page = readFileSync(join(tool, `src/${component}.tsx`), 'utf8');
      expect(page).toContain("export { Article, pageDescription } from './article';");
      expect(page).toContain(`export default ${component};`);
      const article = readFileSync(join(tool, 'src/article.tsx'), 'utf8');
      expect(article).toMatch(/^export const pageDescription =/m);
      expect(article).toMatch(/^export function Article\(\)/m);
    }
  });

  it('writes only in tools/<slug>, with or without --server: the lists it adds to are not in git', () => {
    const before = snapshot();
    // Slugs and ids no real tool will take, so the test keeps passing as tools are added.
    expect(generate('sample-text-tool', '--id', '60').status).toBe(0);
    expect(generate('sample-server-tool', '--server', '--id', '61').status).toBe(0);
    const after = snapshot();
    const changed = [...new Set([...before.keys(), ...after.keys()])].filter((file) => before.get(file) !== after.get(file)).sort();
    const outsideTools = changed.filter((file) => !/^tools\/sample-(text|server)-tool\//.test(file));
    expect(outsideTools).toEqual([...LISTS].sort());
    // Those lists are git-ignored in the real tree: `git status` after `pnpm gen:tool` shows the folder and the lockfile.
    const ignored = spawnSync('git', ['check-ignore', ...LISTS], { cwd: repo, encoding: 'utf8' });
    expect(ignored.stdout.trim().split('\n').sort()).toEqual([...LISTS].sort());
  });

  it('is found by the registry, its page list and, with --server, the API: lists and dependencies', () => {
    expect(generate('sample-text-tool', '--id', '60').status).toBe(0);
    expect(generate('sample-video-tool', '--id', '3', '--group', 'video').status).toBe(0);
    expect(generate('sample-server-tool', '--server', '--id', '61').status).toBe(0);

    const cards = read(CARDS_FILE);
    expect(cards.split('\n')[0]).toMatch(/^\/\/ Generated by packages\/tooling\/tool-lists\.mjs/);
    const pages = read(PAGES_FILE);
    for (const slug of ['sample-text-tool', 'sample-video-tool', 'sample-server-tool', 'case-convert']) {
      expect(cards).toContain(`from '@toolnest/${slug}/meta';`);
      expect(pages).toContain(`  '${slug}': () => import('@toolnest/${slug}'),`);
    }
    // Only the tool with a ./server export is in the API's list.
    const servers = read(SERVERS_FILE);
    expect(servers).toContain("import { toolServer as sampleServerTool } from '@toolnest/sample-server-tool/server';");
    expect(servers).toContain("import { toolServer as plagiarismChecker } from '@toolnest/plagiarism-checker/server';");
    expect(servers).not.toMatch(/sample-(text|video)-tool|case-convert/);
    // Every list in slug order, as the folders are.
    const imported = [...cards.matchAll(/from '@toolnest\/([a-z0-9-]+)\/meta'/g)].map((m) => m[1]!);
    expect(imported).toEqual([...imported].sort());

    // pnpm's view of the registry and the API (.pnpmfile.cjs): the registry depends on every tool, the API on the server ones.
    const dependenciesOf = (file: string) => Object.keys(withToolDependencies(JSON.parse(read(file)), root).dependencies ?? {});
    const registry = dependenciesOf('apps/registry/package.json');
    expect(registry).toEqual(expect.arrayContaining(['@toolnest/sample-text-tool', '@toolnest/sample-video-tool', '@toolnest/sample-server-tool']));
    const api = dependenciesOf('apps/api/package.json');
    expect(api).toContain('@toolnest/sample-server-tool');
    expect(api).not.toContain('@toolnest/sample-text-tool');
    expect(dependenciesOf('apps/storybook/package.json')).not.toContain('@toolnest/sample-text-tool');
  });

  it("gives a tool without --id the next free id of its group, then 100 up, and prints it", () => {
    // With case-convert the only tool, it holds 5, the first text id.
    for (const slug of readdirSync(join(root, 'tools'))) {
      if (slug !== 'case-convert') rmSync(join(root, 'tools', slug), { recursive: true });
    }
    const first = generate('my-new-thing');
    expect(first.stdout).toContain('Next free id in group text: 6');
    expect(read('tools/my-new-thing/src/meta.ts')).toContain('id: 6,');
    expect(read('tools/my-new-thing/src/meta.ts')).toContain("title: 'My New Thing',");
    expect(generate('other-thing', '--title', "Writer's Helper", '--group', 'time').status).toBe(0);
    const other = read('tools/other-thing/src/meta.ts');
    expect(other).toContain('id: 13,');
    expect(other).toContain("title: 'Writer\\'s Helper',");
    expect(other).toContain("tags: ['Time'],");
    // The time group has one id of its own, now taken.
    expect(generate('--next-id', '--group', 'time').stdout).toContain('Next free id in group time: 100');
    expect(generate('late-thing', '--group', 'time').status).toBe(0);
    expect(read('tools/late-thing/src/meta.ts')).toContain('id: 100,');
    expect(generate('--next-id', '--group', 'video').stdout).toContain('Next free id in group video: 1 ');
  });

  it('with --server, adds the ./server plugin and its own ./schemas', () => {
    const run = generate('sample-server-tool', '--server', '--id', '61');
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('RATE_LIMIT_SAMPLE_SERVER_TOOL_PER_MIN');

    const dir = 'tools/sample-server-tool/';
    expect(filesOf(join(root, dir))).toEqual([
      'README.md',
      'e2e/sample-server-tool.spec.ts',
      'package.json',
      'src/SampleServerTool.stories.tsx',
      'src/SampleServerTool.test.tsx',
      'src/SampleServerTool.tsx',
      'src/article.tsx',
      'src/logic.bench.ts',
      'src/logic.test.ts',
      'src/logic.ts',
      'src/meta.ts',
      'src/route-docs.ts',
      'src/schemas.ts',
      'src/server.test.ts',
      'src/server.ts',
      'tsconfig.json',
    ]);
    const pkg = JSON.parse(read(`${dir}package.json`));
    expect(Object.keys(pkg.exports)).toEqual(['.', './meta', './logic', './server', './schemas', './styles.css']);
    expect(pkg.exports['./server']).toEqual({
      '@toolnest/source': './src/server.ts',
      types: './dist/server.d.ts',
      import: './dist/server.js',
    });
    expect(pkg.exports['./schemas']).toEqual({
      '@toolnest/source': './src/schemas.ts',
      types: './dist/schemas.d.ts',
      import: './dist/schemas.js',
    });
    expect(pkg.dependencies).toMatchObject({ '@toolnest/api-client': 'workspace:*', '@toolnest/net': 'workspace:*', typebox: 'catalog:' });
    expect(pkg.peerDependencies).toMatchObject({ fastify: '>=5', '@fastify/rate-limit': '>=10' });
    for (const deps of [pkg.dependencies, pkg.peerDependencies, pkg.devDependencies]) {
      expect(Object.keys(deps)).toEqual(Object.keys(deps).sort());
    }
    expect(JSON.parse(read(`${dir}tsconfig.json`)).compilerOptions.types).toContain('node');

    const server = read(`${dir}src/server.ts`);
    expect(server).toContain('export const sampleServerToolServer: FastifyPluginAsync<ToolServerOptions>');
    expect(server).toContain("'/sample-server-tool',");
    // The page calls the server through the api-client helper and imports only types from the schemas.
    const page = read(`${dir}src/SampleServerTool.tsx`);
    expect(page).toContain("await apiRequest('POST', '/api/sample-server-tool', { input })");
    expect(page).toContain("import type { SampleServerToolResult } from './schemas';");
    expect(page).toContain("export { Article, pageDescription } from './article';");

    const schemas = read(`${dir}src/schemas.ts`);
    expect(schemas).toContain("import { Type, type Static } from 'typebox';");
    expect(schemas).toContain('export const SampleServerToolBody = Type.Object(');
    expect(schemas).toContain('export type SampleServerToolResult = Static<typeof SampleServerToolResult>;');

    // The rate-limit variable and its default live with the tool's ./server export.
    expect(server).toContain(
      "  rateLimitVariable: 'RATE_LIMIT_SAMPLE_SERVER_TOOL_PER_MIN',\n  defaultPerMinute: 10,\n  routeDocs,\n} satisfies ToolServer<typeof sampleServerToolServer>;",
    );
    // Its route's OpenAPI docs are the tool's own too, keyed as the plugin registers the route.
    expect(read(`${dir}src/route-docs.ts`)).toContain("  'POST /sample-server-tool': {");
    const written = filesOf(join(root, dir)).map((file) => read(dir + file));
    expect(written.join('\n').match(/__[A-Z_]+__/g)).toBeNull();
  });

  it('takes --icon, and refuses a name lucide-react lacks', () => {
    // With lucide-react reachable (the real install, through a link), icon names are checked.
    mkdirSync(join(root, 'packages/ui'), { recursive: true });
    cpSync(join(repo, 'packages/ui/package.json'), join(root, 'packages/ui/package.json'));
    symlinkSync(join(repo, 'packages/ui/node_modules'), join(root, 'packages/ui/node_modules'));
    const bad = generate('fine-slug', '--icon', 'no-such-icon-at-all');
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('lucide-react has no such icon');
    expect(existsSync(join(root, 'tools/fine-slug'))).toBe(false);
    const alias = generate('fine-slug', '--icon', 'shield-alert');
    expect(alias.status).toBe(1);
    expect(alias.stderr).toContain('Invalid icon "shield-alert": lucide-react now calls it "shield-exclamation-point"; use that name.');
    expect(generate('fine-slug', '--icon', 'binary').status).toBe(0);
    expect(read('tools/fine-slug/src/meta.ts')).toContain("icon: 'binary',");
  });

  it.each([
    [['case-convert'], 'tools/case-convert already exists'],
    [['Bad_Slug'], 'Invalid slug "Bad_Slug"'],
    [['double--hyphen'], 'Invalid slug'],
    [['trailing-'], 'Invalid slug'],
    [['admin'], '/admin is a page of the site'],
    [['fine-slug', '--group', 'music'], 'Invalid group "music"'],
    [['fine-slug', '--id', '0'], 'Invalid id "0"'],
    [['fine-slug', '--icon', 'Not An Icon'], 'Invalid icon "Not An Icon"'],
    [[], 'Expected exactly one slug'],
    [['fine-slug', '--colour', 'red'], "Unknown option '--colour'"],
  ])('refuses %j, and writes nothing', (args, message) => {
    const before = snapshot();
    const run = generate(...args);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(message);
    expect(snapshot()).toEqual(before);
  });

  it('knows the groups of tool-kit, each with its own ids', () => {
    const source = readFileSync(script, 'utf8');
    const groups = /export const GROUPS = (\[[^\]]*\])/.exec(source)?.[1];
    expect(JSON.parse(groups!.replace(/'/g, '"'))).toEqual(TOOL_GROUP_ORDER);
    const groupIds = /export const GROUP_IDS = \{([^}]*)\}/.exec(source)?.[1] ?? '';
    expect([...groupIds.matchAll(/^\s+(\w+):/gm)].map((m) => m[1])).toEqual(TOOL_GROUP_ORDER);
  });
});
