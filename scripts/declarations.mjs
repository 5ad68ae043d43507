#!/usr/bin/env node
// The .d.ts files of the library packages, written by the TypeScript program that type-checks them
// rather than by one more program per package (tsup's dts: ~3.5 s of CPU each, checking the same files
// a second time). Two callers, one writer (writeDeclarations):
//   - a package's `build` (`tsup && node ../../scripts/declarations.mjs`): a program over that
//     package's own sources, with its tsconfig's options;
//   - scripts/typecheck.mjs: each of its grouped programs, through `--check` below, writes the
//     declarations of the packages in it. `npm test` builds with TOOLNEST_DECLARATIONS=typecheck, which
//     makes the build's step a no-op, so every file goes through TypeScript once.
// dist/ mirrors src/ (`src/logic.ts` → `dist/logic.d.ts`), tests, stories, benches and fixtures left out;
// relative specifiers get the file a node16/nodenext consumer needs (`./article` → `./article.js`).
// Usage: node ../../scripts/declarations.mjs                           (in a package: its build)
//        node scripts/declarations.mjs --check <tsconfig> [<package dir>…]   (type-check all of a project,
//        then write those packages' declarations; exits 1 on any error)
import { existsSync, mkdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import ts from 'typescript';

/** Set to `typecheck` when scripts/typecheck.mjs writes every package's declarations after the build. */
const DEFER_VARIABLE = 'TOOLNEST_DECLARATIONS';

const NOT_PUBLISHED = /\.(test|spec|stories|bench|fixtures)\.tsx?$/;

/** Whether `file` gets a declaration: a TypeScript module under the package's src/ that is not a test, story, bench or fixture. */
function isDeclarationSource(file, packageDir) {
  return (
    file.startsWith(join(packageDir, 'src') + sep) && /\.tsx?$/.test(file) && !file.endsWith('.d.ts') && !NOT_PUBLISHED.test(file)
  );
}

/** Whether a package's `build` script writes declarations with this module (typecheck.mjs asks). */
export const writesDeclarations = (manifest) => /\bscripts\/declarations\.mjs\b/.test(manifest.scripts?.build ?? '');

/** A program over `rootNames` that can emit declarations: `options` plus declaration-only output. */
function declaringProgram(rootNames, options, configFileParsingDiagnostics) {
  return ts.createProgram({
    rootNames,
    options: { ...options, noEmit: false, declaration: true, emitDeclarationOnly: true },
    configFileParsingDiagnostics,
  });
}

const relativeSpecifier = (from, to) => {
  const path = relative(dirname(from), to).split(sep).join('/');
  return path.startsWith('.') ? path : `./${path}`;
};

/**
 * Rewrites the relative specifiers of `source`'s emitted declaration (imports, re-exports, `import("…")`
 * types) to the .js name of the declaration they reach, as Node's ESM resolution wants them.
 */
function withJsSpecifiers(program, source, packageDir) {
  const options = program.getCompilerOptions();
  const jsSpecifier = (specifier) => {
    const target = ts.resolveModuleName(specifier, source.fileName, options, ts.sys).resolvedModule?.resolvedFileName;
    if (!target || !isDeclarationSource(target, packageDir)) {
      throw new Error(`${source.fileName}: the declaration imports "${specifier}", which is not a published source file of ${packageDir}/src`);
    }
    return relativeSpecifier(source.fileName, target.replace(/\.tsx?$/, '.js'));
  };
  return (context) => {
    const { factory } = context;
    const rewritten = (literal) =>
      literal && ts.isStringLiteral(literal) && /^\.\.?\//.test(literal.text) ? factory.createStringLiteral(jsSpecifier(literal.text)) : literal;
    const visit = (node) => {
      const visited = ts.visitEachChild(node, visit, context);
      if (ts.isImportDeclaration(visited)) {
        return factory.updateImportDeclaration(visited, visited.modifiers, visited.importClause, rewritten(visited.moduleSpecifier), visited.attributes);
      }
      if (ts.isExportDeclaration(visited)) {
        const { modifiers, isTypeOnly, exportClause, moduleSpecifier, attributes } = visited;
        return factory.updateExportDeclaration(visited, modifiers, isTypeOnly, exportClause, rewritten(moduleSpecifier), attributes);
      }
      if (ts.isImportTypeNode(visited) && ts.isLiteralTypeNode(visited.argument)) {
        const argument = factory.updateLiteralTypeNode(visited.argument, rewritten(visited.argument.literal));
        return factory.updateImportTypeNode(visited, argument, visited.attributes, visited.qualifier, visited.typeArguments, visited.isTypeOf);
      }
      return visited;
    };
    return (root) => ts.visitEachChild(root, visit, context);
  };
}

/**
 * Writes the declarations of the package in `packageDir` from `program` (which holds its sources) into
 * its dist/, and checks that every `types` of its package.json `exports` is there. An export whose source
 * sits elsewhere than its types name (`./src/testing/index.ts` for `./dist/testing.d.ts`) gets a file that
 * re-exports the mirrored one. Returns the diagnostics of the declaration emit.
 */
function writeDeclarations(program, packageDir) {
  const src = join(packageDir, 'src');
  const dist = join(packageDir, 'dist');
  const write = (file, text) => {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  };
  const diagnostics = [];
  for (const source of program.getSourceFiles()) {
    if (!isDeclarationSource(source.fileName, packageDir)) continue;
    const declaration = join(dist, relative(src, source.fileName)).replace(/\.tsx?$/, '.d.ts');
    const emitted = program.emit(source, (_file, text) => write(declaration, text), undefined, true, {
      afterDeclarations: [withJsSpecifiers(program, source, packageDir)],
    });
    diagnostics.push(...emitted.diagnostics);
  }

  const { name, exports = {} } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  for (const [subpath, target] of Object.entries(exports)) {
    if (typeof target === 'string' || !target.types) continue;
    const types = join(packageDir, target.types);
    const sourceFile = target['@toolnest/source'] && program.getSourceFile(join(packageDir, target['@toolnest/source']));
    const mirrored = sourceFile && join(dist, relative(src, sourceFile.fileName)).replace(/\.tsx?$/, '.d.ts');
    if (mirrored && mirrored !== types) {
      const from = relativeSpecifier(types, mirrored.replace(/\.d\.ts$/, '.js'));
      const checker = program.getTypeChecker();
      const hasDefault = checker.getExportsOfModule(checker.getSymbolAtLocation(sourceFile)).some((symbol) => symbol.name === 'default');
      write(types, `export * from '${from}';\n${hasDefault ? `export { default } from '${from}';\n` : ''}`);
    }
    if (!existsSync(types)) throw new Error(`${name}: exports["${subpath}"].types is ${target.types}, and no declaration was written there`);
  }
  return diagnostics;
}

const host = { getCanonicalFileName: (file) => file, getCurrentDirectory: () => process.cwd(), getNewLine: () => '\n' };

/** The project's compiler options and files, or exits with its errors (`tsc -p` reads it the same way). */
function parsedConfig(project) {
  return ts.getParsedCommandLineOfConfigFile(resolve(project), undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      process.stderr.write(ts.formatDiagnostics([diagnostic], host));
      process.exit(1);
    },
  });
}

