import { describe, expect, it } from 'vitest';
import { apiLayerOrder, importCycles, importGraph, importSpecifiers, layerBreaks, resolveSpecifier, unlistedApiFiles } from './check-imports.mjs';

/** A graph from `from -> to` lines; every file named is a node. */
const graphOf = (...imports) => {
  const graph = new Map();
  for (const line of imports) {
    const [from, to] = line.split(' -> ');
    for (const file of [from, to]) if (!graph.has(file)) graph.set(file, new Set());
    graph.get(from).add(to);
  }
  return graph;
};

/** The cycles found, each as its `from -> to` lines. */
const cycles = (...imports) => importCycles(graphOf(...imports)).map((cycle) => cycle.map(([from, to]) => `${from} -> ${to}`));

const API_ORDER = ['testing', 'entry', 'config', 'routes', 'plugins', 'generation', 'stores'];

/** The imports against the layers, as `from -> to` lines. */
const broken = (...imports) => layerBreaks(graphOf(...imports), API_ORDER).map(({ from, to }) => `${from} -> ${to}`);

describe('check-imports: reading imports', () => {
  it('reads every kind: static, type-only, re-exports, import(), require() and import types', () => {
    const text = [
      "import a from './a';",
      "import type { B } from './b';",
      "import { type C } from './c';",
      "import './d';",
      "export * from './e';",
      "export type { F } from './f';",
      "const g = await import('./g');",
      "const h = require('./h');",
      "import i = require('./i');",
      "let j: typeof import('./j');",
      // Not imports: a string, a comment, an import() of a computed name.
      "const text = \"import x from './k'\"; // import y from './l'",
      'const m = await import(name);',
    ].join('\n');
    expect(importSpecifiers('src/x.ts', text)).toEqual(['./a', './b', './c', './d', './e', './f', './g', './h', './i', './j']);
  });

  it('reads JSX and CommonJS files', () => {
    expect(importSpecifiers('src/x.tsx', "import { A } from './a';\nexport const X = () => <A />;")).toEqual(['./a']);
    expect(importSpecifiers('x.cjs', "module.exports = require('./a.cjs');")).toEqual(['./a.cjs']);
  });
});

describe('check-imports: resolving', () => {
  const files = new Set(['packages/ui/src/index.ts', 'packages/ui/src/button.tsx', 'packages/ui/src/forms/index.ts', 'packages/db/dist/index.js', 'packages/db/lib/main.js', 'scripts/a.mjs']);
  const packages = new Map([
    ['@toolnest/ui', { dir: 'packages/ui', exports: { '.': { '@toolnest/source': './src/index.ts', import: './dist/index.js' }, './button': { '@toolnest/source': './src/button.tsx' } } }],
    ['@toolnest/db', { dir: 'packages/db', exports: { '.': { types: './dist/index.d.ts', import: './dist/index.js' } } }],
    ['@toolnest/old', { dir: 'packages/db', main: 'lib/main.js' }],
  ]);
  const resolve = (from, specifier) => resolveSpecifier(from, specifier, files, packages);

  it('finds relative files as TypeScript does: a .js name for a .ts file, no extension, a folder index', () => {
    expect(resolve('packages/ui/src/index.ts', './button.js')).toBe('packages/ui/src/button.tsx');
    expect(resolve('packages/ui/src/index.ts', './button')).toBe('packages/ui/src/button.tsx');
    expect(resolve('packages/ui/src/button.tsx', './forms')).toBe('packages/ui/src/forms/index.ts');
    expect(resolve('packages/ui/src/forms/index.ts', '../index')).toBe('packages/ui/src/index.ts');
    expect(resolve('scripts/b.mjs', './a.mjs')).toBe('scripts/a.mjs');
    expect(resolve('scripts/b.mjs', './missing.mjs')).toBeUndefined();
  });

  it("goes through a workspace package's exports, its source entry first, else import", () => {
    expect(resolve('apps/web/src/main.tsx', '@toolnest/ui')).toBe('packages/ui/src/index.ts');
    expect(resolve('apps/web/src/main.tsx', '@toolnest/ui/button')).toBe('packages/ui/src/button.tsx');
    expect(resolve('apps/web/src/main.tsx', '@toolnest/ui/not-exported')).toBeUndefined();
    expect(resolve('apps/api/src/index.ts', '@toolnest/db')).toBe('packages/db/dist/index.js');
    expect(resolve('apps/api/src/index.ts', '@toolnest/old')).toBe('packages/db/lib/main.js');
  });

  it('leaves npm packages and node: modules out', () => {
    expect(resolve('apps/web/src/main.tsx', 'react')).toBeUndefined();
    expect(resolve('apps/web/src/main.tsx', 'node:fs')).toBeUndefined();
    expect(resolve('apps/web/src/main.tsx', '@toolnest/unknown')).toBeUndefined();
  });

  it('builds the graph of files from their texts', () => {
    const texts = { 'scripts/a.mjs': "import './b.mjs';\nimport 'node:fs';", 'scripts/b.mjs': "export * from './a.mjs';" };
    const graph = importGraph(Object.keys(texts), (file) => texts[file], new Map());
    expect([...graph].map(([file, targets]) => [file, [...targets]])).toEqual([
      ['scripts/a.mjs', ['scripts/b.mjs']],
      ['scripts/b.mjs', ['scripts/a.mjs']],
    ]);
  });
});

