import { describe, expect, it } from 'vitest';
import { findMisplaced, importsOf, moduleBeside } from './check-test-placement.mjs';

/** What the check says of these files, given their texts; every file listed (and every module named) exists. */
const misplaced = (texts, modules = []) => {
  const files = new Set([...Object.keys(texts), ...modules]);
  return findMisplaced(Object.keys(texts), (file) => texts[file], (file) => files.has(file)).map(({ file }) => file);
};

describe('check-test-placement', () => {
  it('lets a unit test beside its module through, an aspect after a dot included', () => {
    const modules = ['packages/ui/src/toaster.tsx', 'tools/case-convert/src/logic.ts', 'scripts/check-comments.mjs', 'apps/web/scripts/bundle-report.mjs'];
    expect(
      misplaced(
        {
          'packages/ui/src/toaster.test.tsx': '',
          'packages/ui/src/toaster.hotkey.test.tsx': '',
          'tools/case-convert/src/logic.test.ts': '',
          'scripts/check-comments.test.mjs': '',
          'apps/web/scripts/bundle-report.test.mjs': '',
        },
        modules,
      ),
    ).toEqual([]);
  });

  it('flags a test in src/ or scripts/ named after no module beside it', () => {
    expect(misplaced({ 'packages/ui/src/ssr.test.tsx': '', 'scripts/nothing.test.mjs': '' }, ['packages/ui/src/button.tsx'])).toEqual([
      'packages/ui/src/ssr.test.tsx',
      'scripts/nothing.test.mjs',
    ]);
  });

  it("flags a test in test/ that imports one module of its package's src/ and starts nothing", () => {
    const texts = {
      'packages/db/test/config.test.ts': "import { describe } from 'vitest';\nimport { readConfig } from '../src/config';",
      'packages/db/test/entry.test.ts': "import { createDatabase } from '../src';",
      // Two modules, a helper of test/, a server, a testing module, a program, or no module of src/ at all: in place.
      'packages/db/test/flow.test.ts': "import { a } from '../src/a';\nimport { b } from '../src/b';",
      'packages/db/test/helped.test.ts': "import { a } from '../src/a';\nimport { testApp } from './helpers';",
      'packages/db/test/served.test.ts': "import { createServer } from 'node:http';\nimport { a } from '../src/a';",
      'packages/db/test/faked.test.ts': "import { a } from '../src/a';\nimport { startFakeDns } from '../src/testing';",
      'packages/db/test/spawned.test.ts': "import { a } from '../src/a';\nimport { spawn } from 'child_process';",
      'packages/db/test/index-html.test.ts': "import { readFileSync } from 'node:fs';",
      'packages/db/test/helpers.ts': "import { a } from '../src/a';",
    };
    expect(misplaced(texts)).toEqual(['packages/db/test/config.test.ts', 'packages/db/test/entry.test.ts']);
  });

  it('flags tests outside src/, test/ and scripts/, browser tests outside e2e/ and slow checks outside test/', () => {
    expect(
      misplaced({
        'packages/db/tests/a.test.ts': '',
        'packages/db/a.test.ts': '',
        'apps/web/e2e/a.test.ts': '',
        'apps/web/e2e/pages.spec.ts': '',
        'tools/word-count/e2e/word-count.spec.ts': '',
        'packages/ui/src/button.spec.tsx': '',
        'packages/registry/test/consumer.check.ts': '',
        'packages/registry/src/generator.check.ts': '',
      }),
    ).toEqual(['packages/db/tests/a.test.ts', 'packages/db/a.test.ts', 'apps/web/e2e/a.test.ts', 'packages/ui/src/button.spec.tsx', 'packages/registry/src/generator.check.ts']);
  });

  it('reads static and dynamic imports, re-exports and mocks', () => {
    const text = "import a from './a';\nimport './b';\nexport * from '../c';\nconst d = await import('./d');\nvi.mock('./e');";
    expect(importsOf(text)).toEqual(['./a', './b', '../c', './d', './e']);
  });

  it('finds the module a test is named after, longest name first', () => {
    const exists = (file) => ['src/a.b.ts', 'src/a.ts'].includes(file);
    expect(moduleBeside('src/a.b.test.ts', exists)).toBe('src/a.b');
    expect(moduleBeside('src/a.c.test.ts', exists)).toBe('src/a');
    expect(moduleBeside('src/c.test.ts', exists)).toBeUndefined();
  });
});
