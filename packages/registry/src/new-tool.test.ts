import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TOOL_GROUP_ORDER } from '@toolnest/tool-kit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const script = join(repo, 'scripts/new-tool.mjs');
// The files the generator reads or changes, copied so the real tree is never touched.
const COPIED = [
  'packages/registry/src/tools.ts',
  'packages/registry/package.json',
  'apps/storybook/package.json',
  'tools/case-convert/src/meta.ts',
];

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
const generate = (...args: string[]) =>
  spawnSync(process.execPath, [script, ...args, '--root', root], { encoding: 'utf8' });

describe('scripts/new-tool.mjs', () => {
  it('writes the tool package from the templates', () => {
    const run = generate('sample-text-tool', '--title', 'Sample Text Tool', '--id', '60', '--tags', 'Text, Writing,Analytics');
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('pnpm install');

    const dir = 'tools/sample-text-tool/';
    for (const file of [
      'package.json',
      'tsconfig.json',
      'tsup.config.ts',
      'vitest.config.ts',
      'vitest-env.d.ts',
      'src/meta.ts',
      'src/logic.ts',
      'src/logic.test.ts',
      'src/SampleTextTool.tsx',
      'src/SampleTextTool.test.tsx',
      'src/SampleTextTool.stories.tsx',
      'src/article.tsx',
      'src/page.ts',
      'src/index.ts',
    ]) {
      expect(existsSync(join(root, dir, file)), file).toBe(true);
    }
    const pkg = JSON.parse(read(`${dir}package.json`));
    expect(pkg.name).toBe('@toolnest/sample-text-tool');
    expect(Object.keys(pkg.exports)).toEqual(['.', './meta', './logic']);
    expect(pkg.exports['./meta']['@toolnest/source']).toBe('./src/meta.ts');

    const meta = read(`${dir}src/meta.ts`);
    expect(meta).toContain('id: 60,');
    expect(meta).toContain("slug: 'sample-text-tool',");
    expect(meta).toContain("title: 'Sample Text Tool',");
    expect(meta).toContain("tags: ['Text', 'Writing', 'Analytics'],");
    expect(meta).toContain("group: 'text',");
    expect(read(`${dir}src/page.ts`)).toContain("export { SampleTextTool as default } from './SampleTextTool';");
    expect(read(`${dir}src/index.ts`)).toContain("export { default as sampleTextToolMeta } from './meta';");
    // Storybook indexes titles statically: it must be one string literal.
    expect(read(`${dir}src/SampleTextTool.stories.tsx`)).toContain("title: 'Tools/Sample Text Tool',");
    const leftovers = COPIED.concat(`${dir}src/SampleTextTool.tsx`).map(read).join('\n').match(/__[A-Z_]+__/g);
    expect(leftovers).toBeNull();
  });

  it('registers the tool: import line and array entry in id order, workspace dependencies', () => {
    const storybookBefore = read('apps/storybook/package.json');
    // Slugs and ids no real tool will take, so the test keeps passing as tools are added.
    expect(generate('sample-text-tool', '--id', '60').status).toBe(0);
    expect(generate('sample-video-tool', '--id', '3', '--group', 'video').status).toBe(0);

    const tools = read('packages/registry/src/tools.ts');
    expect(tools.split('\n')[0]).toMatch(/^\/\/ Maintained by scripts\/new-tool\.mjs/);
    const imports = [...tools.matchAll(/^import (\w+) from '@toolnest\/([a-z0-9-]+)\/meta';$/gm)].map((m) => m[1]!);
    const entries = [...tools.matchAll(/^ {2}(\w+),$/gm)].map((m) => m[1]!);
    for (const list of [imports, entries]) {
      // caseConvert has id 5: the new tools land on either side of it, in id order.
      expect(list.indexOf('sampleVideoTool')).toBeLessThan(list.indexOf('caseConvert'));
      expect(list.indexOf('caseConvert')).toBeLessThan(list.indexOf('sampleTextTool'));
    }

    for (const file of ['packages/registry/package.json', 'apps/storybook/package.json']) {
      const deps = JSON.parse(read(file)).dependencies as Record<string, string>;
      expect(deps['@toolnest/sample-text-tool']).toBe('workspace:*');
      expect(deps['@toolnest/sample-video-tool']).toBe('workspace:*');
      expect(Object.keys(deps)).toEqual(Object.keys(deps).sort());
    }
    // Only the dependency lines change; the rest of someone else's file keeps its formatting.
    const storybookAfter = read('apps/storybook/package.json');
    const added = storybookAfter.split('\n').filter((line) => !storybookBefore.split('\n').includes(line));
    expect(added.map((line) => line.trim().replace(/,$/, ''))).toEqual(
      expect.arrayContaining(['"@toolnest/sample-text-tool": "workspace:*"', '"@toolnest/sample-video-tool": "workspace:*"']),
    );
    expect(added.length).toBeLessThanOrEqual(3);
  });

  it('gives a tool without --id the next id from 100 up, and derives the title', () => {
    expect(generate('my-new-thing').status).toBe(0);
    expect(generate('other-thing', '--title', "Writer's Helper", '--group', 'time').status).toBe(0);
    expect(read('tools/my-new-thing/src/meta.ts')).toContain('id: 100,');
    expect(read('tools/my-new-thing/src/meta.ts')).toContain("title: 'My New Thing',");
    const other = read('tools/other-thing/src/meta.ts');
    expect(other).toContain('id: 101,');
    expect(other).toContain("title: 'Writer\\'s Helper',");
    expect(other).toContain("tags: ['Time'],");
  });

  it.each([
    [['case-convert'], 'tools/case-convert already exists'],
    [['Bad_Slug'], 'Invalid slug "Bad_Slug"'],
    [['double--hyphen'], 'Invalid slug'],
    [['trailing-'], 'Invalid slug'],
    [['admin'], '/admin is a page of the site'],
    [['fine-slug', '--group', 'music'], 'Invalid group "music"'],
    [['fine-slug', '--id', '0'], 'Invalid id "0"'],
    [[], 'Expected exactly one slug'],
    [['fine-slug', '--colour', 'red'], "Unknown option '--colour'"],
  ])('refuses %j', (args, message) => {
    const tools = read('packages/registry/src/tools.ts');
    const run = generate(...args);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(message);
    expect(read('packages/registry/src/tools.ts')).toBe(tools);
    expect(existsSync(join(root, 'tools/fine-slug'))).toBe(false);
  });

  it('knows the groups of tool-kit', () => {
    const groups = /export const GROUPS = (\[[^\]]*\])/.exec(readFileSync(script, 'utf8'))?.[1];
    expect(JSON.parse(groups!.replace(/'/g, '"'))).toEqual(TOOL_GROUP_ORDER);
  });
});