/** Prints `diagnostics` as tsc does; the exit code is 1 when any is an error. */
function report(diagnostics) {
  const sorted = ts.sortAndDeduplicateDiagnostics(diagnostics);
  if (sorted.length > 0) process.stdout.write(ts.formatDiagnostics(sorted, host));
  return sorted.some((diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error) ? 1 : 0;
}

// Run as a script, not imported (typecheck.mjs imports writesDeclarations). import.meta.main needs Node ≥ 22.18.
if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { check: { type: 'string' } } });
  if (values.check) {
    // Everything `tsc -p` reports, over every file of the project; declarations only for the packages named.
    const parsed = parsedConfig(values.check);
    const program = declaringProgram(parsed.fileNames, parsed.options, parsed.errors);
    const diagnostics = [
      ...program.getConfigFileParsingDiagnostics(),
      ...program.getOptionsDiagnostics(),
      ...program.getSyntacticDiagnostics(),
      ...program.getGlobalDiagnostics(),
      ...program.getSemanticDiagnostics(),
    ];
    for (const dir of positionals) diagnostics.push(...writeDeclarations(program, resolve(dir)));
    process.exitCode = report(diagnostics);
  } else if (process.env[DEFER_VARIABLE] === 'typecheck') {
    console.log(`declarations: left to scripts/typecheck.mjs (${DEFER_VARIABLE}=typecheck)`);
  } else {
    // A package's build: only its published sources are roots, and only their errors count (as with tsup's dts).
    const packageDir = process.cwd();
    const parsed = parsedConfig(join(packageDir, 'tsconfig.json'));
    const roots = parsed.fileNames.filter((file) => isDeclarationSource(file, packageDir));
    const program = declaringProgram(roots, parsed.options, parsed.errors);
    const diagnostics = [...program.getConfigFileParsingDiagnostics(), ...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()];
    for (const root of roots) {
      const source = program.getSourceFile(root);
      diagnostics.push(...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source));
    }
    diagnostics.push(...writeDeclarations(program, packageDir));
    process.exitCode = report(diagnostics);
  }
}
