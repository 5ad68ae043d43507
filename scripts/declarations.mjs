#!/usr/bin/env node
// The .d.ts files of the library packages, written by TypeScript 7's compiler (the `typescript-native`
// alias; typescript 6 stays for typescript-eslint) instead of one more program per package in tsup's
// dts (~3.5 s of CPU each). Two callers, one writer (writeDeclarations):
//   - a package's `build` (`tsup && node ../../scripts/declarations.mjs`): its published sources are the
//     roots, checked and emitted under its tsconfig's options;
//   - scripts/typecheck.mjs: after each grouped program has been checked, it writes the declarations of
//     the packages in the group without checking them again (--noCheck). `npm test` builds with
//     TOOLNEST_DECLARATIONS=typecheck, which makes the build's step a no-op, so every file is checked once.
// dist/ mirrors src/ (`src/logic.ts` → `dist/logic.d.ts`), tests, stories, benches and fixtures left out;
// relative specifiers get the file a node16/nodenext consumer needs (`./article` → `./article.js`).
// Usage: node ../../scripts/declarations.mjs   (in a package: its build)
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/** Set to `typecheck` when scripts/typecheck.mjs writes every package's declarations after the build. */
const DEFER_VARIABLE = 'TOOLNEST_DECLARATIONS';

const root = resolve(import.meta.dirname, '..');
/** TypeScript 7's compiler, run by path: its `tsc` bin shares a name with typescript 6's. */
export const tsc = join(root, 'node_modules', 'typescript-native', 'bin', 'tsc');

const NOT_PUBLISHED = /\.(test|spec|stories|bench|fixtures)\.tsx?$/;

/** Whether `file` gets a declaration: a TypeScript module under the package's src/ that is not a test, story, bench or fixture. */
function isDeclarationSource(file, packageDir) {
  return (
    file.startsWith(join(packageDir, 'src') + sep) && /\.tsx?$/.test(file) && !file.endsWith('.d.ts') && !NOT_PUBLISHED.test(file)
  );
}

/** The published sources of the package in `packageDir`: every declaration source under its src/. */
function declarationSources(packageDir) {
  return readdirSync(join(packageDir, 'src'), { recursive: true })
    .map((name) => join(packageDir, 'src', name))
    .filter((file) => isDeclarationSource(file, packageDir))
    .sort();
}

/** Whether a package's `build` script writes declarations with this module (typecheck.mjs asks). */
export const writesDeclarations = (manifest) => /\bscripts\/declarations\.mjs\b/.test(manifest.scripts?.build ?? '');

const relativeSpecifier = (from, to) => {
  const path = relative(dirname(from), to).split(sep).join('/');
  return path.startsWith('.') ? path : `./${path}`;
};

/**
 * `declaration` (the emitted text for `source`) with each relative specifier (imports, re-exports,
 * `import("…")` types) pointed at the .js name of the published source it reaches, as Node's ESM
 * resolution wants them. A specifier that reaches no published source of the package is an error.
 */
