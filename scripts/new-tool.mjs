#!/usr/bin/env node
// Writes a new tool package from scripts/templates/tool and registers it (registry line, dependencies).
// Usage: pnpm gen:tool <slug> [--title "Word Count"] [--group text] [--id 6] [--tags "Text,Writing"]
//        [--description "…"] [--root DIR]
// Plain Node, no dependencies. Run `pnpm install` afterwards to link the new package.
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const here = dirname(fileURLToPath(import.meta.url));
const TEMPLATES = join(here, 'templates', 'tool');

/** Keep in step with TOOL_GROUPS in packages/tool-kit/src/groups.ts (a registry test checks it). */
export const GROUPS = ['text', 'video', 'time', 'seo', 'document'];
const DEFAULT_TAGS = { text: ['Text'], video: ['Video'], time: ['Time'], seo: ['SEO'], document: ['Academic'] };
/** Paths the shell owns; a tool there would shadow a page. */
const RESERVED = new Set(['tools', 'submissions', 'admin', 'api', 'assets']);
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** New tools outside the spec's fixed ids (1 to 54) start here, so they never take a spec tool's id. */
const FIRST_FREE_ID = 100;

const REGISTRY_HEADER =
  '// Maintained by scripts/new-tool.mjs (`pnpm gen:tool <slug>`): one import line per tool, array in id order.';
const IMPORT_LINE = /^import (\w+) from '@toolnest\/([a-z0-9-]+)\/meta';$/gm;

const USAGE = `Usage: pnpm gen:tool <slug> [--title "Word Count"] [--group ${GROUPS.join('|')}] [--id N] [--tags "Text,Writing"] [--description "..."] [--root DIR]`;

class UsageError extends Error {}

const words = (slug) => slug.split('-');
const capital = (word) => word.charAt(0).toUpperCase() + word.slice(1);
export const titleOf = (slug) => words(slug).map(capital).join(' ');
/** PascalCase component name; a leading digit gets a prefix to stay a valid identifier. */
export const componentOf = (slug) => (/^\d/.test(slug) ? 'Tool' : '') + words(slug).map(capital).join('');
const identifierOf = (slug) => {
  const pascal = componentOf(slug);
  return pascal.charAt(0).toLowerCase() + pascal.slice(1);
};
/** A single-quoted TypeScript string literal. */
const tsString = (text) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;

export function parseOptions(argv) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      title: { type: 'string' },
      group: { type: 'string', default: 'text' },
      id: { type: 'string' },
      tags: { type: 'string' },
      description: { type: 'string' },
      root: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return { help: true };
  if (positionals.length !== 1) throw new UsageError(`Expected exactly one slug.\n${USAGE}`);
  const [slug] = positionals;
  if (!SLUG.test(slug)) {
    throw new UsageError(`Invalid slug "${slug}": use lowercase letters and digits separated by single hyphens, e.g. word-count.`);
  }
  if (RESERVED.has(slug)) throw new UsageError(`Invalid slug "${slug}": /${slug} is a page of the site.`);
  if (!GROUPS.includes(values.group)) {
    throw new UsageError(`Invalid group "${values.group}": use one of ${GROUPS.join(', ')}.`);
  }
  let id;
  if (values.id !== undefined) {
    if (!/^[1-9]\d*$/.test(values.id)) throw new UsageError(`Invalid id "${values.id}": use a positive whole number.`);
    id = Number(values.id);
  }
  const title = (values.title ?? titleOf(slug)).trim();
  if (title === '') throw new UsageError('The title must not be empty.');
  const tags = values.tags === undefined ? DEFAULT_TAGS[values.group] : values.tags.split(',').map((tag) => tag.trim()).filter(Boolean);
  if (tags.length === 0) throw new UsageError('Give at least one tag.');
  const description = (values.description ?? `${title}: a free online tool that runs in your browser.`).trim();
  return { slug, title, group: values.group, id, tags, description, root: resolve(values.root ?? join(here, '..')) };
}

/** Tools listed in the registry: identifier, slug and (from the tool's meta.ts) id. */
function listedTools(root, source) {
  return [...source.matchAll(IMPORT_LINE)].map(([, identifier, slug]) => ({ identifier, slug, id: readToolId(root, slug) }));
}

function readToolId(root, slug) {
  const meta = join(root, 'tools', slug, 'src', 'meta.ts');
  if (!existsSync(meta)) return Number.POSITIVE_INFINITY;
  const match = /\bid:\s*(\d+)/.exec(readFileSync(meta, 'utf8'));
  return match ? Number(match[1]) : Number.POSITIVE_INFINITY;
}

/** The registry's tools.ts, written whole: imports and array entries in id order (then slug). */
export function renderRegistry(tools) {
  const sorted = [...tools].sort((a, b) => a.id - b.id || a.slug.localeCompare(b.slug));
  return [
    REGISTRY_HEADER,
    "import type { ToolMeta } from '@toolnest/tool-kit';",
    ...sorted.map((tool) => `import ${tool.identifier} from '@toolnest/${tool.slug}/meta';`),
    '',
    '/** Every built-in tool, in tool id order. */',
    'export const builtInTools: readonly ToolMeta[] = [',
    ...sorted.map((tool) => `  ${tool.identifier},`),
    '];',
    '',
  ].join('\n');
}

