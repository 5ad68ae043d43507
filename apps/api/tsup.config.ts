import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { server: 'src/server.ts', app: 'src/app.ts' },
  format: ['esm'],
  target: 'node22',
  platform: 'node',
  dts: false,
  clean: true,
  // Workspace packages are bundled from source; npm dependencies stay external.
  noExternal: [/^@toolnest\//],
  esbuildOptions(options) {
    options.conditions = ['@toolnest/source'];
  },
});
