import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', pages: 'src/pages.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  external: ['react'],
});
