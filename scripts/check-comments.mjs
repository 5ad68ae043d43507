#!/usr/bin/env node
// Fails when a comment cites something a reader of this repository cannot open: a tracker's issue
// number, a section of the product description that lived outside the repository, or a document named
// in capitals that is not here. A comment says what it means, or points to docs/ (docs/README.md).
//
// Read: the comments and test names of TypeScript and JavaScript files (parsed, so other strings,
// regular expressions and JSX text are never taken for comments), the `$comment` fields of JSON files, every line of Markdown,
// and the `#` comments of shell, YAML and Dockerfiles. The files are those git knows, tracked or new,
// minus ignored ones. Run by `npm test` (scripts/test.sh); `node scripts/check-comments.mjs [files…]`.
import { readFileSync } from 'node:fs';
import { basename, extname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { root, workspaceFiles } from './workspace-files.mjs';

const SELF = relative(root, fileURLToPath(import.meta.url));

/**
 * What a comment may not say. `spec 2`, `§7`, `issue 21`, `issues 8 and 20`, `#12` after "issue",
 * the amendments file, a design document and its "Definition of Done", an issue's "closing note", and
 * the product description when named as "the spec" (comments call a Playwright spec a "test file").
 */
export const CITATION = new RegExp(
  [
    String.raw`\bspecs? \d`,
    '§',
    String.raw`\bissues? #?\d`,
    String.raw`\bAMENDMENTS\b`,
    String.raw`\bDESIGN(?:\.md|:)`,
    String.raw`\b(?:the|per the|in the|of the|by the) spec\b`,
    String.raw`\bspec(?:'s|’s)`,
    String.raw`\bspec (?:message|messages|sentence|sentences|order|labels|defaults|example|ids?|notice|tag table)\b`,
    String.raw`\b(?:the|this) issue(?:'s|’s| says| names| asks)`,
    // What an issue's closing note or a design document called its checklist.
    String.raw`\bclosing notes?\b`,
    String.raw`\bDefinition of Done\b`,
  ].join('|'),
  'i',
);

const CODE = new Set(['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs', '.jsx']);
const HASH_COMMENTS = new Set(['.sh', '.yaml', '.yml']);

// Test names are prose too: `it('…')`, `test.each(…)('…')`, `describe.skip('…')`, `test.step('…')`.
const TEST_CALL = /^(?:(?:it|test|describe|bench|suite)(?:\.\w+)*|\w+\.step)$/;

/** The title of a test, suite or step this node declares, with its line; undefined for any other node. */
function testTitle(node, source) {
  if (!ts.isCallExpression(node)) return undefined;
  // `it.each(table)('title', …)`: the callee is itself a call of a test function.
  const callee = ts.isCallExpression(node.expression) ? node.expression.expression : node.expression;
  if (!TEST_CALL.test(callee.getText(source))) return undefined;
  const [first] = node.arguments;
  if (!first || !(ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first) || ts.isTemplateExpression(first))) return undefined;
  // As written, with an escaped quote read as the quote it stands for ('the issue\'s').
  const text = first.getText(source).replace(/\\(['"`])/g, '$1');
  return { line: source.getLineAndCharacterOfPosition(first.getStart(source)).line + 1, text };
}

/** Every comment of a TypeScript or JavaScript file, and its test names, with the 1-based line each starts on. */
export function codeComments(path, text) {
  const kind = /\.(tsx|jsx)$/.test(path) ? ts.ScriptKind.TSX : /\.(ts|mts|cts)$/.test(path) ? ts.ScriptKind.TS : ts.ScriptKind.JSX;
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, kind);
  const seen = new Set();
  const comments = [];
  const collect = (ranges) => {
    for (const range of ranges ?? []) {
      if (seen.has(range.pos)) continue;
      seen.add(range.pos);
      comments.push({ line: source.getLineAndCharacterOfPosition(range.pos).line + 1, text: text.slice(range.pos, range.end) });
    }
  };
  // Every token's leading and trailing trivia: getChildren() reaches the punctuation too (the `}` after a
  // JSX `{/* … */}`), which plain node positions would miss.
  const visit = (node) => {
    collect(ts.getLeadingCommentRanges(text, node.pos));
    collect(ts.getTrailingCommentRanges(text, node.end));
    const title = testTitle(node, source);
    if (title) comments.push(title);
    if (node.kind !== ts.SyntaxKind.JsxText) for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return comments.sort((a, b) => a.line - b.line);
}

/** The `$comment` values of a JSON document, wherever they are. */
export function jsonComments(text) {
  const found = [];
  const walk = (value) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (key === '$comment' && typeof inner === 'string') found.push(inner);
        else walk(inner);
      }
    }
  };
  try {
    walk(JSON.parse(text));
  } catch {
    return []; // Not JSON (a tsconfig with comments is read as code below); nothing to say.
  }
  const lines = text.split('\n');
  return found.map((comment) => {
    const line = lines.findIndex((candidate) => candidate.includes(JSON.stringify(comment).slice(1, 40)));
    return { line: line + 1, text: comment };
  });
}

/** `#` comments of a shell script, YAML file or Dockerfile (a `#` inside quotes is rare there and only ever over-reported). */
export function hashComments(text) {
  return text.split('\n').flatMap((line, index) => {
    const at = line.search(/(^|\s)#/);
    return at === -1 ? [] : [{ line: index + 1, text: line.slice(at) }];
  });
}

/** What of a file is prose to check, by its kind; null for a file that holds none. */
export function commentsOf(path, text) {
  const extension = extname(path);
  if (CODE.has(extension)) return codeComments(path, text);
  if (extension === '.json') {
    // tsconfig files allow comments: read them as code.
    return /^\s*\/[/*]/m.test(text) ? codeComments(`${path}.js`, `(${text})`) : jsonComments(text);
  }
  if (extension === '.md') return text.split('\n').map((line, index) => ({ line: index + 1, text: line }));
  if (HASH_COMMENTS.has(extension) || basename(path) === 'Dockerfile' || path === '.ci/run') return hashComments(text);
  return null;
}

/** The comments of these files that cite something outside the repository. */
export function findCitations(files, read = (file) => readFileSync(file, 'utf8')) {
  const found = [];
  for (const file of files) {
    if (file === SELF) continue;
    let text;
    try {
      text = read(file);
    } catch {
      continue; // Listed by git but gone from the working tree (deleted, not yet committed).
    }
    // Most files cite nothing anywhere: only those whose text matches at all are parsed.
    if (!CITATION.test(text)) continue;
    for (const comment of commentsOf(file, text) ?? []) {
      comment.text.split('\n').forEach((line, offset) => {
        if (CITATION.test(line)) found.push({ file, line: comment.line + offset, text: line.trim() });
      });
    }
  }
  return found;
}

function main() {
  const args = process.argv.slice(2);
  const files = args.length > 0 ? args.map((file) => relative(root, file)) : workspaceFiles();
  const found = findCitations(files, (file) => readFileSync(`${root}/${file}`, 'utf8'));
  for (const { file, line, text } of found) console.error(`${file}:${line}: ${text}`);
  if (found.length > 0) {
    console.error(
      `\ncheck-comments: ${found.length} comment line(s) cite an issue or a document outside the repository.\n` +
        'Say what is meant in plain words, or point to the page of docs/ that describes it.',
    );
    process.exitCode = 1;
    return;
  }
  console.log(`check-comments: ${files.length} files, no comment cites an issue or an outside document.`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
