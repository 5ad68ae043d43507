import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm'],
  target: 'node22',
  platform: 'node',
  // The .d.ts files: scripts/declarations.mjs, after tsup (the package's build script).
  dts: false,
  clean: true,
});