/**
 * Adds `"name": "workspace:*"` to the "dependencies" block of a package.json text, keeping
 * the rest of the file byte for byte (other people's formatting stays untouched).
 */
export function addWorkspaceDependency(text, name) {
  const pkg = JSON.parse(text);
  if (pkg.dependencies?.[name]) return text;
  const block = /("dependencies"\s*:\s*\{)([^}]*)(\})/.exec(text);
  if (!block) {
    pkg.dependencies = { [name]: 'workspace:*' };
    return `${JSON.stringify(pkg, null, 2)}\n`;
  }
  const [, open, body, close] = block;
  const entries = body.split(',').map((entry) => entry.trim()).filter(Boolean);
  entries.push(`"${name}": "workspace:*"`);
  // Code-point order, as pnpm writes it.
  const keyOf = (entry) => Object.keys(JSON.parse(`{${entry}}`))[0];
  entries.sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : 1));
  const multiline = body.includes('\n');
  const indent = multiline ? (/\n([ \t]*)\S/.exec(body)?.[1] ?? '    ') : '';
  const closeIndent = multiline ? (/\n([ \t]*)$/.exec(body)?.[1] ?? '  ') : '';
  const rendered = multiline
    ? `\n${entries.map((entry) => indent + entry).join(',\n')}\n${closeIndent}`
    : ` ${entries.join(', ')} `;
  const updated = text.slice(0, block.index) + open + rendered + close + text.slice(block.index + block[0].length);
  JSON.parse(updated); // Never write a package.json that no longer parses.
  return updated;
}

function templateFiles(dir, base = dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return templateFiles(path, base);
    return name.endsWith('.tmpl') ? [relative(base, path)] : [];
  });
}

/** Writes the tool and registers it; returns the paths written or changed (relative to root). */
export function generateTool(options) {
  const { slug, title, group, tags, description, root } = options;
  const toolDir = join(root, 'tools', slug);
  const registryFile = join(root, 'packages', 'registry', 'src', 'tools.ts');
  if (existsSync(toolDir)) throw new UsageError(`tools/${slug} already exists; pick another slug.`);
  const registrySource = readFileSync(registryFile, 'utf8');
  const listed = listedTools(root, registrySource);
  if (listed.some((tool) => tool.slug === slug)) throw new UsageError(`The registry already lists "${slug}".`);
  const identifier = identifierOf(slug);
  if (listed.some((tool) => tool.identifier === identifier)) {
    throw new UsageError(`The registry already has an import named ${identifier}; pick another slug.`);
  }
  const knownIds = listed.map((tool) => tool.id).filter(Number.isFinite);
  const id = options.id ?? Math.max(FIRST_FREE_ID - 1, ...knownIds) + 1;

  const component = componentOf(slug);
  const values = {
    __SLUG__: slug,
    __ID__: String(id),
    __GROUP__: group,
    __COMPONENT__: component,
    __IDENTIFIER__: identifier,
    __TITLE_TS__: tsString(title),
    // Storybook's indexer reads the title statically: one string literal.
    __STORY_TITLE_TS__: tsString(`Tools/${title}`),
    __DESCRIPTION_TS__: tsString(description),
    __TAGS_TS__: `[${tags.map(tsString).join(', ')}]`,
    __DESCRIPTION_JSON__: JSON.stringify(description),
  };
  const fill = (text) => text.replace(/__[A-Z_]+__/g, (key) => values[key] ?? key);

  const written = [];
  for (const file of templateFiles(TEMPLATES)) {
    const target = join(toolDir, fill(file.slice(0, -'.tmpl'.length)));
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, fill(readFileSync(join(TEMPLATES, file), 'utf8')));
    written.push(relative(root, target));
  }

  writeFileSync(registryFile, renderRegistry([...listed, { identifier, slug, id }]));
  written.push(relative(root, registryFile));
  for (const pkg of ['packages/registry/package.json', 'apps/storybook/package.json']) {
    const file = join(root, pkg);
    if (!existsSync(file)) continue;
    writeFileSync(file, addWorkspaceDependency(readFileSync(file, 'utf8'), `@toolnest/${slug}`));
    written.push(pkg);
  }
  return { id, component, written };
}

function main() {
  let options;
  try {
    options = parseOptions(process.argv.slice(2));
    if (options.help) {
      console.log(USAGE);
      return;
    }
    const { id, component, written } = generateTool(options);
    console.log(`Created @toolnest/${options.slug} (id ${id}, group ${options.group}):`);
    for (const file of written) console.log(`  ${file}`);
    console.log(`
Next steps:
  1. pnpm install                                   (links the new package)
  2. Write the logic in tools/${options.slug}/src/logic.ts and the UI in ${component}.tsx, with their tests
  3. pnpm --filter @toolnest/${options.slug} typecheck lint test
  4. Open http://localhost:5173/${options.slug} with \`pnpm --filter @toolnest/web dev\``);
  } catch (error) {
    if (!(error instanceof UsageError) && !(error instanceof TypeError && error.code?.startsWith('ERR_PARSE_ARGS'))) throw error;
    console.error(`new-tool: ${error.message}`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
