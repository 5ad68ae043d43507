#!/usr/bin/env node
// Writes a new tool package from scripts/templates/tool, and nothing outside its folder: the registry,
// the API and Storybook find it in tools/* (packages/tooling/workspace-tools.cjs). It then writes the
// lists of tools that are not in git (packages/tooling/tool-lists.mjs) and runs `pnpm install`, which
// links the package and records it in the lockfile. Prints the next free id of the group; without --id
// the tool takes it. With --server the tool also gets a Fastify plugin (./server, from
// scripts/templates/tool-server) and its own TypeBox schemas (./schemas), which the API registers.
// Usage: pnpm gen:tool <slug> [--title "Word Count"] [--group text] [--id 6] [--icon wrench]
//        [--tags "Text,Writing"] [--description "…"] [--server] [--no-install] [--root DIR]
//        pnpm gen:tool --next-id [--group text]
// Plain Node, no dependencies.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { writeToolLists } from '../packages/tooling/tool-lists.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const TEMPLATES = join(here, 'templates', 'tool');
/** --server: files under tool/ replace or join the tool template's; the rest are snippets for shared files. */
const SERVER_TEMPLATES = join(here, 'templates', 'tool-server');

/** Keep in step with TOOL_GROUPS in packages/tool-kit/src/groups.ts (a registry test checks it). */
export const GROUPS = ['text', 'video', 'time', 'seo', 'document'];
/** Each Related Tools group's own ids (docs/site.md#related-tools); new tools take them first. */
export const GROUP_IDS = {
  text: [5, 6, 7, 8, 9, 10, 11, 12, 54],
  video: [1, 2, 52, 53],
  time: [13],
  seo: [14, 15, 16],
  document: [17, 18],
};
/** Once a group's own ids are taken, new tools count on from here, clear of every group's. */
const FIRST_FREE_ID = 100;
const DEFAULT_TAGS = { text: ['Text'], video: ['Video'], time: ['Time'], seo: ['SEO'], document: ['Academic'] };
const DEFAULT_ICON = 'wrench';
/** Paths the shell owns; a tool there would shadow a page. */
const RESERVED = new Set(['tools', 'submissions', 'admin', 'api', 'assets']);
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const BRAND = 'Toolnest';

/** A new tool server's per-IP limit a minute until its author picks one. */
const DEFAULT_SERVER_PER_MINUTE = 10;

const USAGE = `Usage: pnpm gen:tool <slug> [--title "Word Count"] [--group ${GROUPS.join('|')}] [--id N] [--icon ${DEFAULT_ICON}] [--tags "Text,Writing"] [--description "..."] [--server] [--no-install] [--root DIR]
       pnpm gen:tool --next-id [--group ${GROUPS.join('|')}]`;

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
      icon: { type: 'string', default: DEFAULT_ICON },
      tags: { type: 'string' },
      description: { type: 'string' },
      server: { type: 'boolean', default: false },
      'no-install': { type: 'boolean', default: false },
      root: { type: 'string' },
      'next-id': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return { help: true };
  if (!GROUPS.includes(values.group)) {
    throw new UsageError(`Invalid group "${values.group}": use one of ${GROUPS.join(', ')}.`);
  }
  const root = resolve(values.root ?? join(here, '..'));
  if (values['next-id']) {
    if (positionals.length > 0) throw new UsageError(`--next-id takes no slug.\n${USAGE}`);
    return { nextIdOnly: true, group: values.group, root };
  }
  if (positionals.length !== 1) throw new UsageError(`Expected exactly one slug.\n${USAGE}`);
  const [slug] = positionals;
  if (!SLUG.test(slug)) {
    throw new UsageError(`Invalid slug "${slug}": use lowercase letters and digits separated by single hyphens, e.g. word-count.`);
  }
  if (RESERVED.has(slug)) throw new UsageError(`Invalid slug "${slug}": /${slug} is a page of the site.`);
  let id;
  if (values.id !== undefined) {
    if (!/^[1-9]\d*$/.test(values.id)) throw new UsageError(`Invalid id "${values.id}": use a positive whole number.`);
    id = Number(values.id);
  }
  if (!SLUG.test(values.icon)) {
    throw new UsageError(`Invalid icon "${values.icon}": use a Lucide icon name such as ${DEFAULT_ICON} or case-sensitive.`);
  }
  const title = (values.title ?? titleOf(slug)).trim();
  if (title === '') throw new UsageError('The title must not be empty.');
  const tags = values.tags === undefined ? DEFAULT_TAGS[values.group] : values.tags.split(',').map((tag) => tag.trim()).filter(Boolean);
  if (tags.length === 0) throw new UsageError('Give at least one tag.');
  const description = (values.description ?? `${title}: a free online tool that runs in your browser.`).trim();
  return { slug, title, group: values.group, id, icon: values.icon, tags, description, server: values.server, install: !values['no-install'], root };
}