describe('check-imports: cycles', () => {
  it('finds none in a graph without one, however the imports branch and join', () => {
    expect(cycles('a -> b', 'a -> c', 'b -> d', 'c -> d', 'd -> e')).toEqual([]);
  });

  it('lists the imports of each cycle, and only those', () => {
    expect(cycles('x -> a', 'a -> b', 'b -> c', 'c -> a', 'c -> d')).toEqual([['a -> b', 'b -> c', 'c -> a']]);
  });

  it('finds a file that imports itself, and cycles apart from each other', () => {
    expect(cycles('a -> a', 'b -> c', 'c -> b', 'c -> d', 'd -> e', 'e -> d')).toEqual([['a -> a'], ['d -> e', 'e -> d'], ['b -> c', 'c -> b']]);
  });

  it('joins cycles that share a file into one', () => {
    expect(cycles('a -> b', 'b -> a', 'b -> c', 'c -> b')).toEqual([['a -> b', 'b -> a', 'b -> c', 'c -> b']]);
  });
});

describe('check-imports: layers', () => {
  it('lets imports downwards through', () => {
    expect(
      broken(
        'apps/web/src/main.tsx -> tools/word-count/src/WordCount.tsx',
        'apps/web/src/main.tsx -> packages/ui/src/index.ts',
        'tools/word-count/src/WordCount.tsx -> packages/ui/src/index.ts',
        'tools/word-count/e2e/word-count.spec.ts -> tools/word-count/src/logic.ts',
        'packages/ui/src/index.ts -> packages/tool-kit/src/index.ts',
        'scripts/new-tool.mjs -> apps/registry/src/tools.ts',
        'apps/registry/src/tools.ts -> apps/web/src/main.tsx',
      ),
    ).toEqual([]);
  });

  it('flags packages/ importing from apps/ or tools/, and a tool importing from an app or another tool', () => {
    expect(
      broken(
        'packages/ui/src/index.ts -> apps/web/src/main.tsx',
        'packages/test-kit/src/suites/index.ts -> tools/word-count/src/logic.ts',
        'tools/word-count/src/logic.ts -> apps/registry/src/tools.ts',
        'tools/word-count/src/logic.ts -> tools/text-diff/src/logic.ts',
      ),
    ).toEqual([
      'packages/ui/src/index.ts -> apps/web/src/main.tsx',
      'packages/test-kit/src/suites/index.ts -> tools/word-count/src/logic.ts',
      'tools/word-count/src/logic.ts -> apps/registry/src/tools.ts',
      'tools/word-count/src/logic.ts -> tools/text-diff/src/logic.ts',
    ]);
  });

  it("flags an apps/api/src folder importing from one listed above it, and nothing else there", () => {
    expect(
      broken(
        'apps/api/src/entry/app.ts -> apps/api/src/routes/index.ts',
        'apps/api/src/routes/index.ts -> apps/api/src/stores/index.ts',
        'apps/api/src/stores/index.ts -> apps/api/src/stores/categories.ts',
        'apps/api/src/stores/index.ts -> apps/api/src/config/config.ts',
        'apps/api/src/generation/draft.ts -> apps/api/src/plugins/errors.ts',
        'apps/api/test/app.test.ts -> apps/api/src/testing/testing.ts',
      ),
    ).toEqual(['apps/api/src/stores/index.ts -> apps/api/src/config/config.ts', 'apps/api/src/generation/draft.ts -> apps/api/src/plugins/errors.ts']);
  });

  it("reads the order from the README's list, and names the files of src/ outside it", () => {
    const readme = [
      '## Layout',
      '',
      'Where things live: `src/` has one folder per layer, listed from the top; a folder imports only from those below it.',
      '',
      '- `entry/` — the starts.',
      '- `routes/` — the routes.',
      '- `stores/` — the stores.',
      '',
      '- `src/entry/app.ts` — not a folder of the list.',
    ].join('\n');
    const order = apiLayerOrder(readme);
    expect(order).toEqual(['entry', 'routes', 'stores']);
    expect(apiLayerOrder('# No list here')).toEqual([]);
    expect(unlistedApiFiles(['apps/api/src/entry/app.ts', 'apps/api/src/misc/x.ts', 'apps/api/src/index.ts', 'apps/api/test/a.test.ts'], order)).toEqual([
      'apps/api/src/misc/x.ts',
      'apps/api/src/index.ts',
    ]);
  });
});
