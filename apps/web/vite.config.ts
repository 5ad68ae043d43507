import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from 'vite';

// Workspace packages resolve to their sources, so dev needs no package builds.
const SOURCE = '@toolnest/source';

/** Dev only: serves the icon sprite that the build writes to dist/icons.svg (scripts/prerender.mjs). */
function devIconSprite(): Plugin {
  return {
    name: 'toolnest:dev-icon-sprite',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/icons.svg', (_request, response, next) => {
        Promise.all([server.ssrLoadModule('/src/app/icons.ts'), server.ssrLoadModule('@toolnest/ui/icon-sprite')])
          .then(([icons, sprite]) => sprite.iconSprite(icons.spriteIconNames()))
          .then((svg: string) => response.setHeader('Content-Type', 'image/svg+xml').end(svg), next);
      });
    },
  };
}

/**
 * React Router's ESM build declares each component as `var Form = React.forwardRef(...)` followed by
 * `Form.displayName = "Form"`. Both count as side effects, so components the site never uses (NavLink,
 * Form and the submission code behind it) stay in the entry chunk: ~1.8 kB gzip of the home page's
 * budget. Marking those forwardRef calls pure and dropping the top-level displayName assignments
 * (read only by React DevTools and development warnings) lets tree-shaking remove them. Lines are kept,
 * so the sourcemap stays line-accurate. Should a React Router release change this shape, nothing
 * matches and the bundle budgets report the growth.
 */
function treeShakableReactRouter(): Plugin {
  return {
    name: 'toolnest:tree-shakable-react-router',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]react-router[\\/]dist[\\/].*\.mjs$/ },
      handler(code) {
        const shakable = code
          .replace(/^(var [\w$]+ = )(React\d*\.forwardRef\()/gm, '$1/* @__PURE__ */ $2')
          .replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, '');
        return shakable === code ? null : { code: shakable, map: null };
      },
    },
  };
}

/**
 * V8's explicit compile hint, `//# allFunctionsCalledOnLoad` as the very first line of the entry: nearly all of the
 * entry's functions (React DOM's hydration, the router, the shell) run as a page starts, so V8 compiles them with
 * the file, off the main thread, instead of one by one on first call inside the entry's evaluation and hydration.
 * Added last, once Vite has put its own preload table at the top of the file: anywhere but the first line, V8
 * ignores the comment. No source maps are built, so the added line shifts nothing.
 */
function entryCompileHint(): Plugin {
  return {
    name: 'toolnest:entry-compile-hint',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && chunk.isEntry) chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
        }
      },
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), devIconSprite(), treeShakableReactRouter(), entryCompileHint()],
  resolve: { conditions: [SOURCE, ...defaultClientConditions] },
  // The prerender bundle carries every dependency, so it runs from dist-server/ with nothing to resolve.
  ssr: { resolve: { conditions: [SOURCE, ...defaultServerConditions] }, noExternal: isSsrBuild ? true : undefined },
  // /frame: the generated pages' frame runtime, which the API server serves from its web build (vite.frame.config.ts).
  server: { proxy: { '/api': 'http://127.0.0.1:3000', '/frame': 'http://127.0.0.1:3000' } },
  preview: { proxy: { '/api': 'http://127.0.0.1:3000', '/frame': 'http://127.0.0.1:3000' } },
  // The manifest feeds scripts/prerender.mjs (preloads) and scripts/bundle-report.mjs (budgets).
  // No modulepreload polyfill: every browser Vite 8 targets supports it, and it would cost the home page's budget.
  build: isSsrBuild
    ? { outDir: 'dist-server', emptyOutDir: true, copyPublicDir: false }
    : {
        manifest: true,
        modulePreload: { polyfill: false },
        // One stylesheet for the whole app, which scripts/prerender.mjs inlines into every page. Split per chunk,
        // a lazy chunk's preload list named the entry's stylesheet, and Vite's preload helper, finding no <link>
        // of it, added one: a second download of what the page already holds.
        cssCodeSplit: false,
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // Everything `/` loads statically goes into the entry chunk, which lazy chunks import from.
                // Without this group Rolldown keeps React's CJS modules and its interop helpers in a second
                // file (jsx-runtime-*.js) shared with the lazy chunks: one more request, and ~0.6 kB more
                // gzip than the same code inside the entry.
                { name: 'index', tags: ['$initial'] },
                // Modules that three or more lazy chunks share (the UI kit's controls, icons, the tool kit's
                // helpers) go into one file. Left to itself, Rolldown gives each set of sharers a file of its own,
                // and a tool page loaded 12 files before it was live: on a slow phone each costs the main thread
                // tasks to compile and link. With this group a tool page loads 5-8, with 2-8 kB gzip more in them
                // (code other pages use), and is live 30-100 ms sooner at CPU 4x (A/B, 18-24 loads a page).
                { name: 'shared', minShareCount: 3 },
              ],
            },
          },
          // React Router's production build keeps its warnings for developers (a malformed URL, a <Link> outside a
          // router…): calls of three functions that only console.warn, with their long messages. Marked pure, their
          // unused calls go: ~0.8 kB gzip of the home page (the palette, favourites and offline use fit in its
          // 90 kB budget with it). Only React Router names functions so (checked over the client's dependencies).
          treeshake: { manualPureFunctions: ['warning', 'warningOnce', 'warnOnce'] },
        },
      },
}));
