#!/usr/bin/env node
// Fails when the source files import each other in a circle, or when an import goes against the layers:
// - no import cycle of any kind: static imports, type-only imports, `export … from`, `import()` and
//   `require()` all count, since a cycle through types alone still ties the files together for every reader,
//   build and type-check;
// - packages/ sit below tools/ and apps/, so a file of packages/ imports from neither;
// - a tool stands alone: a file of tools/<a>/ imports from no other tool and from no app;
// - inside apps/api/src, a folder imports only from the folders listed below it in apps/api/README.md
//   ("Where things live"). That list is read here at every run, so the check and the README cannot drift;
//   a file of src/ outside the listed folders is named too.
//
// The files are the tracked .ts, .tsx, .mts, .mjs, .cjs and .js files under apps/, packages/, tools/ and
// scripts/ (no dist/, no .d.ts), plus the generated lists (`*.gen.ts`, ignored by git) where present. An import
// counts when it names one of those files: a relative path, or `@toolnest/<pkg>[/sub]` through that package's
// `exports` (its `@toolnest/source` entry first, as dev and tests resolve it). Run by `npm test`
// (scripts/test.sh); prints each offence as `file -> file`.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { gitFiles, root } from './workspace-files.mjs';


const SOURCE = /^(?:apps|packages|tools|scripts)\/.+\.(?:ts|tsx|mts|mjs|cjs|js)$/;
const SKIPPED = /(?:^|\/)(?:dist|node_modules)\/|\.d\.[mc]?ts$/;
const MANIFEST = /^(?:apps|packages|tools)\/[^/]+\/package\.json$/;
const API_README = 'apps/api/README.md';

/** The files to check, and the workspace packages' manifests (by name: folder and `exports`). */
function workspace() {
  const tracked = gitFiles([]);
  // The generated lists are ignored by git but imported by the registry and the API: without them, a cycle
  // through one would go unseen.
  const generated = gitFiles(['--others', '--ignored', '--exclude-standard', '--', '*.gen.ts']);
  const files = [...tracked, ...generated].filter(
    // Tracked but gone from the working tree (deleted, not yet committed): nothing to read.
    (file) => SOURCE.test(file) && !SKIPPED.test(file) && existsSync(join(root, file)),
  );
  const packages = new Map();
  for (const file of tracked.filter((path) => MANIFEST.test(path) && existsSync(join(root, path)))) {
    const manifest = JSON.parse(readFileSync(join(root, file), 'utf8'));
    packages.set(manifest.name, { dir: dirname(file), exports: manifest.exports, main: manifest.main });
  }
  return { files, packages };
}

/** How TypeScript should parse a file: JSX only in .tsx, types only in TypeScript. */
function scriptKind(path) {
  if (path.endsWith('.tsx')) return ts.ScriptKind.TSX;
  return /\.m?ts$/.test(path) ? ts.ScriptKind.TS : ts.ScriptKind.JS;
}

/** The string a module is named by, if `node` is a plain string literal. */
function literal(node) {
  return node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined;
}

/** The module one node names, if it imports one: a declaration, `import()`, `require()` or `import('…')` in a type. */
function specifierOf(node) {
  if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return literal(node.moduleSpecifier);
  if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) return literal(node.moduleReference.expression);
  if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) return literal(node.argument.literal);
  if (ts.isCallExpression(node)) {
    const callee = node.expression;
    const imports = callee.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(callee) && callee.text === 'require');
    return imports ? literal(node.arguments[0]) : undefined;
  }
  return undefined;
}

/**
 * Every module a file names, whatever the kind of import. The file is parsed rather than searched with a
 * pattern, so an import written in a string, a comment or a template is never taken for one.
 */
