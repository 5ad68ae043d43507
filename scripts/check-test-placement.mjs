#!/usr/bin/env node
// Fails when a test file breaks the placement rule of the README ("Where tests go"):
// - a unit test sits beside its module in src/, named `<module>.test.ts(x)` or `<module>.<aspect>.test.ts(x)`,
//   and a script's test beside the script (`scripts/<name>.test.mjs`);
// - a package's test/ folder holds the rest (tests that span several modules, start servers, databases or
//   programs, or read files outside src/) with the helpers, fixtures and slow `*.check.ts` suites;
// - browser tests (`*.spec.ts`) sit in an e2e/ folder of an app or a tool.
// Whether a test in test/ starts something is read from its imports: one that imports a single module of its
// package's src/ and nothing that starts or sets up anything (no helper of test/, no `testing` module, no
// child process, socket, server or browser) is that module's unit test, and belongs beside it.
//
// The files are those git knows, tracked or new, minus ignored ones. Run by `npm test` (scripts/test.sh);
// `node scripts/check-test-placement.mjs [files…]` checks only those (a module beside each is still looked
// up on disk).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { root, workspaceFiles } from './workspace-files.mjs';


const CODE = '(?:ts|tsx|mts|cts|js|jsx|mjs|cjs)';
const TEST = new RegExp(String.raw`\.test\.${CODE}$`);
const SPEC = new RegExp(String.raw`\.spec\.${CODE}$`);
const CHECK = new RegExp(String.raw`\.check\.${CODE}$`);
const MODULE_EXTENSIONS = ['ts', 'tsx', 'mts', 'cts', 'js', 'jsx', 'mjs', 'cjs'];

/** `<apps|packages|tools>/<name>/<part>/…`: the package folder and the part (src, test, e2e, scripts). */
const IN_PACKAGE = /^((?:apps|packages|tools)\/[^/]+)\/([^/]+)\//;

/** Imports that start or set up something beyond one module: processes, sockets, servers, browsers, test harnesses. */
const STARTS = /^(?:node:)?(?:child_process|cluster|dgram|http|http2|https|net|tls|worker_threads)$|^fastify$|^(?:playwright|playwright-core|@playwright\/test)$|^@toolnest\/test-kit(?:\/|$)|(?:^|\/)testing(?:\/|$)/;

/** Every module a source file names: static and dynamic imports, re-exports and `vi.mock` calls. */
export function importsOf(text) {
  const found = [];
  for (const match of text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bvi\.mock\(\s*)(['"])([^'"\n]+)\1/g)) found.push(match[2]);
  return found;
}

/** The source file a relative import of `from` names, as a repository path without its extension. */
function resolved(from, specifier) {
  return join(dirname(from), specifier).replace(/\.(?:ts|tsx|mts|cts|js|jsx|mjs|cjs)$/, '');
}

/**
 * Why `file` (a test in a package's test/ folder) is a unit test that belongs beside its module, or undefined:
 * it imports exactly one module of `<pkg>/src/` (`../src` counts as the module `index`) and nothing else that
 * starts or sets up anything.
 */
export function unitTestInTestFolder(file, text, packageDir) {
  const src = `${packageDir}/src`;
  const modules = new Set();
  for (const specifier of importsOf(text)) {
    if (STARTS.test(specifier)) return undefined;
    if (!specifier.startsWith('.')) continue;
    const target = resolved(file, specifier);
    if (target === src) modules.add(`${src}/index`);
    else if (target.startsWith(`${src}/`)) modules.add(target);
    // A helper or fixture of test/, or a file outside src/: a set-up of its own or no module's unit test.
    else return undefined;
  }
  if (modules.size !== 1) return undefined;
  const name = relative(src, [...modules][0]);
  if (name === 'index') return "a unit test through src/index alone: move it beside the module it tests in src/, as <module>.test.*";
  return `a unit test of src/${name} alone: move it beside that module, as src/${name}.test.*`;
}

/** The module a test in src/ or scripts/ is named after, if one sits beside it: `a.b.test.ts` → `a.b.*`, else `a.*`. */
export function moduleBeside(file, exists) {
  const dir = dirname(file);
  let name = file.slice(dir.length + 1).replace(TEST, '');
  for (;;) {
    if (MODULE_EXTENSIONS.some((extension) => exists(join(dir, `${name}.${extension}`)))) return join(dir, name);
    const dot = name.lastIndexOf('.');
    if (dot <= 0) return undefined;
    name = name.slice(0, dot);
  }
}

/**
 * The test files among `files` that break the rule, each with what to do. `read` gives a file's text and
 * `exists` says whether a path is a file (both relative to the repository root).
 */
export function findMisplaced(files, read, exists) {
  const found = [];
  const flag = (file, problem) => found.push({ file, problem });
  for (const file of files) {
    const inPackage = IN_PACKAGE.exec(file);
    const [packageDir, part] = inPackage ? [inPackage[1], inPackage[2]] : [undefined, undefined];
    const inScripts = /^scripts\/[^/]+$/.test(file) || part === 'scripts';
    if (TEST.test(file)) {
      if (part === 'src' || inScripts) {
        if (!moduleBeside(file, exists))
          flag(file, 'no module of its name beside it: name it <module>.test.* or <module>.<aspect>.test.* after the one it tests, or move it to the test/ folder if it spans several');
      } else if (part === 'test') {
        const problem = unitTestInTestFolder(file, read(file), packageDir);
        if (problem) flag(file, problem);
      } else {
        flag(file, "outside src/, test/ and scripts/: put a module's unit test beside it in src/, any other test in the package's test/ folder");
      }
    } else if (SPEC.test(file)) {
      if (!(part === 'e2e' && /^(?:apps|tools)\//.test(file))) flag(file, 'a browser test outside e2e/: move it to apps/web/e2e, apps/storybook/e2e or tools/<slug>/e2e');
    } else if (CHECK.test(file)) {
      if (part !== 'test') flag(file, "a slow check outside test/: move it to its package's test/ folder");
    }
  }
  return found;
}

function main() {
  const args = process.argv.slice(2);
  const files = args.length > 0 ? args.map((file) => relative(root, file)) : workspaceFiles();
  const found = findMisplaced(
    files,
    (file) => readFileSync(join(root, file), 'utf8'),
    (file) => existsSync(join(root, file)),
  );
  for (const { file, problem } of found) console.error(`${file}: ${problem}`);
  if (found.length > 0) {
    console.error(`\ncheck-test-placement: ${found.length} test file(s) out of place (the README's "Where tests go").`);
    process.exitCode = 1;
    return;
  }
  console.log(`check-test-placement: ${files.length} files, every test where the README says.`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
