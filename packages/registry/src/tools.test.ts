import { readdirSync, readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { builtInTools, findTool } from './index';
import { toolPages } from './pages';

const root = new URL('../../../', import.meta.url);
const toolFolders = readdirSync(new URL('tools/', root)).filter((name) =>
  statSync(new URL(`tools/${name}/package.json`, root), { throwIfNoEntry: false })?.isFile(),
);
const toolsSource = readFileSync(new URL('./tools.ts', import.meta.url), 'utf8');
const pagesSource = readFileSync(new URL('./pages.ts', import.meta.url), 'utf8');
const registryPackage = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
};

describe('the registry', () => {
  it.each(toolFolders)('lists tools/%s (run `pnpm gen:tool` to add tools)', (folder) => {
    expect(toolsSource).toContain(`from '@toolnest/${folder}/meta';`);
    expect(pagesSource).toContain(`'${folder}': () => import('@toolnest/${folder}'),`);
    expect(registryPackage.dependencies[`@toolnest/${folder}`]).toBe('workspace:*');
    expect(builtInTools.map((tool) => tool.slug)).toContain(folder);
  });

  it('has one entry per tool folder, in id order, with unique slugs', () => {
    expect(builtInTools).toHaveLength(toolFolders.length);
    const slugs = builtInTools.map((tool) => tool.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    const ids = builtInTools.map((tool) => tool.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('loads a page module for every tool: the tool, its article and its page description', async () => {
    expect(Object.keys(toolPages).sort()).toEqual(builtInTools.map((tool) => tool.slug).sort());
    for (const tool of builtInTools) {
      const page = await toolPages[tool.slug]!();
      expect(typeof page.default, tool.slug).toBe('function');
      expect(typeof page.Article, tool.slug).toBe('function');
      expect(page.pageDescription.length, tool.slug).toBeGreaterThan(50);
    }
  });

  it('finds tools by slug', () => {
    expect(findTool('case-convert')?.title).toBe('Case Convert');
    expect(findTool('no-such-tool')).toBeUndefined();
  });
});
