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

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), devIconSprite()],
  resolve: { conditions: [SOURCE, ...defaultClientConditions] },
  // The prerender bundle carries every dependency, so it runs from dist-server/ with nothing to resolve.
  ssr: { resolve: { conditions: [SOURCE, ...defaultServerConditions] }, noExternal: isSsrBuild ? true : undefined },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
  preview: { proxy: { '/api': 'http://127.0.0.1:3000' } },
  // The manifest feeds scripts/prerender.mjs (preloads) and scripts/bundle-report.mjs (budgets).
  // No modulepreload polyfill: every browser Vite 8 targets supports it, and it would cost the home page's budget.
  build: isSsrBuild
    ? { outDir: 'dist-server', emptyOutDir: true, copyPublicDir: false }
    : { manifest: true, modulePreload: { polyfill: false } },
}));
