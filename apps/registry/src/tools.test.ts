import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { renderToolLists } from '../../../packages/tooling/tool-lists.mjs';
import { workspaceTools } from '../../../packages/tooling/workspace-tools.cjs';
import { builtInTools, findTool } from './index';
import { toolPages } from './pages';

const root = new URL('../../../', import.meta.url);
const toolFolders = readdirSync(new URL('tools/', root)).filter((name) =>
  statSync(new URL(`tools/${name}/package.json`, root), { throwIfNoEntry: false })?.isFile(),
);

describe('the registry', () => {
  it('has the lists of the tools in tools/* as they are now (`pnpm install` writes them again)', () => {
    for (const [file, text] of Object.entries(renderToolLists(workspaceTools(fileURLToPath(root))))) {
      expect(readFileSync(new URL(file, root), 'utf8'), file).toBe(text);
    }
  });

  it.each(toolFolders)('lists tools/%s, linked as its dependency', (folder) => {
    expect(builtInTools.map((tool) => tool.slug)).toContain(folder);
    expect(Object.keys(toolPages)).toContain(folder);
    // .pnpmfile.cjs adds every tool to the registry's dependencies, so `pnpm install` links it here.
    expect(existsSync(new URL(`../node_modules/@toolnest/${folder}/package.json`, import.meta.url))).toBe(true);
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