/** Every tools/* package with its id and group, read from its src/meta.ts. */
export function existingTools(root) {
  const dir = join(root, 'tools');
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((slug) => {
    const meta = join(dir, slug, 'src', 'meta.ts');
    if (!existsSync(meta)) return [];
    const source = readFileSync(meta, 'utf8');
    const id = /\bid:\s*(\d+)/.exec(source)?.[1];
    const group = /\bgroup:\s*'([a-z]+)'/.exec(source)?.[1];
    return [{ slug, id: id === undefined ? Number.POSITIVE_INFINITY : Number(id), group }];
  });
}

/** The group's first own id that no tool has taken; after those, the next id from 100 up. */
export function nextFreeId(group, tools) {
  const taken = new Set(tools.map((tool) => tool.id));
  const own = GROUP_IDS[group].find((id) => !taken.has(id));
  if (own !== undefined) return own;
  return Math.max(FIRST_FREE_ID - 1, ...[...taken].filter(Number.isFinite)) + 1;
}

/** When lucide-react is installed, refuses an icon name it does not have (the card sprite draws from it). */
function checkIcon(root, icon) {
  let resolveFromUi;
  try {
    resolveFromUi = createRequire(join(root, 'packages', 'ui', 'package.json')).resolve;
    resolveFromUi(`lucide-react/icons/${DEFAULT_ICON}`);
  } catch {
    return; // not installed yet: the type-check of meta.ts catches a wrong name later
  }
  let file;
  try {
    file = resolveFromUi(`lucide-react/icons/${icon}`);
  } catch {
    throw new UsageError(`Invalid icon "${icon}": lucide-react has no such icon (see https://lucide.dev/icons).`);
  }
  // An old name kept as an alias re-exports another icon and has no icon data of its own for the card sprite.
  const alias = /^export \{ default \} from '\.\/([a-z0-9-]+)\.m?js';$/m.exec(readFileSync(file, 'utf8'))?.[1];
  if (alias) throw new UsageError(`Invalid icon "${icon}": lucide-react now calls it "${alias}"; use that name.`);
}

/** RATE_LIMIT_<SLUG>_PER_MIN: the variable of a new tool server's per-IP limit. */
export const rateLimitVariableOf = (slug) => `RATE_LIMIT_${slug.toUpperCase().replace(/-/g, '_')}_PER_MIN`;

const sortedObject = (object) => Object.fromEntries(Object.entries(object).sort(([a], [b]) => (a < b ? -1 : 1)));

/** The generated package.json of a tool with a server part: the ./server export and what it needs. */
export function withServerPackage(text) {
  const pkg = JSON.parse(text);
  const subpathExport = (name) => ({ '@toolnest/source': `./src/${name}.ts`, types: `./dist/${name}.d.ts`, import: `./dist/${name}.js` });
  const added = { './server': subpathExport('server'), './schemas': subpathExport('schemas') };
  const exports = {};
  for (const [subpath, target] of Object.entries(pkg.exports)) {
    if (subpath === './styles.css') Object.assign(exports, added);
    exports[subpath] = target;
  }
  for (const [subpath, target] of Object.entries(added)) exports[subpath] ??= target;
  pkg.exports = exports;
  pkg.dependencies = sortedObject({ ...pkg.dependencies, '@toolnest/api-client': 'workspace:*', '@toolnest/net': 'workspace:*', typebox: 'catalog:' });
  pkg.peerDependencies = sortedObject({ ...pkg.peerDependencies, '@fastify/rate-limit': '>=10', fastify: '>=5' });
  pkg.devDependencies = sortedObject({
    ...pkg.devDependencies,
    '@fastify/rate-limit': 'catalog:',
    '@fastify/type-provider-typebox': 'catalog:',
    '@types/node': 'catalog:',
    fastify: 'catalog:',
  });
  return `${JSON.stringify(pkg, null, 2)}\n`;
}

function templateFiles(dir, base = dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return templateFiles(path, base);
    return name.endsWith('.tmpl') ? [relative(base, path)] : [];
  });
}

/**
 * Writes the tool's folder and the lists of tools (not in git); returns its id, the group's next free id
 * before it, the paths written in tools/<slug>, and the lists written.
 */
