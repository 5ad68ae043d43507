import { build, type Plugin } from 'esbuild';
import { SHARED_MODULES, SHARED_MODULES_GLOBAL, type SharedModuleName } from '@toolnest/registry/generated-pages';

const SHARED_NAMESPACE = 'toolnest-shared';

const isShared = (specifier: string): specifier is SharedModuleName => Object.hasOwn(SHARED_MODULES, specifier);

/** A module that re-exports the listed names of one shared module from the shell's frozen global. */
function sharedModuleSource(name: SharedModuleName): string {
  const module = `globalThis[${JSON.stringify(SHARED_MODULES_GLOBAL)}][${JSON.stringify(name)}]`;
  return [`const shared = ${module};`, ...SHARED_MODULES[name].map((exported) => `export const ${exported} = shared.${exported};`)].join('\n');
}

/** Maps the shared specifiers to reads of the global and refuses every other import (no file, no package). */
const sharedModules: Plugin = {
  name: 'toolnest-shared-modules',
  setup(build) {
    build.onResolve({ filter: /.*/ }, ({ path, kind }) => {
      if (kind === 'entry-point') return undefined;
      if (isShared(path)) return { path, namespace: SHARED_NAMESPACE };
      return { errors: [{ text: `A generated page may import only ${Object.keys(SHARED_MODULES).join(', ')}; not "${path}".` }] };
    });
    build.onLoad({ filter: /.*/, namespace: SHARED_NAMESPACE }, ({ path }) => ({
      contents: sharedModuleSource(path as SharedModuleName),
      loader: 'js',
    }));
  },
};

/** The error esbuild's messages add up to, for a page that does not compile. */
export class PageCompileError extends Error {
  constructor(readonly messages: string[]) {
    super(`The page does not compile: ${messages.join('; ')}`);
    this.name = 'PageCompileError';
  }
}

/** Compiles a page's `.tsx` source to one minified ES module the shell can `import()`. */
export async function compilePage(source: string): Promise<string> {
  try {
    const result = await build({
      stdin: { contents: source, loader: 'tsx', sourcefile: 'page.tsx' },
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'neutral',
      target: 'es2022',
      jsx: 'automatic',
      minify: true,
      legalComments: 'none',
      logLevel: 'silent',
      plugins: [sharedModules],
    });
    const [output] = result.outputFiles;
    if (!output) throw new PageCompileError(['esbuild wrote no output']);
    return output.text;
  } catch (error) {
    const errors = (error as { errors?: Array<{ text: string }> }).errors;
    if (error instanceof PageCompileError || !errors) throw error;
    // esbuild names a shared module with its namespace; the admin knows it by its specifier.
    throw new PageCompileError(errors.map((message) => message.text.replaceAll(`${SHARED_NAMESPACE}:`, '')));
  }
}
