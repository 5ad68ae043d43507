import { defineConfig } from 'tsup';

export default defineConfig({
  // stores: openStores() for tools that write test data into a server's DATA_DIR (apps/web/e2e/seed.ts);
  // bench-parts: the admin routes without their auth, for bench/admin.mjs.
  entry: { server: 'src/server.ts', app: 'src/app.ts', stores: 'src/stores.ts', 'bench-parts': 'src/bench-parts.ts' },
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