export function generateTool(options) {
  const { slug, title, group, icon, tags, description, server = false, root } = options;
  const toolDir = join(root, 'tools', slug);
  if (existsSync(toolDir)) throw new UsageError(`tools/${slug} already exists; pick another slug.`);
  const identifier = identifierOf(slug);
  checkIcon(root, icon);
  const nextId = nextFreeId(group, existingTools(root));
  const id = options.id ?? nextId;

  const component = componentOf(slug);
  const values = {
    __SLUG__: slug,
    __ID__: String(id),
    __GROUP__: group,
    __COMPONENT__: component,
    // Plain text, for the README (Markdown).
    __TITLE__: title,
    __DESCRIPTION__: description,
    __TITLE_TS__: tsString(title),
    __PAGE_TITLE_TS__: tsString(`${title} | ${BRAND}`),
    // Storybook's indexer reads the title statically: one string literal.
    __STORY_TITLE_TS__: tsString(`Tools/${title}`),
    __DESCRIPTION_TS__: tsString(description),
    __PAGE_DESCRIPTION_TS__: tsString(`Use ${title} online for free, with no sign-up. ${description}`),
    __ICON_TS__: tsString(icon),
    __TAGS_TS__: `[${tags.map(tsString).join(', ')}]`,
    __DESCRIPTION_JSON__: JSON.stringify(description),
    __IDENTIFIER__: identifier,
    __SERVER_EXPORT__: `${identifier}Server`,
    __RATE_LIMIT_VARIABLE__: rateLimitVariableOf(slug),
    __DEFAULT_PER_MINUTE__: String(DEFAULT_SERVER_PER_MINUTE),
  };
  const fill = (text) => text.replace(/__[A-Z_]+__/g, (key) => values[key] ?? key);

  // Each file from the tool template, or from the server template's tool/ folder, which wins.
  const sources = new Map(templateFiles(TEMPLATES).map((file) => [file, join(TEMPLATES, file)]));
  if (server) {
    const serverTool = join(SERVER_TEMPLATES, 'tool');
    for (const file of templateFiles(serverTool)) sources.set(file, join(serverTool, file));
  }
  const written = [];
  for (const [file, source] of [...sources].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const target = join(toolDir, fill(file.slice(0, -'.tmpl'.length)));
    mkdirSync(dirname(target), { recursive: true });
    let text = fill(readFileSync(source, 'utf8'));
    if (server && file === 'package.json.tmpl') text = withServerPackage(text);
    writeFileSync(target, text);
    written.push(relative(root, target));
  }
  return { id, nextId, component, written, lists: writeToolLists(root) };
}

/** `pnpm install`: links the new package into the registry (and the API) and records it in the lockfile. */
function install(root) {
  // --no-frozen-lockfile: a new tool changes the lockfile, which pnpm otherwise freezes when CI is set.
  const result = spawnSync('pnpm', ['install', '--prefer-offline', '--no-frozen-lockfile'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new UsageError('pnpm install failed; run it again once the cause is fixed.');
}

const describeIds = (group) => `the ${group} group's own ids are ${GROUP_IDS[group].join(', ')}`;

function main() {
  let options;
  try {
    options = parseOptions(process.argv.slice(2));
    if (options.help) {
      console.log(USAGE);
      return;
    }
    if (options.nextIdOnly) {
      console.log(`Next free id in group ${options.group}: ${nextFreeId(options.group, existingTools(options.root))} (${describeIds(options.group)})`);
      return;
    }
    const { id, nextId, component, written, lists } = generateTool(options);
    console.log(`Next free id in group ${options.group}: ${nextId} (${describeIds(options.group)})`);
    console.log(`Created @toolnest/${options.slug} (id ${id}, group ${options.group}, icon ${options.icon}):`);
    for (const file of written) console.log(`  ${file}`);
    if (lists.length > 0) console.log(`Lists of tools (written from tools/*, not in git): ${lists.join(', ')}`);
    if (options.install) install(options.root);
    const steps = [
      ...(options.install ? [] : ['pnpm install   (links the new package, writes the lockfile)']),
      `Write the logic in tools/${options.slug}/src/logic.ts and the UI in ${component}.tsx, with their tests;
     the card in meta.ts, the article and page description in article.tsx, the browser test in e2e/;
     what the tool does, its rules and messages in docs/tools/${options.slug}.md (its README links there)`,
      `pnpm turbo run typecheck lint test build --filter @toolnest/${options.slug}`,
      `Open http://localhost:5173/${options.slug} with \`pnpm --filter @toolnest/web dev\``,
    ];
    console.log(`\nNext steps:\n${steps.map((step, index) => `  ${index + 1}. ${step}`).join('\n')}`);
    if (options.server) {
      console.log(`  Server part: the route in src/server.ts (POST /api/${options.slug}), its schemas in src/schemas.ts;
  its per-IP limit is ${rateLimitVariableOf(options.slug)} (default ${DEFAULT_SERVER_PER_MINUTE}), set in src/server.ts's toolServer:
  rename it there if you like and add its row to the README's environment table. npm packages the
  server imports go in apps/api/package.json too (apps/api bundles workspace code, not npm packages).`);
    }
  } catch (error) {
    if (!(error instanceof UsageError) && !(error instanceof TypeError && error.code?.startsWith('ERR_PARSE_ARGS'))) throw error;
    console.error(`new-tool: ${error.message}`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
