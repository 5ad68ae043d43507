// The frame runtime of generated pages (src/generated/frame/runtime.tsx): built apart from the site into
// dist/frame, one module and one stylesheet, which the server names in each page's frame document and its CSP
// (apps/api/src/generation/generated-frame.ts, through this build's manifest). Apart, so the site's own chunks and their
// budgets stay as they are, and the frame loads React and the shared controls and nothing else of the site.
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { conditions: ['@toolnest/source', ...defaultClientConditions] },
  base: '/frame/',
  publicDir: false,
  build: {
    outDir: 'dist/frame',
    emptyOutDir: true,
    manifest: true,
    modulePreload: { polyfill: false },
    rolldownOptions: { input: 'src/generated/frame/runtime.tsx' },
  },
});