function withJsSpecifiers(declaration, source, packageDir) {
  const jsSpecifier = (specifier) => {
    const base = resolve(dirname(source), specifier.replace(/\.js$/, ''));
    const target = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(existsSync);
    if (!target || !isDeclarationSource(target, packageDir)) {
      throw new Error(`${source}: the declaration imports "${specifier}", which is not a published source file of ${packageDir}/src`);
    }
    return relativeSpecifier(source, target.replace(/\.tsx?$/, '.js'));
  };
  // The compiler's own output, one statement a line: `from '…'`, `import '…'` and `import('…')` carry every specifier.
  return declaration.replace(/(\bfrom |\bimport |\bimport\()(['"])(\.\.?\/[^'"\n]*)\2/g, (_match, before, quote, specifier) => {
    return `${before}${quote}${jsSpecifier(specifier)}${quote}`;
  });
}

/**
 * Writes the declarations of the packages in `packageDirs`, emitted under `project`'s options with
 * their published sources as the only roots, into each one's dist/, and checks that every `types` of
 * its package.json `exports` is there. An export whose source sits elsewhere than its types name
 * (`./src/testing/index.ts` for `./dist/testing.d.ts`) gets a file that re-exports the mirrored one.
 * With `check: false` the sources are not type-checked (typecheck.mjs has just done it). Returns tsc's
 * output, empty when all went well; throws when a declaration is missing.
 */
export async function writeDeclarations(project, packageDirs, { check }) {
  const out = mkdtempSync(join(tmpdir(), 'toolnest-declarations-'));
  try {
    // Each package's published sources, listed once: the roots of the emit, then the files to copy out.
    const sources = new Map(packageDirs.map((dir) => [dir, declarationSources(dir)]));
    const roots = [...sources.values()].flat();
    // Beside `project`, so that its `types` entries and node_modules resolve as they do for it.
    const emitting = join(dirname(resolve(project)), `.declarations-${process.pid}.json`);
    writeFileSync(
      emitting,
      JSON.stringify({
        extends: resolve(project),
        compilerOptions: {
          noEmit: false,
          declaration: true,
          emitDeclarationOnly: true,
          declarationMap: false,
          noCheck: !check,
          rootDir: root,
          outDir: out,
        },
        files: roots,
        include: [],
      }),
    );
    try {
      await promisify(execFile)(process.execPath, [tsc, '-p', emitting, '--pretty', 'false'], { cwd: root, maxBuffer: 64 << 20 });
    } catch (error) {
      return error.stdout || error.stderr || error.message;
    } finally {
      rmSync(emitting, { force: true });
    }

    const write = (file, text) => {
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, text);
    };
    const mirror = (packageDir, source) => join(packageDir, 'dist', relative(join(packageDir, 'src'), source)).replace(/\.tsx?$/, '.d.ts');
    for (const packageDir of packageDirs) {
      for (const source of sources.get(packageDir)) {
        const emitted = readFileSync(join(out, relative(root, source)).replace(/\.tsx?$/, '.d.ts'), 'utf8');
        write(mirror(packageDir, source), withJsSpecifiers(emitted, source, packageDir));
      }
      const { name, exports = {} } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
      for (const [subpath, target] of Object.entries(exports)) {
        if (typeof target === 'string' || !target.types) continue;
        const types = join(packageDir, target.types);
        const source = target['@toolnest/source'] && join(packageDir, target['@toolnest/source']);
        const mirrored = source && isDeclarationSource(source, packageDir) && mirror(packageDir, source);
        if (mirrored && mirrored !== types) {
          const from = relativeSpecifier(types, mirrored.replace(/\.d\.ts$/, '.js'));
          const hasDefault = /^export default |^export \{[^}\n]*\bdefault\b[^}\n]*\}/m.test(readFileSync(mirrored, 'utf8'));
          write(types, `export * from '${from}';\n${hasDefault ? `export { default } from '${from}';\n` : ''}`);
        }
        if (!existsSync(types)) throw new Error(`${name}: exports["${subpath}"].types is ${target.types}, and no declaration was written there`);
      }
    }
    return '';
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

// Run as a script, not imported (typecheck.mjs imports writesDeclarations and writeDeclarations). import.meta.main needs Node ≥ 22.18.
if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  let output = '';
  if (process.env[DEFER_VARIABLE] === 'typecheck') {
    console.log(`declarations: left to scripts/typecheck.mjs (${DEFER_VARIABLE}=typecheck)`);
  } else {
    // A package's build: its published sources are checked (as tsup's dts did) and emitted.
    output = await writeDeclarations(join(process.cwd(), 'tsconfig.json'), [process.cwd()], { check: true });
  }
  if (output) {
    process.stdout.write(output);
    process.exitCode = 1;
  }
}
