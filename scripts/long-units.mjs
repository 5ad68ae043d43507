#!/usr/bin/env node
// Lists the functions, methods and classes longer than a limit (80 lines unless --max says otherwise) in
// the TypeScript files given or below the folders given: `node scripts/long-units.mjs packages/media tools/x`.
// A unit's length runs from its first line to its last, its leading comment left out. Tests, stories,
// benches, generated files and article prose are skipped: they are long by nature. Exits 1 when it lists
// any, so `npm test` keeps the limit.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const args = process.argv.slice(2);
const maxAt = args.indexOf('--max');
const max = maxAt === -1 ? 80 : Number(args.splice(maxAt, 2)[1]);
const roots = args.length > 0 ? args : ['.'];
const SKIP_DIRS = new Set(['node_modules', 'dist', 'generated', '.turbo', 'storybook-static']);
const SKIP_FILE = /\.(test|spec|stories|bench|d)\.tsx?$|(^|\/)article\.tsx$/;

function* files(dir) {
  if (!statSync(dir).isDirectory()) {
    yield dir;
    return;
  }
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (!SKIP_DIRS.has(name) && !name.startsWith('.')) yield* files(path);
    } else if (/\.tsx?$/.test(name) && !SKIP_FILE.test(path)) yield path;
  }
}

/** The unit's name: its own, its variable's or its property's, with the class in front of a method. */
function nameOf(node) {
  const own = node.name?.getText();
  const parent = node.parent;
  const base = own ?? (parent && (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)) ? parent.name.getText() : '(anonymous)');
  const owner = ts.isClassElement(node) && parent?.name ? `${parent.name.getText()}.` : '';
  return owner + base;
}

const units = [];
for (const root of roots) {
  for (const file of files(root)) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node) => {
      const kind = ts.isClassLike(node) ? 'class' : ts.isFunctionLike(node) && 'body' in node && node.body ? 'function' : null;
      if (kind) {
        const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
        const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
        const lines = last - first + 1;
        if (lines > max) units.push({ lines, kind, name: nameOf(node), at: `${relative('.', file)}:${first + 1}` });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
}
units.sort((a, b) => b.lines - a.lines);
for (const unit of units) console.log(`${String(unit.lines).padStart(5)}  ${unit.kind.padEnd(8)} ${unit.name}  ${unit.at}`);
console.log(`${units.length} unit(s) over ${max} lines`);
if (units.length > 0) process.exitCode = 1;
