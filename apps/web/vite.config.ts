import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  // Workspace packages resolve to their sources, so dev needs no package builds.
  resolve: { conditions: ['@toolnest/source', ...defaultClientConditions] },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
  preview: { proxy: { '/api': 'http://127.0.0.1:3000' } },
  // The manifest feeds scripts/bundle-report.mjs (bundle budgets).
  // No modulepreload polyfill: every browser Vite 8 targets supports it, and it would cost the home page's budget.
  build: { manifest: true, modulePreload: { polyfill: false } },
});
