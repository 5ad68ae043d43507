#!/usr/bin/env node
// Type-checks the whole workspace with as few TypeScript programs as the packages' own settings allow.
// Every package's tsconfig stays the truth (`pnpm --filter <pkg> typecheck` runs it alone), but a tsc
// per package parses and binds the shared sources (ui, tool-kit, React's and Node's types) again each
// time: 24 programs re-did the same work. Here the configs whose resolved compilerOptions are identical
// (every plain tool, the Node packages, …) become one program over all their files, so each file is
// checked under exactly the options of its own package, and shared files are read once per group.
// TypeScript 7's native compiler does the checking (about a sixth of typescript 6's time here). After each
// group is checked, the .d.ts files of its library packages are written (scripts/declarations.mjs, no second
// check), so `npm test`'s build leaves them out (TOOLNEST_DECLARATIONS=typecheck).
// Usage: node scripts/typecheck.mjs   (npm test runs it; exits 1 on any type error)
import { execFile } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, existsSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { tsc, writeDeclarations, writesDeclarations } from './declarations.mjs';

const run = promisify(execFile);
const root = resolve(import.meta.dirname, '..');
const WORKSPACE_FOLDERS = ['apps', 'packages', 'tools'];

/** The tsconfig files each package's `typecheck` script names (`tsc -p tsconfig.json && tsc -p e2e/tsconfig.json`). */
function typecheckConfigs() {
  const configs = [];
  for (const folder of WORKSPACE_FOLDERS) {
    for (const name of readdirSync(join(root, folder))) {
      const dir = join(root, folder, name);
      const manifest = join(dir, 'package.json');
      if (!existsSync(manifest)) continue;
      const script = JSON.parse(readFileSync(manifest, 'utf8')).scripts?.typecheck;
      if (!script) continue;
      for (const [, project] of script.matchAll(/\btsc -p (\S+)/g)) configs.push(join(dir, project));
    }
  }
  return configs;
}


/** The package folder of a tsconfig whose package builds its .d.ts with scripts/declarations.mjs, if it is one. */
function declaringPackage(file) {
  const manifest = join(dirname(file), 'package.json');
  return existsSync(manifest) && writesDeclarations(JSON.parse(readFileSync(manifest, 'utf8'))) ? [dirname(file)] : [];
}

/** The config as tsc resolves it (extends followed, ${configDir} filled in), its paths made absolute. */
async function resolvedConfig(file) {
  const { stdout } = await run(process.execPath, [tsc, '-p', file, '--showConfig'], { cwd: dirname(file), maxBuffer: 16 << 20 });
  const config = JSON.parse(stdout);
  const absolute = (path) => (isAbsolute(path) ? path : resolve(dirname(file), path));
  return {
    file,
    compilerOptions: config.compilerOptions,
    include: (config.include ?? []).map(absolute),
    files: (config.files ?? []).map(absolute),
    exclude: (config.exclude ?? []).map(absolute),
  };
}

/** Runs `tasks` (functions returning promises) with at most `limit` at once. */
async function inParallel(tasks, limit) {
  const results = [];
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}

const configs = await Promise.all(typecheckConfigs().map(resolvedConfig));
const groups = new Map();
for (const config of configs) {
  const key = JSON.stringify(config.compilerOptions);
  groups.set(key, [...(groups.get(key) ?? []), config]);
}

const started = Date.now();
const results = await inParallel(
  [...groups.values()].map((members, index) => async () => {
    // Beside the first member's own tsconfig's node_modules, so `types` entries resolve as they do for it.
    const dir = join(dirname(members[0].file), 'node_modules', '.cache', 'toolnest-typecheck');
    mkdirSync(dir, { recursive: true });
    const project = join(dir, `group-${index}.json`);
    const listed = (key) => members.flatMap((member) => member[key]);
    const config = { compilerOptions: members[0].compilerOptions };
    // tsc refuses an empty list ("The 'files' list … is empty"), so only lists with something in them.
    for (const key of ['include', 'files', 'exclude']) if (listed(key).length > 0) config[key] = listed(key);
    writeFileSync(project, JSON.stringify(config));
    const names = members.map((member) => member.file.slice(root.length + 1)).join(', ');
    const begun = Date.now();
    try {
      await run(process.execPath, [tsc, '-p', project, '--pretty', 'false'], { cwd: root, maxBuffer: 64 << 20 });
      const packages = members.flatMap((member) => declaringPackage(member.file));
      const output = packages.length > 0 ? await writeDeclarations(project, packages, { check: false }) : '';
      if (output) return { ok: false, line: `typecheck: ${names}: declarations FAILED\n${output}` };
      return { ok: true, line: `typecheck: ${names}: ok in ${((Date.now() - begun) / 1000).toFixed(1)} s` };
    } catch (error) {
      return { ok: false, line: `typecheck: ${names}: FAILED\n${error.stdout ?? ''}${error.stderr ?? error.message}` };
    }
  }),
  Math.max(1, cpus().length),
);
for (const { line } of results) console.log(line);
console.log(`typecheck: ${configs.length} tsconfigs in ${groups.size} programs, ${((Date.now() - started) / 1000).toFixed(1)} s`);
if (results.some((result) => !result.ok)) process.exit(1);