export function importSpecifiers(path, text) {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, scriptKind(path));
  const found = [];
  const visit = (node) => {
    const specifier = specifierOf(node);
    if (specifier !== undefined) found.push(specifier);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The file among `files` that `base` names, as TypeScript finds it: `.js` written for a `.ts` file, no extension, a folder's index. */
export function resolveFile(base, files) {
  const swapped = /\.[mc]?js$/.test(base) ? [base.replace(/\.js$/, '.ts'), base.replace(/\.js$/, '.tsx'), base.replace(/\.mjs$/, '.mts')] : [];
  const added = ['.ts', '.tsx', '.mts', '.mjs', '.js', '.cjs'].map((extension) => base + extension);
  const indexes = ['ts', 'tsx', 'mjs', 'js'].map((extension) => `${base}/index.${extension}`);
  return [base, ...swapped, ...added, ...indexes].find((candidate) => files.has(candidate));
}

/** An `exports` entry's target: the workspace's source condition first, then what Node's `import` would load. */
function exportTarget(entry) {
  if (typeof entry === 'string' || entry == null) return entry ?? undefined;
  return exportTarget(entry['@toolnest/source'] ?? entry.import ?? entry.default);
}

/** The path a workspace package's subpath (`.` or `./sub`) points to, relative to its folder. */
function packageTarget({ exports, main }, subpath) {
  // No `exports`: Node loads `main` for the package and any path inside it as written.
  if (exports === undefined) return subpath === '.' ? (main ?? 'index') : subpath;
  // `exports` as one target, or as conditions with no subpaths: that is the package's `.`.
  const bySubpath = typeof exports === 'string' || !Object.keys(exports).some((key) => key.startsWith('.')) ? { '.': exports } : exports;
  return exportTarget(bySubpath[subpath]);
}

/**
 * The file an import of `specifier` from `from` loads, if it is one of `files` (a Set of repository paths):
 * a relative path, or a workspace package's export. Anything else (node:, npm packages, CSS) is undefined.
 */
export function resolveSpecifier(from, specifier, files, packages) {
  if (specifier.startsWith('.')) return resolveFile(join(dirname(from), specifier), files);
  const named = /^(@toolnest\/[^/]+)(\/.+)?$/.exec(specifier);
  const manifest = named && packages.get(named[1]);
  if (!manifest) return undefined;
  const target = packageTarget(manifest, `.${named[2] ?? ''}`);
  return typeof target === 'string' ? resolveFile(join(manifest.dir, target), files) : undefined;
}

/** Which of `files` each one imports: a Map from each file to the Set of files it names. `read` gives a file's text. */
export function importGraph(files, read, packages) {
  const known = new Set(files);
  const graph = new Map();
  for (const file of files) {
    const targets = new Set();
    for (const specifier of importSpecifiers(file, read(file))) {
      const target = resolveSpecifier(file, specifier, known, packages);
      if (target !== undefined) targets.add(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

/**
 * The import cycles of `graph`: one list of `[from, to]` imports for each group of files that all reach each
 * other (Tarjan's strongly connected components), a file that imports itself included. Every import listed
 * lies on a cycle, since its target leads back to it; an import into or out of the group is left out.
 */
export function importCycles(graph) {
  const index = new Map();
  const lowest = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  const visit = (file) => {
    index.set(file, index.size);
    lowest.set(file, index.get(file));
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) visit(next);
      if (onStack.has(next)) lowest.set(file, Math.min(lowest.get(file), lowest.get(next)));
    }
    // Not the first file of its group reached: the group is closed by that one.
    if (lowest.get(file) !== index.get(file)) return;
    const group = new Set();
    let top;
    do {
      top = stack.pop();
      onStack.delete(top);
      group.add(top);
    } while (top !== file);
    const inside = [...group].flatMap((from) => [...(graph.get(from) ?? [])].filter((to) => group.has(to)).map((to) => [from, to]));
    if (inside.length > 0) cycles.push(inside.sort(([a, b], [c, d]) => a.localeCompare(c) || b.localeCompare(d)));
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles;
}

/**
 * The folders of apps/api/src in their layer order, top first, from the README's bullet list after
 * "Where things live" (one "- `folder/` — …" line each). Empty when the list is not found.
 */
export function apiLayerOrder(readme) {
  const lines = readme.split('\n');
  const start = lines.findIndex((line) => line.includes('Where things live'));
  if (start === -1) return [];
  const order = [];
  for (const line of lines.slice(start + 1)) {
    const bullet = /^- `([^`/]+)\/`/.exec(line);
    if (bullet) order.push(bullet[1]);
    // The list ends at the first other line after it began (blank lines before it are skipped).
    else if (order.length > 0 || line.trim() !== '') break;
  }
  return order;
}

/** The folder of apps/api/src a file sits in (`stores` for src/stores/…), `''` for a file of src/ itself, else undefined. */
function apiFolder(file) {
  const inSrc = /^apps\/api\/src\/(.+)$/.exec(file);
  if (!inSrc) return undefined;
  const slash = inSrc[1].indexOf('/');
  return slash === -1 ? '' : inSrc[1].slice(0, slash);
}

/** Why the import `from -> to` goes against the layers (`apiOrder`: apps/api/src's folders, top first), or undefined. */
export function layerBreak(from, to, apiOrder) {
  const [fromTop, fromPackage] = from.split('/');
  const [toTop, toPackage] = to.split('/');
  if (fromTop === 'packages' && (toTop === 'apps' || toTop === 'tools')) return `packages/ sit below ${toTop}/`;
  if (fromTop === 'tools' && toTop === 'apps') return 'tools/ sit below apps/';
  if (fromTop === 'tools' && toTop === 'tools' && fromPackage !== toPackage) return 'a tool imports no other tool';
  const [fromLayer, toLayer] = [apiOrder.indexOf(apiFolder(from)), apiOrder.indexOf(apiFolder(to))];
  // A file outside the listed folders has no place in the order: it is named on its own (unlistedApiFiles).
  if (fromLayer !== -1 && toLayer !== -1 && toLayer < fromLayer)
    return `apps/api/src: ${apiOrder[toLayer]}/ is listed above ${apiOrder[fromLayer]}/ in ${API_README}`;
  return undefined;
}

/** Every import of `graph` that goes against the layers, as `{ from, to, why }`. */
export function layerBreaks(graph, apiOrder) {
  const found = [];
  for (const [from, targets] of graph) {
    for (const to of targets) {
      const why = layerBreak(from, to, apiOrder);
      if (why) found.push({ from, to, why });
    }
  }
  return found;
}

/** The files of apps/api/src outside every folder the README lists: the order says nothing of them. */
export function unlistedApiFiles(files, apiOrder) {
  return files.filter((file) => apiFolder(file) !== undefined && !apiOrder.includes(apiFolder(file)));
}

/** Prints what is wrong, to stderr; true when anything is. */
function reportOffences(cycles, breaks, unlisted) {
  for (const cycle of cycles) {
    console.error(`import cycle through ${new Set(cycle.map(([from]) => from)).size} file(s):`);
    for (const [from, to] of cycle) console.error(`  ${from} -> ${to}`);
  }
  if (breaks.length > 0) console.error('imports against the layers:');
  for (const { from, to, why } of breaks) console.error(`  ${from} -> ${to} (${why})`);
  for (const file of unlisted) console.error(`${file}: in no folder that ${API_README} lists under "Where things live"`);
  const wrong = cycles.length + breaks.length + unlisted.length > 0;
  if (wrong) console.error(`\ncheck-imports: ${cycles.length} cycle(s), ${breaks.length} import(s) against the layers, ${unlisted.length} file(s) outside the API's layers.`);
  return wrong;
}

function main() {
  const { files, packages } = workspace();
  const apiOrder = apiLayerOrder(readFileSync(join(root, API_README), 'utf8'));
  // Without the list, the API's rule would pass whatever the code does.
  if (apiOrder.length < 2) {
    console.error(`check-imports: no folder list under "Where things live" in ${API_README}.`);
    process.exitCode = 1;
    return;
  }
  const graph = importGraph(files, (file) => readFileSync(join(root, file), 'utf8'), packages);
  const imports = [...graph.values()].reduce((sum, targets) => sum + targets.size, 0);
  if (reportOffences(importCycles(graph), layerBreaks(graph, apiOrder), unlistedApiFiles(files, apiOrder))) {
    process.exitCode = 1;
    return;
  }
  console.log(`check-imports: ${files.length} files, ${imports} imports, no cycle, layers kept.`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
