import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', schemas: 'src/schemas.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  external: ['react', '@tanstack/react-query', 'typebox'],
});
